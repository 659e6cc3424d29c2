import type { ForgetStep } from '../accounts/index.js';
import { removePageViewsOf } from './page-views.service.js';

/** Account deletion (FORGET_STEPS in modules/index.ts): the pages the person viewed. */
export const forgetPageViews: ForgetStep = {
  key: 'pageViews',
  forget: async (tx, ctx, person) => ({ removed: await removePageViewsOf(tx, ctx.tenantId, person.userId) }),
};
