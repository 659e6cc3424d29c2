import { and, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type {
  Notification,
  NotificationFilter,
  NotificationGrouped,
  NotificationGroupPage,
  NotificationGroupPageQuery,
  NotificationList,
  NotificationListQuery,
  NotificationReadAll,
  UpdateNotificationBody,
} from '@stride/contracts';
import { NOTIFICATION_GROUP_PAGE_SIZE } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import { rowsOf } from '../../platform/db/arrays.js';
import type { RequestContext } from '../../platform/http/context.js';
import { authorize } from '../../platform/http/authorize.js';
import { badRequest, notFound, unauthorized } from '../../platform/http/errors.js';
import { findPerson, languageOfProfile, previewRowsWhere, presentPreview } from '../profiles/index.js';
import { presentNotification, type NotificationRow } from './notifications.presenter.js';
import { notifications } from './notifications.table.js';

/** The signed-in person: every notification call is about the actor's own notifications. */
function me(ctx: RequestContext) {
  if (!ctx.actor) throw unauthorized();
  return { tenantId: ctx.tenantId, userId: ctx.actor.userId, profileId: ctx.actor.profileId };
}

/** The reader's language now: every list words its notifications in it (presentNotification). */
const readerLanguage = (tx: Db, ctx: RequestContext) => languageOfProfile(tx, ctx.tenantId, me(ctx).profileId);

/**
 * Newest first, written as the indexes are (DESC NULLS LAST): a plain DESC means NULLS FIRST, which the
 * planner cannot read from these indexes, and it would sort a person's whole history for each page.
 */
const NEWEST_FIRST = [
  sql`${notifications.createdAt} desc nulls last`,
  sql`${notifications.id} desc nulls last`,
] as const;

const mineWhere = (tenantId: string, userId: number) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

/** A filter of the grouped calls as a condition (spec 002: all, 3d, 1d, unread), on the database's clock. */
export function filterWhere(filter: NotificationFilter): SQL | undefined {
  switch (filter) {
    case '3d':
      return sql`${notifications.createdAt} >= now() - interval '3 days'`;
    case '1d':
      return sql`${notifications.createdAt} >= now() - interval '1 day'`;
    case 'unread':
      return eq(notifications.unread, true);
    default:
      return undefined;
  }
}

/** How many of a user's notifications are unread. */
export async function unreadCount(tx: Db, tenantId: string, userId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(notifications)
    .where(and(mineWhere(tenantId, userId), eq(notifications.unread, true)));
  return row?.n ?? 0;
}

/** The bell: a user's own notifications, newest first, and how many are unread (spec 002 section 3). */
export async function listNotifications(
  tx: Db,
  ctx: RequestContext,
  query: NotificationListQuery,
): Promise<NotificationList> {
  const { tenantId, userId } = me(ctx);
  const language = await readerLanguage(tx, ctx);
  const mine = mineWhere(tenantId, userId);
  const where = query.filter === 'unread' ? and(mine, eq(notifications.unread, true)) : mine;
  const items = await tx
    .select()
    .from(notifications)
    .where(where)
    // An urgent one (a critical answer not yet acknowledged) stays at the top.
    .orderBy(sql`(${notifications.urgentKey} is not null) desc`, ...NEWEST_FIRST)
    .limit(query.pageSize);
  return {
    unread: await unreadCount(tx, tenantId, userId),
    items: items.map((n) => presentNotification(n, language)),
  };
}

/** A raw row of the grouped query, in the table's column names. */
interface GroupedRow {
  pid: number;
  group_count: number;
  group_unread: number;
  unread_total: number;
  id: string | number;
  type: string;
  code: string | null;
  message: string;
  link_message: string | null;
  message_key: string | null;
  link_key: string | null;
  message_vars: unknown;
  parameters: unknown;
  unread: boolean;
  resend_at: string | Date | null;
  created_at: string | Date;
  urgent_key: string | null;
}

const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

const rowOfGrouped = (r: GroupedRow): NotificationRow => ({
  id: Number(r.id),
  tenantId: '',
  userId: 0,
  type: r.type,
  code: r.code,
  message: r.message,
  linkMessage: r.link_message,
  messageKey: r.message_key,
  linkKey: r.link_key,
  messageVars: json<NotificationRow['messageVars']>(r.message_vars),
  parameters: json<unknown>(r.parameters),
  entityProfileId: r.pid,
  unread: r.unread,
  resendAt: r.resend_at === null ? null : new Date(r.resend_at),
  urgentKey: r.urgent_key,
  dedupeKey: null,
  createdAt: new Date(r.created_at),
});

/**
 * The advisor's list grouped per participant (the notification's entityProfileId), groups by their newest
 * notification: ONE statement (each group's counts by a grouped scan of the user's rows, its first page
 * through the index by a lateral join; the group of null, notifications about nobody, joins no page and is
 * left out), then the groups' profile previews in one more.
 */
export async function groupedNotifications(
  tx: Db,
  ctx: RequestContext,
  filter: NotificationFilter,
): Promise<NotificationGrouped> {
  const { tenantId, userId } = me(ctx);
  const language = await readerLanguage(tx, ctx);
  const cond = filterWhere(filter);
  const f = cond ? sql` and ${cond}` : sql``;
  const rows = rowsOf<GroupedRow>(
    await tx.execute(sql`
      with g as (
        select ${notifications.entityProfileId} as pid, count(*)::int as group_count,
               (count(*) filter (where ${notifications.unread}))::int as group_unread,
               max(${notifications.createdAt}) as newest,
               bool_or(${notifications.urgentKey} is not null) as urgent
        from ${notifications}
        where ${notifications.tenantId} = ${tenantId} and ${notifications.userId} = ${userId}${f}
        group by ${notifications.entityProfileId}
      )
      select g.pid, g.group_count, g.group_unread, (select sum(group_unread) from g)::int as unread_total, n.*
      from g cross join lateral (
        select ${notifications.id} as id, ${notifications.type} as type, ${notifications.code} as code,
               ${notifications.message} as message, ${notifications.linkMessage} as link_message,
               ${notifications.messageKey} as message_key, ${notifications.linkKey} as link_key,
               ${notifications.messageVars} as message_vars,
               ${notifications.parameters} as parameters, ${notifications.unread} as unread,
               ${notifications.resendAt} as resend_at, ${notifications.createdAt} as created_at,
               ${notifications.urgentKey} as urgent_key
        from ${notifications}
        where ${notifications.tenantId} = ${tenantId} and ${notifications.userId} = ${userId}
          and ${notifications.entityProfileId} = g.pid${f}
        order by (${notifications.urgentKey} is not null) desc, ${notifications.createdAt} desc nulls last,
          ${notifications.id} desc nulls last
        limit ${NOTIFICATION_GROUP_PAGE_SIZE}
      ) n
      order by g.urgent desc, g.newest desc, g.pid, (n.urgent_key is not null) desc, n.created_at desc, n.id desc`),
  );
  const groups = new Map<number, { notifications: Notification[]; countUnread: number; count: number }>();
  for (const r of rows) {
    let g = groups.get(r.pid);
    if (!g) {
      g = { notifications: [], countUnread: r.group_unread, count: r.group_count };
      groups.set(r.pid, g);
    }
    g.notifications.push(presentNotification(rowOfGrouped(r), language));
  }
  const ids = [...groups.keys()];
  const previews = ids.length ? await previewRowsWhere(tx, tenantId, sql`true`, ids) : [];
  const byId = new Map(previews.map((p) => [p.profileId, presentPreview(p)]));
  // Without a filter the groups counted every notification (those about nobody too, group null, which
  // the lateral join leaves out): their unread counts add up to the bell's, no second scan.
  const unread = filter === 'all' && rows[0] ? rows[0].unread_total : await unreadCount(tx, tenantId, userId);
  return {
    unread,
    // A group whose person is gone (account deleted) is left out: nobody to show, nothing to open.
    groups: ids.flatMap((id) => {
      const profile = byId.get(id);
      return profile ? [{ profile, ...groups.get(id)! }] : [];
    }),
  };
}

/** The group's person, in the actor's tenant: 404 for an id of nobody (or of another tenant). */
async function groupPerson(tx: Db, tenantId: string, profileId: number) {
  const person = await findPerson(tx, tenantId, profileId);
  if (!person) throw notFound('Profile');
  return person;
}

/** Load more: the page of one group after lastItem (the last notification shown), with the same filter. */
export async function groupPage(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  query: NotificationGroupPageQuery,
): Promise<NotificationGroupPage> {
  const { tenantId, userId } = me(ctx);
  await groupPerson(tx, tenantId, profileId);
  const group = and(mineWhere(tenantId, userId), eq(notifications.entityProfileId, profileId));
  let after: SQL | undefined;
  if (query.lastItem !== undefined) {
    const [last] = await tx
      .select({ id: notifications.id, createdAt: notifications.createdAt })
      .from(notifications)
      .where(and(group, eq(notifications.id, query.lastItem)));
    if (!last) throw badRequest('lastItem is not a notification of this group.');
    // The urgent ones came first on the first page: the next pages are the others, newest first.
    after = sql`(${notifications.createdAt}, ${notifications.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id}) and ${notifications.urgentKey} is null`;
  }
  const rows = await tx
    .select()
    .from(notifications)
    .where(and(group, filterWhere(query.filter), after))
    .orderBy(sql`(${notifications.urgentKey} is not null) desc`, ...NEWEST_FIRST)
    .limit(query.pageSize + 1);
  const language = await readerLanguage(tx, ctx);
  return {
    items: rows.slice(0, query.pageSize).map((n) => presentNotification(n, language)),
    hasMore: rows.length > query.pageSize,
  };
}

/**
 * The earliest instant that is "today" somewhere (time zones UTC-12 to UTC+14): a snooze date before it is
 * before today for every user, wherever they are.
 */
export function startOfTodayAnywhere(now: Date): Date {
  let earliest = Infinity;
  for (let offsetH = -12; offsetH <= 14; offsetH++) {
    const local = new Date(now.getTime() + offsetH * 3_600_000);
    const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - offsetH * 3_600_000;
    earliest = Math.min(earliest, midnight);
  }
  return new Date(earliest);
}
/** A snooze is at most a year ahead. */
const SNOOZE_MAX_MS = 366 * 24 * 3_600_000;

/**
 * PUT notifications/{id}: read or unread; resendAt snoozes it (read now, unread again at resendAt: the
 * resend job), null cancels a snooze; marking it unread cancels one too. Another user's id is a 404.
 * Answers the notification in the reader's language, and its snooze to book.
 */
export async function updateNotification(
  tx: Db,
  ctx: RequestContext,
  id: number,
  body: UpdateNotificationBody,
  now = new Date(),
): Promise<{ notification: Notification; resendAt: Date | null }> {
  const { tenantId, userId } = me(ctx);
  const [current] = await tx
    .select()
    .from(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.id, id)));
  if (!current) throw notFound('Notification');
  authorize(ctx.actor!, 'notification.update', current);
  let resendAt = current.resendAt;
  let unread = body.unread;
  if (body.resendAt) {
    const at = new Date(body.resendAt);
    // The spec: a picked date not earlier than today (in the user's time zone, whichever it is).
    if (at < startOfTodayAnywhere(now)) {
      throw badRequest('The reminder date cannot be earlier than today.', [
        { path: 'resendAt', message: 'The reminder date cannot be earlier than today.' },
      ]);
    }
    if (at.getTime() - now.getTime() > SNOOZE_MAX_MS) {
      throw badRequest('The reminder date can be at most a year ahead.', [
        { path: 'resendAt', message: 'The reminder date can be at most a year ahead.' },
      ]);
    }
    resendAt = at;
    unread = false;
  } else if (body.resendAt === null || body.unread) {
    resendAt = null;
  }
  const [row] = await tx
    .update(notifications)
    .set({ unread, resendAt })
    .where(and(mineWhere(tenantId, userId), eq(notifications.id, id)))
    .returning();
  return { notification: presentNotification(row!, await readerLanguage(tx, ctx)), resendAt: row!.resendAt };
}

