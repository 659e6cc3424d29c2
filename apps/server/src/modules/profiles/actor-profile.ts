import type { Db } from '../../platform/db/client.js';
import type { TokenContext } from '../../platform/http/context.js';
import { unauthorized } from '../../platform/http/errors.js';
import type { ProfileRow } from './profiles.presenter.js';
import { findPerson } from './profiles.service.js';

/** The signed-in person's own profile (company, coach): what policies decide on besides the role. */
export async function actorProfile(tx: Db, ctx: TokenContext): Promise<ProfileRow> {
  if (!ctx.actor) throw unauthorized();
  const self = await findPerson(tx, ctx.tenantId, ctx.actor.profileId);
  if (!self) throw unauthorized('Your account no longer exists.');
  return self.profile;
}
