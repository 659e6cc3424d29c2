import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { twoStepEnforcedFor } from '@stride/contracts';
import { recordAudit } from '../audit/audit.js';
import { tokenActorOfAccount, type Account, type AccountStore } from './account-store.js';
import { pageLanguage } from './pages.js';
import { consumeSecondStep, findSecondStep, issueSecondStep, type SecondStepKind } from './second-step.js';
import { renderCodePage, renderRecoveryCodesPage, SECOND_STEP_WORDS } from './second-step-pages.js';
import { createSigninThrottle, forgetSecondStepFailures } from './throttle.js';
import { enableTotp, startEnrollment, totpSealingKey, totpState, useSecondStep, useTotpCode } from './totp.js';

const stepBody = z.object({ step: z.string().max(100).default(''), code: z.string().max(40).default('') });
const uidParams = z.object({ uid: z.string().min(1).max(100) });

interface Deps {
  accounts: AccountStore;
  /** Ends the interaction signed in (sign-in's success: audit, event, login). */
  complete(req: FastifyRequest, reply: FastifyReply, account: Account): Promise<unknown>;
  /** Checks the interaction cookie against the uid (throws when it is not this browser's). */
  interaction(req: FastifyRequest, reply: FastifyReply): Promise<unknown>;
  locked(req: FastifyRequest, minutes: number): string;
  staleLink(req: FastifyRequest): string;
}

const minutesOf = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/**
 * The second step of sign-in (docs/decisions.md, "Accounts: two-step sign-in"): after a right password, a person
 * with TOTP enters a code of their authenticator or a recovery code; one whose tenant requires TOTP for their role
 * (TOTP_REQUIRED_TENANTS: owners, admins, company admins) and has none sets it up here, then sees their recovery
 * codes once. Wrong codes are slowed down as passwords are (throttle.ts), per account and per address, and audited.
 */
