import { sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from '../platform/db/client.js';

/**
 * Makes each participant's sign-in history agree with what the demo says they did (issue 29, item 9): who
 * recorded an item, replied in their journal or has a "first sign-in" notification has signed in, first no
 * later than the earliest of these and last no earlier than the latest; the account is older than all of
 * them; and the advisor's "first sign-in" notification is dated at that first sign-in. Run last, once the
 * domains' demo data is in. The activity is gathered once (materialized) before it meets the profiles: planned
 * without statistics, the join ran the whole union again for each of the tenant's 76 profiles (150 ms a tenant).
 */
export async function alignSignIns(db: Db, tenantId: TenantId): Promise<void> {
  await db.execute(sql`
    with by_profile as materialized (
      select a.profile_id, min(a.at) as first_at, max(a.at) as last_at
      from (
        select participant_profile_id as profile_id, recorded_at as at from participant_routine_results
          where tenant_id = ${tenantId} and recorded_by_profile_id = participant_profile_id
        union all
        select author_profile_id, created_at from journal_comments where tenant_id = ${tenantId} and by_participant
        union all
        select p2.id, n.created_at from notifications n
          join profiles p2 on p2.tenant_id = n.tenant_id and n.dedupe_key = 'new-login:' || p2.user_id
          where n.tenant_id = ${tenantId}
      ) a
      where a.at <= now()
      group by a.profile_id
    ), activity as (
      select p.user_id, min(b.first_at) as first_at, max(b.last_at) as last_at
      from by_profile b
      join profiles p on p.id = b.profile_id and p.tenant_id = ${tenantId}
      group by p.user_id
    )
    update users u set
      first_login_at = least(coalesce(u.first_login_at, a.first_at), a.first_at),
      last_login_at = greatest(coalesce(u.last_login_at, a.last_at), a.last_at),
      created_at = least(u.created_at, a.first_at - interval '1 day')
    from activity a
    where u.id = a.user_id and u.tenant_id = ${tenantId}`);
  await db.execute(sql`
    update notifications n set created_at = u.first_login_at
    from users u
    where n.tenant_id = ${tenantId} and u.tenant_id = ${tenantId} and n.dedupe_key = 'new-login:' || u.id
      and u.first_login_at is not null`);
}