/**
 * POST notifications/readall: every unread notification of the user becomes read; the advisor variant
 * (isAdvisor) those of the grouped list (about a person). Snoozes stay booked.
 */
export async function readAll(tx: Db, ctx: RequestContext, isAdvisor: boolean): Promise<NotificationReadAll> {
  const { tenantId, userId } = me(ctx);
  const updated = await tx
    .update(notifications)
    .set({ unread: false })
    .where(
      and(
        mineWhere(tenantId, userId),
        eq(notifications.unread, true),
        isAdvisor ? isNotNull(notifications.entityProfileId) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await unreadCount(tx, tenantId, userId) };
}

/** POST notifications-grouped/{id}/readall: one participant's group becomes read. */
export async function readGroup(tx: Db, ctx: RequestContext, profileId: number): Promise<NotificationReadAll> {
  const { tenantId, userId } = me(ctx);
  await groupPerson(tx, tenantId, profileId);
  const updated = await tx
    .update(notifications)
    .set({ unread: false })
    .where(
      and(mineWhere(tenantId, userId), eq(notifications.entityProfileId, profileId), eq(notifications.unread, true)),
    )
    .returning({ id: notifications.id });
  return { updated: updated.length, unread: await unreadCount(tx, tenantId, userId) };
}

/** Unread notifications per user, for a few users, in one grouped query. */
export async function unreadCounts(tx: Db, tenantId: string, userIds: number[]): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await tx
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(eq(notifications.tenantId, tenantId), inArray(notifications.userId, userIds), eq(notifications.unread, true)),
    )
    .groupBy(notifications.userId);
  return new Map(rows.map((r) => [r.userId, r.n]));
}

/** Removes every notification of a user whose account is deleted; returns how many. */
export async function removeNotificationsOf(tx: Db, tenantId: string, userId: number): Promise<number> {
  const removed = await tx
    .delete(notifications)
    .where(and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return removed.length;
}
