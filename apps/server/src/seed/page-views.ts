import { sql } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import type { Db } from '../platform/db/client.js';

/** The pages each kind of person opens most, in the order a visit goes through them. */
const PARTICIPANT_PAGES = ['/my-day', '/chat', '/my-progress', '/my-calendar'];
const STAFF_PAGES = ['/dashboard', '/participants', '/chat', '/notifications-grouped', '/library'];

/**
 * The portal's page views of the last 30 days (the admin panel's chart): on the days between a person's first
 * and last sign-in (alignSignIns, run before; staff: the 30 days before their last), about one day in three, a visit of one to four pages. Derived
 * from each user's id and the day, so a seed gives the same history every time. One statement.
 */
export async function seedPageViews(db: Db, tenantId: TenantId): Promise<void> {
  await db.execute(sql`
    insert into page_views (tenant_id, user_id, path, at)
    select ${tenantId}, u.id,
      case when u.role_id = 7
        then (${`{${PARTICIPANT_PAGES.join(',')}}`}::text[])[1 + (page.n + u.id) % ${PARTICIPANT_PAGES.length}]
        else (${`{${STAFF_PAGES.join(',')}}`}::text[])[1 + (page.n + u.id) % ${STAFF_PAGES.length}]
      end,
      day.d + make_interval(hours => 8 + (u.id * 7 + extract(doy from day.d)::int) % 11, mins => page.n * 3)
    from users u
    cross join lateral generate_series(
      date_trunc('day', greatest(coalesce(u.first_login_at, u.last_login_at - interval '30 days'), now() - interval '30 days')),
      date_trunc('day', u.last_login_at), interval '1 day') as day(d)
    cross join lateral generate_series(0, (u.id + extract(doy from day.d)::int) % 4) as page(n)
    where u.tenant_id = ${tenantId} and u.last_login_at is not null
      and (u.id + extract(doy from day.d)::int) % 3 = 0
      and day.d + make_interval(hours => 8 + (u.id * 7 + extract(doy from day.d)::int) % 11, mins => page.n * 3)
        <= now()`);
}