export function registerSecondStepRoutes(app: FastifyInstance, deps: Deps) {
  const { config, db } = app.platform;
  const throttle = createSigninThrottle(config);
  const uidOf = (req: FastifyRequest) => uidParams.parse(req.params).uid;
  const wordsOf = (req: FastifyRequest) => SECOND_STEP_WORDS[pageLanguage(req.headers['accept-language'])];
  const actionOf = (req: FastifyRequest, path: string) => `/auth/interaction/${encodeURIComponent(uidOf(req))}/${path}`;
  const audit = (req: FastifyRequest, account: Account, operation: string) =>
    recordAudit(
      db,
      { tenantId: account.tenantId, traceId: req.id, actor: tokenActorOfAccount(account) },
      { operation, entityType: 'user', entityId: account.userId },
    );
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-store').send(body);

  async function codePage(
    req: FastifyRequest,
    reply: FastifyReply,
    status: number,
    m: { step: string; error?: string; enroll?: Account },
  ) {
    let enroll: { secret: string; qrSvg: string } | undefined;
    if (m.enroll) {
      const who = {
        tenantId: m.enroll.tenantId,
        userId: m.enroll.userId,
        email: m.enroll.email,
        issuer: req.tenant.title,
      };
      const { secret, otpauthUri } = await startEnrollment(
        db,
        await totpSealingKey(db, config),
        who,
        m.error !== undefined,
      );
      enroll = {
        secret,
        qrSvg: await (await import('qrcode')).default.toString(otpauthUri, { type: 'svg', margin: 1 }),
      };
    }
    return html(
      reply,
      status,
      renderCodePage({
        tenant: req.tenant,
        lang: pageLanguage(req.headers['accept-language']),
        action: actionOf(req, m.enroll ? 'enroll' : 'second-step'),
        step: m.step,
        error: m.error,
        enroll,
      }),
    );
  }

  /** After a right password: the page of the second step when one is owed (answered), else null. */
  async function afterPassword(req: FastifyRequest, reply: FastifyReply, account: Account) {
    const state = await totpState(db, account.userId);
    const required =
      config.TOTP_REQUIRED_TENANTS.includes(account.tenantId) && twoStepEnforcedFor({ role: account.roleId });
    if (!state.enabled && !required) return null;
    const kind: SecondStepKind = state.enabled ? 'second-step' : 'second-step-enroll';
    const step = await issueSecondStep(db, {
      tenantId: account.tenantId,
      uid: uidOf(req),
      userId: account.userId,
      kind,
    });
    return codePage(req, reply, 200, { step, ...(state.enabled ? {} : { enroll: account }) });
  }

  /** The step's person, after the cookie and the throttle: or the page that answers instead. */
  async function pendingAccount(req: FastifyRequest, reply: FastifyReply, kind: SecondStepKind, step: string) {
    await deps.interaction(req, reply);
    const userId = await findSecondStep(db, { tenantId: req.tenant.id, uid: uidOf(req), token: step, kind });
    const account = userId === null ? undefined : await deps.accounts.findAccountByUserId(db, req.tenant.id, userId);
    if (!account?.isActive) return { answered: html(reply, 400, staleLinkPage(req)) };
    return { account };
  }

  const staleLinkPage = (req: FastifyRequest) =>
    renderCodePage({
      tenant: req.tenant,
      lang: pageLanguage(req.headers['accept-language']),
      action: '/',
      step: '',
      error: deps.staleLink(req),
    }).replace(/<form[\s\S]*<\/form>/, `<p class="links"><a href="/">${wordsOf(req).continue}</a></p>`);

  const limits = {
    config: { public: true, rateLimit: { max: config.SIGNIN_POSTS_PER_MINUTE, timeWindow: '1 minute' } },
    schema: { hide: true },
  };

  async function checkCode(
    req: FastifyRequest,
    reply: FastifyReply,
    kind: 'second-step' | 'second-step-enroll',
  ): Promise<{ account: Account; used: 'totp' | 'recovery'; step: string } | { answered: unknown }> {
    const { step, code } = stepBody.parse(req.body ?? {});
    const found = await pendingAccount(req, reply, kind, step);
    if (!found.account) return found;
    const { account } = found;
    const again = (status: number, error: string) =>
      codePage(req, reply, status, { step, error, ...(kind === 'second-step-enroll' ? { enroll: account } : {}) });
    const keys = throttle.secondStepKeysOf(account.tenantId, account.userId, req.ip);
    const now = new Date();
    const waiting = await throttle.waiting(db, keys, now);
    if (waiting > 0) return { answered: await again(429, deps.locked(req, minutesOf(waiting))) };
    if (!code.trim()) return { answered: await again(400, wordsOf(req).missing) };
    const used =
      kind === 'second-step'
        ? await useSecondStep(db, await totpSealingKey(db, config), account.userId, code)
        : (await useTotpCode(db, await totpSealingKey(db, config), account.userId, code, { enabledOnly: false }))
          ? 'totp'
          : null;
    if (!used) {
      const wait = await throttle.recordFailure(db, keys, now);
      await audit(req, account, 'SIGN_IN_SECOND_STEP_FAILED');
      if (wait > 0) return { answered: await again(429, deps.locked(req, minutesOf(wait))) };
      return { answered: await again(401, wordsOf(req).wrong) };
    }
    await forgetSecondStepFailures(db, account.tenantId, account.userId);
    if (!(await consumeSecondStep(db, { tenantId: account.tenantId, uid: uidOf(req), token: step, kind }))) {
      return { answered: html(reply, 400, staleLinkPage(req)) };
    }
    return { account, used, step };
  }

  app.post('/auth/interaction/:uid/second-step', limits, async (req, reply) => {
    const checked = await checkCode(req, reply, 'second-step');
    if ('answered' in checked) return checked.answered;
    if (checked.used === 'recovery') await audit(req, checked.account, 'TOTP_RECOVERY_CODE_USED');
    return deps.complete(req, reply, checked.account);
  });

  // Setting TOTP up at sign-in: the code confirms the key, the recovery codes are shown once, then Continue.
  app.post('/auth/interaction/:uid/enroll', limits, async (req, reply) => {
    const checked = await checkCode(req, reply, 'second-step-enroll');
    if ('answered' in checked) return checked.answered;
    const { account } = checked;
    const codes = await enableTotp(db, account.userId);
    await audit(req, account, 'TOTP_ENABLED');
    const step = await issueSecondStep(db, {
      tenantId: account.tenantId,
      uid: uidOf(req),
      userId: account.userId,
      kind: 'second-step-passed',
    });
    return html(
      reply,
      200,
      renderRecoveryCodesPage({
        tenant: req.tenant,
        lang: pageLanguage(req.headers['accept-language']),
        action: actionOf(req, 'continue'),
        step,
        codes,
      }),
    );
  });

  app.post('/auth/interaction/:uid/continue', limits, async (req, reply) => {
    const { step } = stepBody.parse(req.body ?? {});
    const found = await pendingAccount(req, reply, 'second-step-passed', step);
    if (!found.account) return found.answered;
    if (
      !(await consumeSecondStep(db, {
        tenantId: req.tenant.id,
        uid: uidOf(req),
        token: step,
        kind: 'second-step-passed',
      }))
    ) {
      return html(reply, 400, staleLinkPage(req));
    }
    return deps.complete(req, reply, found.account);
  });

  return { afterPassword };
}
