import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { conflict } from '../../../platform/http/errors.js';
import type { MailRequest } from '../../../platform/mail/mailer.js';
import { newUserMail } from './new-user-mail.js';
import { authorizedPerson } from '../profiles.service.js';

/**
 * POST /profiles/{id}/sendNewUserEmail: a fresh set-password link for a person the actor may send it to
 * (the person policy's `sendNewUserEmail`), audited. The mail to send once the transaction has committed.
 */
export async function prepareNewUserEmail(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  publicUrl: URL,
): Promise<MailRequest> {
  const target = await authorizedPerson(tx, ctx, profileId, 'person.sendNewUserEmail');
  if (!target.user.isActive) throw conflict('This account is inactive. Activate it first.');
  const message = await newUserMail(tx, ctx, target, publicUrl);
  await recordAudit(tx, ctx, { operation: 'NEW_USER_EMAIL_SENT', entityType: 'user', entityId: target.user.id });
  return message;
}
