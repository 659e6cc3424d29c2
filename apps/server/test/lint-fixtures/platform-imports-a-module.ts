// Linted as apps/server/src/platform/auth/fixture.ts by test/platform/boundaries.test.ts: each line
// marked "crossing" must be reported, the others not.
import { accountStore } from '../../modules/profiles/accounts.service.js'; // crossing
import type { Participant } from '../../modules/participants/participants.presenter.js'; // crossing
import type { Db } from '../db/client.js';
import type { AccountStore } from './account-store.js';

export { loadActor } from '../../modules/profiles/actor-loader.js'; // crossing
export type { Db, AccountStore, Participant };
export const store = accountStore;
