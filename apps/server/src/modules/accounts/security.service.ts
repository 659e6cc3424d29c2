import type {
  ChangePasswordBody,
  DisableTwoStepBody,
  SigninSession,
  TwoStepEnrollment,
  TwoStepStatus,
} from '@stride/contracts';
import { ErrorCode, twoStepEnforcedFor } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.js';
import { endOtherSessions, endSessions, findSession, listSessions } from '../../platform/auth/sessions.js';
import { createSigninThrottle, forgetSecondStepFailures, forgetSigninFailures } from '../../platform/auth/throttle.js';
import {
  enableTotp,
  removeTotp,
  startEnrollment,
  totpSealingKey,
  totpState,
  useSecondStep,
  useTotpCode,
} from '../../platform/auth/totp.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { fieldError, forbidden, HttpError, notFound } from '../../platform/http/errors.js';
import type { Platform } from '../../platform/platform.js';
import { accountStore, findPersonByUserId } from '../profiles/index.js';
import { describeDevice, deviceOf } from './device.js';

/** What a call of one's own security needs besides its transaction. */
export interface SecurityCall {
  /** The checks' connection (no transaction: a refused code's failure must stay counted). */
  db: Db;
  /** The call's changes, with their audit, in one tenant transaction. */
  inTx<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  ctx: RequestContext;
  platform: Platform;
  /** The client's address (the throttle's key, as sign-in counts it). */
  address: string;
  /** Sessions ended by the call: their sockets are closed after the commit. */
  ended: (grantIds: string[]) => void;
}

const WRONG_CODE = 'That code is not right.';
const WRONG_PASSWORD = 'The password is not correct.';

/** The person themself: never a staff member in a surrogate session (their sign-in is not theirs to change). */
function own(ctx: RequestContext): Actor {
  const actor = ctx.actor!;
  if (actor.surrogateActorUserId !== null) {
    throw forbidden('Only the person can change their own sign-in security.');
  }
  return actor;
}

/**
 * Runs a check of a code or a password under the second step's throttle (per account and address, counted
 * outside the request's transaction so a refusal still counts): 429 while it must wait, the failure counted.
 */
async function throttled(call: SecurityCall, actor: Actor, check: () => Promise<boolean>, refusal: HttpError) {
  const { db, config } = call.platform;
  const throttle = createSigninThrottle(config);
  const keys = throttle.secondStepKeysOf(call.ctx.tenantId, actor.userId, call.address);
  const now = new Date();
  const tooMany = (ms: number) =>
    new HttpError(
      429,
      ErrorCode.TooManyRequests,
      `Too many failed attempts. Try again in ${Math.max(1, Math.ceil(ms / 60_000))} minutes.`,
    );
  const waiting = await throttle.waiting(db, keys, now);
  if (waiting > 0) throw tooMany(waiting);
  if (await check()) {
    await forgetSecondStepFailures(db, call.ctx.tenantId, actor.userId);
    return;
  }
  const wait = await throttle.recordFailure(db, keys, now);
  throw wait > 0 ? tooMany(wait) : refusal;
}

export async function twoStepStatus({ db, ctx, platform }: SecurityCall): Promise<TwoStepStatus> {
  const actor = own(ctx);
  const state = await totpState(db, actor.userId);
  return {
    ...state,
    required: platform.config.TOTP_REQUIRED_TENANTS.includes(ctx.tenantId) && twoStepEnforcedFor(actor),
  };
}

export async function enrollTwoStep(call: SecurityCall, issuer: string): Promise<TwoStepEnrollment> {
  const actor = own(call.ctx);
  const { db, platform } = call;
  if ((await totpState(db, actor.userId)).enabled) {
    throw new HttpError(
      409,
      ErrorCode.Conflict,
      'Two-step sign-in is already on. Turn it off first to use another app.',
    );
  }
  const key = await totpSealingKey(platform.db, platform.config);
  return startEnrollment(db, key, { tenantId: call.ctx.tenantId, userId: actor.userId, email: actor.email, issuer });
}

export async function confirmTwoStep(call: SecurityCall, code: string): Promise<{ recoveryCodes: string[] }> {
  const actor = own(call.ctx);
  const { db, platform } = call;
  const state = await totpState(db, actor.userId);
  if (state.enabled) throw new HttpError(409, ErrorCode.Conflict, 'Two-step sign-in is already on.');
  const key = await totpSealingKey(platform.db, platform.config);
  await throttled(
    call,
    actor,
    () => useTotpCode(db, key, actor.userId, code, { enabledOnly: false }),
    fieldError('code', WRONG_CODE),
  );
  return call.inTx(async (tx) => {
    const recoveryCodes = await enableTotp(tx, actor.userId);
    await recordAudit(tx, call.ctx, { operation: 'TOTP_ENABLED', entityType: 'user', entityId: actor.userId });
    return { recoveryCodes };
  });
}

