import type { ForgetStep } from '../accounts/index.js';
import { removeNotificationsOf } from './notifications.service.js';

/** Account deletion (FORGET_STEPS in modules/index.ts): the person's notifications. */
export const forgetNotifications: ForgetStep = {
  key: 'notifications',
  forget: async (tx, ctx, person) => ({ removed: await removeNotificationsOf(tx, ctx.tenantId, person.userId) }),
};
