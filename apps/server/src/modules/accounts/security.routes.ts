import type { FastifyInstance } from 'fastify';
import { endpoints } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { route } from '../../platform/http/route.js';
import {
  changePassword,
  confirmTwoStep,
  disableTwoStep,
  enrollTwoStep,
  mySessions,
  signOutOtherSessions,
  signOutSession,
  twoStepStatus,
  type SecurityCall,
} from './security.service.js';

const api = endpoints.accounts;

/**
 * One's own sign-in security under /accounts/me (docs/decisions.md, "Accounts: two-step sign-in, sessions"):
 * two-step sign-in, the signed-in sessions, the password. Each runs its checks outside a transaction (a refused code stays counted by the throttle) and its
 * changes in one (`inTx`); the sessions a call ends lose their sockets after that commit.
 */
export async function accountSecurityRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const callOf = (c: {
    ctx: RequestContext;
    req: { ip: string };
    inTx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  }): SecurityCall => {
    // The sockets of ended sessions close once their ends are written (each change commits in its inTx).
    const ended: string[] = [];
    return {
      db: platform.db,
      inTx: async (fn) => {
        const result = await c.inTx((tx) => fn(tx));
        platform.realtime.endSessions(ended.splice(0));
        return result;
      },
      ctx: c.ctx,
      platform,
      address: c.req.ip,
      ended: (grantIds) => void ended.push(...grantIds),
    };
  };

  const own = { transaction: false } as const;
  route(app, api.twoStepStatus, own, async (c) => twoStepStatus(callOf(c)));
  route(app, api.enrollTwoStep, own, async (c) => enrollTwoStep(callOf(c), c.req.tenant.title));
  route(app, api.confirmTwoStep, own, async (c) => confirmTwoStep(callOf(c), c.body.code));
  route(app, api.disableTwoStep, own, async (c) => disableTwoStep(callOf(c), c.body));
  route(app, api.sessions, own, async (c) => mySessions(callOf(c)));
  route(app, api.signOutSession, own, async (c) => signOutSession(callOf(c), c.body.id));
  route(app, api.signOutOtherSessions, own, async (c) => signOutOtherSessions(callOf(c)));
  route(app, api.changePassword, own, async (c) => changePassword(callOf(c), c.body));
}