export async function disableTwoStep(call: SecurityCall, body: DisableTwoStepBody): Promise<void> {
  const actor = own(call.ctx);
  const { db, platform } = call;
  if (!body.code && !body.password) throw fieldError('code', 'Enter a code of your app or your password.');
  if (!(await totpState(db, actor.userId)).enabled) throw notFound('Two-step sign-in');
  const key = await totpSealingKey(platform.db, platform.config);
  let used: 'totp' | 'recovery' | 'password' | null = null;
  await throttled(
    call,
    actor,
    async () => {
      if (body.code) used = await useSecondStep(db, key, actor.userId, body.code);
      else {
        const person = await findPersonByUserId(db, call.ctx.tenantId, actor.userId);
        used = (await verifyPassword(person?.user.passwordHash ?? null, body.password!)) ? 'password' : null;
      }
      return used !== null;
    },
    body.code ? fieldError('code', WRONG_CODE) : fieldError('password', WRONG_PASSWORD),
  );
  await call.inTx(async (tx) => {
    await removeTotp(tx, actor.userId);
    if (used === 'recovery') {
      await recordAudit(tx, call.ctx, {
        operation: 'TOTP_RECOVERY_CODE_USED',
        entityType: 'user',
        entityId: actor.userId,
      });
    }
    await recordAudit(tx, call.ctx, {
      operation: 'TOTP_DISABLED',
      entityType: 'user',
      entityId: actor.userId,
      after: { with: used },
    });
  });
}

export async function mySessions({ db, ctx }: SecurityCall): Promise<{ sessions: SigninSession[] }> {
  const actor = own(ctx);
  const rows = await listSessions(db, ctx.tenantId, actor.userId);
  return {
    sessions: rows.map((r) => ({
      id: r.id,
      ...deviceOf(r.userAgent),
      address: r.address,
      signedInAt: r.signedInAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.grantId === actor.sessionId,
    })),
  };
}

export async function signOutSession(call: SecurityCall, id: string): Promise<void> {
  const actor = own(call.ctx);
  await call.inTx(async (tx) => {
    const session = await findSession(tx, call.ctx.tenantId, actor.userId, id);
    if (!session) throw notFound('Session');
    await endSessions(tx, [session.grantId], call.ended);
    await recordAudit(tx, call.ctx, {
      operation: 'SESSION_REVOKED',
      entityType: 'user',
      entityId: actor.userId,
      after: { session: session.id, device: describeDevice(session.userAgent), address: session.address },
    });
  });
}

export async function signOutOtherSessions(call: SecurityCall): Promise<{ count: number }> {
  const actor = own(call.ctx);
  return call.inTx(async (tx) => {
    const count = await endOtherSessions(tx, actor, actor.sessionId, call.ended);
    await recordAudit(tx, call.ctx, {
      operation: 'SESSIONS_REVOKED',
      entityType: 'user',
      entityId: actor.userId,
      after: { count, kept: 'current' },
    });
    return { count };
  });
}

/** The person's new password; whoever signed in elsewhere with the old one is signed out (this session stays). */
export async function changePassword(call: SecurityCall, body: ChangePasswordBody): Promise<{ message: string }> {
  const actor = own(call.ctx);
  const { db, ctx } = call;
  const person = await findPersonByUserId(db, ctx.tenantId, actor.userId);
  if (!person) throw notFound('Account');
  await throttled(
    call,
    actor,
    () => verifyPassword(person.user.passwordHash, body.currentPassword),
    fieldError('currentPassword', WRONG_PASSWORD),
  );
  const passwordHash = await hashPassword(body.password);
  await call.inTx(async (tx) => {
    await accountStore.setPasswordHash(tx, actor.userId, passwordHash);
    const count = await endOtherSessions(tx, actor, actor.sessionId, call.ended);
    await recordAudit(tx, ctx, {
      operation: 'PASSWORD_CHANGED',
      entityType: 'user',
      entityId: actor.userId,
      after: { otherSessionsSignedOut: count },
    });
  });
  await forgetSigninFailures(db, ctx.tenantId, actor.email);
  return { message: 'Your password has been changed. Your other sessions are signed out.' };
}
