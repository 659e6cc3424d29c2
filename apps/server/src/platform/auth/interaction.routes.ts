import { requestInfoOf } from '../http/context.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOGIN_TOKEN_PARAM } from '@stride/contracts';
import { recordAudit } from '../audit/audit.js';
import type { Db } from '../db/client.js';
import { tenantOrigin } from '../tenancy/tenants.js';
import { formatAccountId } from './account-id.js';
import { tokenActorOfAccount, type Account, type AccountStore } from './account-store.js';
import { consumeOneTimeToken } from './one-time-tokens.js';
import { pageLanguage, renderSignInPage, type PageLanguage } from './pages.js';
import { hashPassword, verifyPassword } from './passwords.js';
import type { ProviderOf } from './mount.js';
import { registerSecondStepRoutes } from './second-step.routes.js';
import { createSigninThrottle, forgetSigninFailures } from './throttle.js';

/** The sign-in page's messages: the spec's English words, and Spanish for browsers that ask for it. */
export const MESSAGES: Record<
  PageLanguage,
  {
    invalid: string;
    missingEmail: string;
    missingPassword: string;
    missingBoth: string;
    inactive: string;
    /** A try that must wait (throttle.ts): the same words for every e-mail. */
    locked: (minutes: number) => string;
    staleLink: string;
  }
