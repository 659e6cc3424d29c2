import { and, eq, sql } from 'drizzle-orm';
import { ErrorCode, type ChangeEmailBody, type Language } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import {
  consumeOneTimeToken,
  issueOneTimeToken,
  removeOneTimeTokensOf,
} from '../../../platform/auth/one-time-tokens.js';
import { verifyPassword } from '../../../platform/auth/passwords.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { badRequest, forbidden, HttpError } from '../../../platform/http/errors.js';
import type { MailRequest } from '../../../platform/mail/mailer.js';
import { tenantOrigin } from '../../../platform/tenancy/tenants.js';
import { findPersonByUserId } from '../people/people.queries.js';
import { getVisiblePerson } from '../profiles.service.js';
import { users } from '../profiles.table.js';
import { assertEmailFree, rethrowUniqueViolation } from './email-in-use.js';

/** A day to follow the link sent to the new address. */
const EMAIL_CHANGE_TTL_SECONDS = 24 * 3600;
const CONFIRMED = 'This person has confirmed their sign-in e-mail: only they can change it, from their own profile.';
const LINK_INVALID = 'This confirmation link is invalid or has expired. Please ask for a new one.';

/**
 * A staff member's edit of someone's sign-in e-mail (participants, team, company users) is allowed only
 * while the account is unclaimed: nobody has yet proved the address by a mailed link (docs/security.md,
 * "Sign-in e-mail"). Then the set-password links already mailed to the old address go too. A change of
 * letter case only is always allowed: it reaches the same mailbox.
 */
export async function checkStaffEmailChange(tx: Db, ctx: RequestContext, userId: number, email: string) {
  const [user] = await tx
    .select({ email: users.email, confirmedAt: users.emailConfirmedAt })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.tenantId, ctx.tenantId)));
  if (!user || user.email.toLowerCase() === email.toLowerCase()) return;
  if (user.confirmedAt)
    throw new HttpError(409, ErrorCode.Conflict, CONFIRMED, [{ path: 'email', message: CONFIRMED }]);
  await assertEmailFree(tx, ctx.tenantId, email, userId);
  await removeOneTimeTokensOf(tx, ctx.tenantId, userId, 'password-reset');
}

/**
 * POST /profiles/{id}/email: the person themselves (never in a surrogate session), with their password,
 * asks for a new sign-in e-mail. It is kept as pending; the new address gets the link that makes it the
 * sign-in e-mail, the current one is told. The mails to send once the transaction has committed.
 */
export async function requestEmailChange(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  body: ChangeEmailBody,
  publicUrl: URL,
): Promise<MailRequest[]> {
  const person = await getVisiblePerson(tx, ctx, profileId);
  if (person.user.id !== ctx.actor!.userId || ctx.actor!.surrogateActorUserId !== null) {
    throw forbidden('Only the person can change their own sign-in e-mail.');
  }
  if (!(await verifyPassword(person.user.passwordHash, body.password))) {
    throw badRequest('The password is not correct.', [{ path: 'password', message: 'The password is not correct.' }]);
  }
  if (body.email.toLowerCase() === person.user.email.toLowerCase()) {
    const same = 'This is already your sign-in e-mail.';
    throw badRequest(same, [{ path: 'email', message: same }]);
  }
  await assertEmailFree(tx, ctx.tenantId, body.email, person.user.id);
  await tx.update(users).set({ pendingEmail: body.email }).where(eq(users.id, person.user.id));
  // One link at a time: an earlier request's link no longer works.
  await removeOneTimeTokensOf(tx, ctx.tenantId, person.user.id, 'email-change');
  const token = await issueOneTimeToken(tx, {
    tenantId: ctx.tenantId,
    kind: 'email-change',
    userId: person.user.id,
    ttlSeconds: EMAIL_CHANGE_TTL_SECONDS,
  });
  await recordAudit(tx, ctx, {
    operation: 'EMAIL_CHANGE_REQUESTED',
    entityType: 'user',
    entityId: person.user.id,
    before: { email: person.user.email },
    after: { pendingEmail: body.email },
  });
  const language = person.profile.language as Language;
  const name = person.profile.firstName;
  return [
    {
      tenantId: ctx.tenantId,
      to: body.email,
      template: 'email-change',
      language,
      vars: { name, link: `${tenantOrigin(ctx.tenantId, publicUrl)}/confirm-email?token=${token}` },
    },
    {
      tenantId: ctx.tenantId,
      to: person.user.email,
      template: 'email-change-requested',
      language,
      vars: { name, newEmail: body.email },
    },
  ];
}

/**
 * POST /auth/email-change/confirm: the link's token makes the pending address the sign-in e-mail (proven,
 * as it got the link); the old address is told. The mail to send once the transaction has committed.
 */
export async function confirmEmailChange(tx: Db, ctx: RequestContext, token: string): Promise<MailRequest> {
  const used = await consumeOneTimeToken(tx, { tenantId: ctx.tenantId, kind: 'email-change', token });
  const person = used ? await findPersonByUserId(tx, ctx.tenantId, used.userId) : undefined;
  const newEmail = person?.user.pendingEmail;
  if (!person || !newEmail || !person.user.isActive) throw badRequest(LINK_INVALID);
  await assertEmailFree(tx, ctx.tenantId, newEmail, person.user.id);
  await tx
    .update(users)
    .set({
      email: newEmail,
      pendingEmail: null,
      emailConfirmedAt: sql`now()`,
      version: sql`${users.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, person.user.id))
    .catch(rethrowUniqueViolation);
  // Links mailed to the old address (a reset) must not open the account any more.
  await removeOneTimeTokensOf(tx, ctx.tenantId, person.user.id, 'password-reset');
  await recordAudit(
    tx,
    { ...ctx, actor: null },
    {
      operation: 'EMAIL_CHANGED',
      entityType: 'user',
      entityId: person.user.id,
      before: { email: person.user.email },
      after: { email: newEmail },
    },
  );
  return {
    tenantId: ctx.tenantId,
    to: person.user.email,
    template: 'email-changed',
    language: person.profile.language as Language,
    vars: { name: person.profile.firstName, newEmail },
  };
}
