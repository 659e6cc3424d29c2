import { requestInfoOf } from '../http/context.js';
import type { FastifyInstance } from 'fastify';
import { endpoints, type Language } from '@stride/contracts';
import { recordAudit } from '../audit/audit.js';
import { badRequest } from '../http/errors.js';
import { route } from '../http/route.js';
import { tenantOrigin } from '../tenancy/tenants.js';
import type { AccountStore } from './account-store.js';
import { revokeAccountSessions } from './adapter.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';
import { forgetSigninFailures } from './throttle.js';

const RESET_TTL_SECONDS = 3600;
const REQUESTED = 'If an account exists for this e-mail, we have sent a link to reset the password.';
const api = endpoints.auth;

/**
 * /reset-password: a one-time link by e-mail, then a new password. The account look-ups run as the system
 * (AccountStore) outside a request transaction: the password is hashed (slowly) holding no connection.
 */
export function registerPasswordResetRoutes(app: FastifyInstance, accounts: AccountStore): void {
  const { db, mail, config, realtime } = app.platform;

  route(app, api.requestPasswordReset, { transaction: false }, async ({ req, body }) => {
    const account = await accounts.findAccountByEmail(db, req.tenant.id, body.email);
    if (account?.isActive) {
      const token = await issueOneTimeToken(db, {
        tenantId: req.tenant.id,
        kind: 'password-reset',
        userId: account.userId,
        ttlSeconds: RESET_TTL_SECONDS,
      });
      const link = `${tenantOrigin(req.tenant.id, config.publicUrl)}/reset-password?token=${token}`;
      await mail.send({
        tenantId: req.tenant.id,
        to: account.email,
        template: 'password-reset',
        language: account.language as Language,
        vars: { name: account.firstName, link, tenantTitle: req.tenant.title },
      });
      await recordAudit(
        db,
        { tenantId: req.tenant.id, traceId: req.id, request: requestInfoOf(req), actor: null },
        { operation: 'PASSWORD_RESET_REQUESTED', entityType: 'user', entityId: account.userId },
      );
    }
    // The same answer either way: the form must not tell who has an account.
    return { message: REQUESTED };
  });

  route(app, api.confirmPasswordReset, { transaction: false }, async ({ req, body }) => {
    const used = await consumeOneTimeToken(db, { tenantId: req.tenant.id, kind: 'password-reset', token: body.token });
    const account = used ? await accounts.findAccountByUserId(db, req.tenant.id, used.userId) : undefined;
    if (!account?.isActive) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
    await accounts.setPasswordHash(db, account.userId, await hashPassword(body.password));
    // Whoever knew the old password is signed out everywhere: refresh tokens, sessions and sockets.
    await revokeAccountSessions(db, account.uuid);
    realtime.endPersonSockets(req.tenant.id, account.uuid);
    // "You can sign in now" holds even when someone kept the e-mail's sign-in slowed down.
    await forgetSigninFailures(db, req.tenant.id, account.email);
    await recordAudit(
      db,
      { tenantId: req.tenant.id, traceId: req.id, request: requestInfoOf(req), actor: null },
      { operation: 'PASSWORD_CHANGED', entityType: 'user', entityId: account.userId },
    );
    return { message: 'Your password has been changed. You can sign in now.' };
  });
}
