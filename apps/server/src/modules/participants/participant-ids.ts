import { and, eq, type SQL } from 'drizzle-orm';
import type { PolicyActor } from '@stride/contracts';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { person, selectPeople, visibleParticipantsWhere } from '../profiles/index.js';

/**
 * The user ids of every participant of the tenant the actor may see (the participants' visibility rule), as
 * a subquery another module's statement selects from (a course assigned to all of them in one INSERT).
 */
export function visibleParticipantUserIdsSql(tx: Db, tenantId: string, actor: PolicyActor): SQL {
  return selectPeople(tx, { userId: person.userId })
    .where(and(eq(person.tenantId, tenantId), visibleParticipantsWhere(actor)))
    .getSQL();
}

/**
 * Which of these user ids are participants the actor may see, in one query (bodies that name participants by
 * their user id, `/participants/{id}`): the others are not participants of theirs.
 */
export async function visibleParticipantUserIds(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await selectPeople(tx, { userId: person.userId }).where(
    and(
      eq(person.tenantId, ctx.tenantId),
      anyId(person.userId, [...new Set(userIds)]),
      visibleParticipantsWhere(actor),
    ),
  );
  return new Set(rows.map((r) => r.userId));
}
