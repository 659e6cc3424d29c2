import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { passwordResetConfirmSchema, passwordResetRequestSchema, type Language } from '@stride/contracts';
import { findAccountByEmail, findAccountByUserId, setPasswordHash } from '../../modules/profiles/accounts.service.js';
import { recordAudit } from '../audit/audit.js';
import { badRequest } from '../http/errors.js';
import { typed } from '../http/server.js';
import { tenantOrigin } from '../tenancy/tenants.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';
import { hashPassword } from './passwords.js';

const RESET_TTL_SECONDS = 3600;
const messageSchema = z.object({ message: z.string() });
const REQUESTED = 'If an account exists for this e-mail, we have sent a link to reset the password.';

/** /reset-password: a one-time link by e-mail, then a new password. */
export function registerPasswordResetRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const { db, mail, config } = app.platform;
  const tags = ['auth'];

  r.post(
    '/api/auth/password-reset',
    {
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { tags, security: [], body: passwordResetRequestSchema, response: { 202: messageSchema } },
    },
    async (req, reply) => {
      const account = await findAccountByEmail(db, req.tenant.id, req.body.email);
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
          { tenantId: req.tenant.id, traceId: req.id, actor: null },
          { operation: 'PASSWORD_RESET_REQUESTED', entityType: 'user', entityId: account.userId },
        );
      }
      // The same answer either way: the form must not tell who has an account.
      return reply.status(202).send({ message: REQUESTED });
    },
  );

  r.post(
    '/api/auth/password-reset/confirm',
    {
      config: { public: true, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags, security: [], body: passwordResetConfirmSchema, response: { 200: messageSchema } },
    },
    async (req) => {
      const used = await consumeOneTimeToken(db, {
        tenantId: req.tenant.id,
        kind: 'password-reset',
        token: req.body.token,
      });
      const account = used ? await findAccountByUserId(db, req.tenant.id, used.userId) : undefined;
      if (!account?.isActive) throw badRequest('This reset link is invalid or has expired. Please ask for a new one.');
      await setPasswordHash(db, account.userId, await hashPassword(req.body.password));
      await recordAudit(
        db,
        { tenantId: req.tenant.id, traceId: req.id, actor: null },
        { operation: 'PASSWORD_CHANGED', entityType: 'user', entityId: account.userId },
      );
      return { message: 'Your password has been changed. You can sign in now.' };
    },
  );
}
