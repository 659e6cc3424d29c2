import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import {
  CALENDAR_FEED_DAYS_AHEAD,
  CALENDAR_FEED_DAYS_BACK,
  stateOf,
  type CalendarFeed,
  type CalendarFeedMade,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { notFound } from '../../platform/http/errors.js';
import { tenantOrigin } from '../../platform/tenancy/tenants.js';
import { participantScope } from '../participants/index.js';
import { languageOfProfile } from '../profiles/index.js';
import { messagesForFeed } from '../sprints/index.js';
import { calendarFeeds } from './calendar-feed.table.js';
import { feedIcs } from './calendar-feed.ics.js';
import { addDays, participantToday } from './calendar-today.js';
import { participantRoutineItems, participantRoutineResults } from './calendar.table.js';

const FEED_ENTITY = 'calendar_feed';

/** A new secret token (256 random bits, base64url); only its hash is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const activeOf = (ctx: RequestContext, profileId: number) =>
  and(
    eq(calendarFeeds.tenantId, ctx.tenantId),
    eq(calendarFeeds.participantProfileId, profileId),
    isNull(calendarFeeds.revokedAt),
  );

/** Revokes the participant's active feed, if any (audited); answers whether there was one. */
async function revokeActive(tx: Db, ctx: RequestContext, profileId: number): Promise<boolean> {
  const revoked = await tx
    .update(calendarFeeds)
    .set({ revokedAt: new Date() })
    .where(activeOf(ctx, profileId))
    .returning();
  for (const row of revoked) {
    await recordAudit(tx, ctx, { operation: 'DELETE', entityType: FEED_ENTITY, entityId: row.id, after: row });
  }
  return revoked.length > 0;
}

/** GET /participants/{id}/calendar-feed: whether a feed is active, and since when (never its URL). */
export async function readCalendarFeed(tx: Db, ctx: RequestContext, userId: number): Promise<CalendarFeed> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.feed');
  const [row] = await tx.select().from(calendarFeeds).where(activeOf(ctx, profileId));
  return { active: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
}

/** POST /participants/{id}/calendar-feed: a new URL (answered this once), the previous one revoked. */
export async function makeCalendarFeed(
  tx: Db,
  ctx: RequestContext,
  userId: number,
  publicUrl: URL,
): Promise<CalendarFeedMade> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.feed');
  await revokeActive(tx, ctx, profileId);
  const token = newToken();
  const [row] = await tx
    .insert(calendarFeeds)
    .values({
      tenantId: ctx.tenantId,
      participantProfileId: profileId,
      tokenHash: hashOf(token),
      createdByProfileId: ctx.actor?.profileId ?? null,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: FEED_ENTITY, entityId: row!.id, after: row });
  return {
    active: true,
    createdAt: row!.createdAt.toISOString(),
    url: `${tenantOrigin(ctx.tenantId, publicUrl)}/api/calendar-feeds/${token}.ics`,
  };
}

/** DELETE /participants/{id}/calendar-feed: the URL answers 404 from now on; 404 when none is active. */
export async function revokeCalendarFeed(tx: Db, ctx: RequestContext, userId: number): Promise<void> {
  const { profileId } = await participantScope(tx, ctx, userId, 'participantCalendar.feed');
  if (!(await revokeActive(tx, ctx, profileId))) throw notFound('Calendar feed');
}

/**
 * GET /calendar-feeds/{token}.ics: the participant's items from 14 days back to 8 weeks ahead (each with how
 * it stands once its day is over everywhere) and their programme messages, as iCalendar. The token is the
 * only credential: an unknown or revoked one is a 404, as is a token of another tenant (the host's tenant).
 */
export async function calendarFeedIcs(tx: Db, ctx: RequestContext, token: string): Promise<string> {
  const [feed] = await tx
    .select({ profileId: calendarFeeds.participantProfileId })
    .from(calendarFeeds)
    .where(
      and(
        eq(calendarFeeds.tenantId, ctx.tenantId),
        eq(calendarFeeds.tokenHash, hashOf(token)),
        isNull(calendarFeeds.revokedAt),
      ),
    );
  if (!feed) throw notFound('Calendar feed');
  const now = new Date();
  const { earliest, latest } = participantToday(now);
  const from = addDays(earliest, -CALENDAR_FEED_DAYS_BACK);
  const to = addDays(latest, CALENDAR_FEED_DAYS_AHEAD);
  const i = participantRoutineItems;
  const r = participantRoutineResults;
  const rows = await tx
    .select({
      id: i.id,
      date: i.date,
      title: i.title,
      description: i.description,
      series: i.series,
      repetitions: i.repetitions,
      weight: i.weight,
      timeSeconds: i.timeSeconds,
      distance: i.distance,
      result: {
        status: r.status,
        series: r.series,
        repetitions: r.repetitions,
        weight: r.weight,
        time: r.timeSeconds,
        distance: r.distance,
        skipReason: r.skipReason,
      },
    })
    .from(i)
    .leftJoin(r, and(eq(r.tenantId, i.tenantId), eq(r.itemId, i.id)))
    .where(
      and(eq(i.tenantId, ctx.tenantId), eq(i.participantProfileId, feed.profileId), gte(i.date, from), lte(i.date, to)),
    )
    .orderBy(asc(i.date), asc(i.position), asc(i.id));
  const items = rows.map(({ result, ...item }) => {
    // A day is past once it is over everywhere (as the reports' MISSED); a recorded item shows its state at once.
    const state =
      result || item.date < earliest ? stateOf({ ...item, time: item.timeSeconds }, result, earliest) : null;
    return { ...item, state, skipReason: result?.skipReason ?? null };
  });
  const messages = await messagesForFeed(
    tx,
    ctx.tenantId,
    feed.profileId,
    new Date(`${from}T00:00:00Z`),
    new Date(`${addDays(to, 1)}T00:00:00Z`),
  );
  const language = await languageOfProfile(tx, ctx.tenantId, feed.profileId);
  return feedIcs(`${ctx.tenantId}.stride`, language, items, messages, now);
}
