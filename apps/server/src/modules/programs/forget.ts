import type { ForgetStep } from '../accounts/index.js';
import { unassignAllPrograms } from './programs.service.js';

/** Account deletion (FORGET_STEPS in modules/index.ts): the person's program assignments (the programs' ids). */
export const forgetPrograms: ForgetStep = {
  key: 'programIds',
  forget: async (tx, ctx, person) => ({ removed: await unassignAllPrograms(tx, ctx.tenantId, person.profileId) }),
};
