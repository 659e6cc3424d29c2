import { and, eq, inArray } from 'drizzle-orm';
import type { PageQuery, RoleId, SurrogateSessionList } from '@stride/contracts';
import { surrogateStartsOf } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { notFound, unauthorized } from '../../../platform/http/errors.js';
import { paged } from '../../../platform/http/paging.js';
import { findPerson } from '../profiles.service.js';
import { profiles, users } from '../profiles.table.js';

/**
 * GET /profiles/{id}/surrogate-sessions: the staff who signed in as this person and when, a page at a time, from the audit
 * log's SURROGATE_START rows (docs/decisions.md, "Surrogate login"). The person themself and admins; for
 * anyone else, and another tenant's id, a 404.
 */
export async function listSurrogateSessions(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  q: PageQuery,
): Promise<SurrogateSessionList> {
  if (!ctx.actor) throw unauthorized();
  const person = await findPerson(tx, ctx.tenantId, profileId);
  if (!person) throw notFound('Profile');
  authorize(ctx.actor, 'surrogateRecord.view', { profileId });
  const { rows: starts, total } = await surrogateStartsOf(tx, ctx.tenantId, person.user.id, q);
  const staffIds = [...new Set(starts.flatMap((s) => (s.staffUserId === null ? [] : [s.staffUserId])))];
  const staff =
    staffIds.length === 0
      ? []
      : await tx
          .select({
            userId: users.id,
            profileId: profiles.id,
            firstName: profiles.firstName,
            lastName: profiles.lastName,
            roleId: users.roleId,
          })
          .from(users)
          .innerJoin(profiles, eq(profiles.userId, users.id))
          .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.id, staffIds)));
  const byUser = new Map(staff.map((s) => [s.userId, s]));
  return paged(
    'items',
    starts.map((s) => {
      const who = s.staffUserId === null ? undefined : byUser.get(s.staffUserId);
      return {
        at: s.at.toISOString(),
        staffProfileId: who?.profileId ?? null,
        // A staff account removed since keeps its place in the record, without a name.
        staffName: who ? `${who.firstName} ${who.lastName}`.trim() : '',
        staffRoleId: (who?.roleId as RoleId | undefined) ?? null,
      };
    }),
    total,
    q,
  );
}
