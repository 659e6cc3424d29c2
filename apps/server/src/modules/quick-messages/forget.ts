import type { ForgetStep } from '../accounts/index.js';
import { removeQuickMessagesOf } from './quick-messages.service.js';

/** Account deletion (FORGET_STEPS in modules/index.ts): the person's quick messages. */
export const forgetQuickMessages: ForgetStep = {
  key: 'quickMessages',
  forget: async (tx, ctx, person) => ({ removed: await removeQuickMessagesOf(tx, ctx.tenantId, person.profileId) }),
};
