// Linted as apps/server/src/modules/chat/fixture.ts by test/platform/boundaries.test.ts: each line
// marked "crossing" must be reported, the others not.
import { profiles } from '../profiles/profiles.table.js'; // crossing
import type { TaskRow } from '../tasks/tasks.table.js'; // crossing
import { findPerson } from '../profiles/profiles.service.js';
import type { PersonRow } from '../profiles/profiles.presenter.js';
import { chatChannels } from './chat.table.js';
import { jobs } from '../../platform/jobs/jobs.table.js';

export { companies } from '../companies/companies.table.js'; // crossing
export { profiles, findPerson, chatChannels, jobs };
export type { TaskRow, PersonRow };
