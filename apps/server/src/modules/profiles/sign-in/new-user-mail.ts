import type { Language } from '@stride/contracts';
import { issueOneTimeToken } from '../../../platform/auth/one-time-tokens.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import type { MailRequest } from '../../../platform/mail/mailer.js';
import { tenantOrigin } from '../../../platform/tenancy/tenants.js';
import type { PersonRow } from '../profiles.presenter.js';

/** A new account has a week to set its password; "Forgot password?" works after that. */
export const NEW_USER_LINK_TTL_SECONDS = 7 * 24 * 3600;

/**
 * The new-user mail with a one-time set-password link (the password-reset page). The token is
 * written in the caller's transaction; send the mail once it has committed, so a rolled-back
 * account never gets one.
 */
export async function newUserMail(
  tx: Db,
  ctx: RequestContext,
  person: PersonRow,
  publicUrl: URL,
): Promise<MailRequest> {
  const token = await issueOneTimeToken(tx, {
    tenantId: ctx.tenantId,
    kind: 'password-reset',
    userId: person.user.id,
    ttlSeconds: NEW_USER_LINK_TTL_SECONDS,
  });
  return {
    tenantId: ctx.tenantId,
    to: person.user.email,
    template: 'new-user',
    language: person.profile.language as Language,
    vars: {
      name: person.profile.firstName,
      link: `${tenantOrigin(ctx.tenantId, publicUrl)}/reset-password?token=${token}`,
    },
  };
}