> = {
  en: {
    invalid: 'The e-mail or password is incorrect.',
    missingEmail: 'Enter your e-mail.',
    missingPassword: 'Enter your password.',
    missingBoth: 'Enter your e-mail and password.',
    inactive: 'Your account is inactive. Please contact your advisor.',
    locked: (minutes) => `Too many failed attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    staleLink: 'This sign-in link is no longer valid. Please sign in.',
  },
  es: {
    invalid: 'El correo electrónico o la contraseña no son correctos.',
    missingEmail: 'Escribe tu correo electrónico.',
    missingPassword: 'Escribe tu contraseña.',
    missingBoth: 'Escribe tu correo electrónico y tu contraseña.',
    inactive: 'Tu cuenta está inactiva. Ponte en contacto con tu asesor.',
    locked: (minutes) =>
      `Demasiados intentos fallidos. Vuelve a intentarlo en ${minutes} minuto${minutes === 1 ? '' : 's'}.`,
    staleLink: 'Este enlace de inicio de sesión ya no es válido. Inicia sesión.',
  },
};

const loginBody = z.object({ email: z.string().max(254).default(''), password: z.string().max(200).default('') });
const uidParams = z.object({ uid: z.string().min(1).max(100) });

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

// Verifying against a real hash when the account does not exist keeps both answers equally slow.
const dummyHash = hashPassword('not-a-real-password');

/** The provider's interaction: our sign-in page, and the one-time login tokens of surrogate login. */
export function registerInteractionRoutes(app: FastifyInstance, providerOf: ProviderOf, accounts: AccountStore): void {
  const { config, db } = app.platform;
  const throttle = createSigninThrottle(config);

  const provider = (req: FastifyRequest) => providerOf(req.tenant.id);
  const sessionContext = (req: FastifyRequest, account: Account) => ({
    tenantId: account.tenantId,
    traceId: req.id,
    request: requestInfoOf(req),
    actor: tokenActorOfAccount(account),
  });

  async function finishLogin(req: FastifyRequest, reply: FastifyReply, accountId: string) {
    reply.hijack();
    await (
      await provider(req)
    ).interactionFinished(req.raw, reply.raw, { login: { accountId } }, { mergeWithLastSubmission: false });
  }

  const wordsOf = (req: FastifyRequest) => MESSAGES[pageLanguage(req.headers['accept-language'])];

  /** Both steps passed (or the only one): the audit, the event and the login. */
  async function completeSignIn(req: FastifyRequest, reply: FastifyReply, account: Account) {
    await accounts.recordSigninSuccess(db, account);
    await recordAudit(db, sessionContext(req, account), {
      operation: 'SIGN_IN',
      entityType: 'user',
      entityId: account.userId,
    });
    await app.platform.events.publish({
      type: 'auth.signed_in',
      tenantId: account.tenantId,
      actorUserId: account.userId,
      payload: { userId: account.userId, roleId: account.roleId, firstSignIn: account.lastLoginAt === null },
    });
    return finishLogin(req, reply, formatAccountId({ uuid: account.uuid, actorUuid: null }));
  }

  const secondSteps = registerSecondStepRoutes(app, {
    accounts,
    complete: completeSignIn,
    interaction: async (req, reply) => (await provider(req)).interactionDetails(req.raw, reply.raw),
    locked: (req, minutes) => wordsOf(req).locked(minutes),
    staleLink: (req) => wordsOf(req).staleLink,
  });

  function page(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    extra: { email?: string; error?: string; missing?: Array<'email' | 'password'> },
  ) {
    const { uid } = uidParams.parse(req.params);
    return reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(
        renderSignInPage({
          tenant: req.tenant,
          lang: pageLanguage(req.headers['accept-language']),
          action: `/auth/interaction/${encodeURIComponent(uid)}/login`,
          resetUrl: `${tenantOrigin(req.tenant.id, config.publicUrl)}/reset-password`,
          ...extra,
        }),
      );
  }

  app.get('/auth/interaction/:uid', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    const details = await (await provider(req)).interactionDetails(req.raw, reply.raw);
    const loginToken = details.params[LOGIN_TOKEN_PARAM];
    if (typeof loginToken === 'string' && loginToken) {
      const accountId = await accountFromLoginToken(accounts, db, req, loginToken);
      if (accountId) return finishLogin(req, reply, accountId);
      return page(req, reply, 400, { error: wordsOf(req).staleLink });
    }
    if (details.prompt.name !== 'login' && details.session?.accountId) {
      return finishLogin(req, reply, details.session.accountId);
    }
    return page(req, reply, 200, {});
  });

  app.post(
    '/auth/interaction/:uid/login',
    {
      config: { public: true, rateLimit: { max: config.SIGNIN_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { hide: true },
    },
    async (req, reply) => {
      const parsed = loginBody.safeParse(req.body ?? {});
      const email = parsed.success ? parsed.data.email.trim() : '';
      const password = parsed.success ? parsed.data.password : '';
      const words = wordsOf(req);
      await (await provider(req)).interactionDetails(req.raw, reply.raw);
      // An empty field is named, not answered as a wrong password (issue 13, item 8); no account is looked up.
      if (!email || !password) {
        const missing = [...(email ? [] : ['email' as const]), ...(password ? [] : ['password' as const])];
        const error = missing.length === 2 ? words.missingBoth : email ? words.missingPassword : words.missingEmail;
        return page(req, reply, 400, { email, error, missing });
      }
      // Slowed down, not locked out (throttle.ts): the e-mail and the address are counted whether or not an
      // account has the e-mail, and a try that must wait is not checked, so both answers are the same.
      const keys = throttle.keysOf(req.tenant.id, email, req.ip);
      const now = new Date();
      const waiting = await throttle.waiting(db, keys, now);
      if (waiting > 0) return page(req, reply, 429, { email, error: words.locked(minutesOf(waiting)) });
      const account = await accounts.findAccountByEmail(db, req.tenant.id, email);
      const ok = await verifyPassword(account?.passwordHash ?? (await dummyHash), password);
      if (!account || !ok) {
        const wait = await throttle.recordFailure(db, keys, now);
        if (account) {
          await recordAudit(db, sessionContext(req, account), {
            operation: 'SIGN_IN_FAILED',
            entityType: 'user',
            entityId: account.userId,
          });
        }
        if (wait > 0) return page(req, reply, 429, { email, error: words.locked(minutesOf(wait)) });
        return page(req, reply, 401, { email, error: words.invalid });
      }
      if (!account.isActive) return page(req, reply, 403, { email, error: words.inactive });
      await forgetSigninFailures(db, req.tenant.id, email);
      // A person with two-step sign-in (or who must set it up) gets the code page; the rest is signed in.
      const secondStep = await secondSteps.afterPassword(req, reply, account);
      if (secondStep) return secondStep;
      return completeSignIn(req, reply, account);
    },
  );

  app.get('/auth/interaction/:uid/abort', { config: { public: true }, schema: { hide: true } }, async (req, reply) => {
    reply.hijack();
    await (
      await provider(req)
    ).interactionFinished(
      req.raw,
      reply.raw,
      { error: 'access_denied', error_description: 'Sign-in cancelled' },
      { mergeWithLastSubmission: false },
    );
  });
}

/** A surrogate start or return token: the account to sign in as, once. */
async function accountFromLoginToken(
  accounts: AccountStore,
  db: Db,
  req: FastifyRequest,
  token: string,
): Promise<string | null> {
  const tenantId = req.tenant.id;
  const surrogate = await consumeOneTimeToken(db, { tenantId, kind: 'surrogate', token });
  if (surrogate) {
    const target = await accounts.findAccountByUserId(db, tenantId, surrogate.userId);
    const actor = surrogate.actorUserId
      ? await accounts.findAccountByUserId(db, tenantId, surrogate.actorUserId)
      : undefined;
    if (!target?.isActive || !actor?.isActive) return null;
    await recordAudit(
      db,
      {
        tenantId,
        traceId: req.id,
        request: requestInfoOf(req),
        actor: { ...tokenActorOfAccount(target), surrogateActorUserId: actor.userId },
      },
      {
        operation: 'SURROGATE_START',
        entityType: 'user',
        entityId: target.userId,
        after: { actorUserId: actor.userId },
      },
    );
    return formatAccountId({ uuid: target.uuid, actorUuid: actor.uuid });
  }
  const primary = await consumeOneTimeToken(db, { tenantId, kind: 'primary-user', token });
  if (primary) {
    const original = await accounts.findAccountByUserId(db, tenantId, primary.userId);
    if (!original?.isActive) return null;
    await recordAudit(
      db,
      { tenantId, traceId: req.id, request: requestInfoOf(req), actor: tokenActorOfAccount(original) },
      { operation: 'SURROGATE_END', entityType: 'user', entityId: original.userId },
    );
    return formatAccountId({ uuid: original.uuid, actorUuid: null });
  }
  return null;
}
