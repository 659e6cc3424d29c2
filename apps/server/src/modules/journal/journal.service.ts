import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  writesAsParticipant,
  type JournalChangedEvent,
  type JournalComment,
  type JournalCommentBody,
  type JournalDay,
  type JournalDayBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { preconditionFailed, fieldError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds } from '../library/index.js';
import { participantScope, type ScopedParticipant } from '../participants/index.js';
import { personNameOf, recipientsOfProfiles } from '../profiles/index.js';
import './journal.events.js';
import {
  photoIdsOf,
  presentComment,
  presentDay,
  type JournalCommentRead,
  type JournalView,
} from './journal.presenter.js';
import { journalComments, journalDays, journalMeals, type JournalMealRow } from './journal.table.js';
import { mealCount, insertMeal, mealOf } from './meals.service.js';

export const IMAGE = 18;

/** What a change tells after its commit: the sockets to reload, the notification events. */
export interface JournalChange {
  event: JournalChangedEvent;
  /** The user uuids whose sockets get the event: the participant, their coaches, the actor. */
  uuids: string[];
  /** A participant's entry or comment (JOURNAL to their coaches). */
  entryAdded?: { participantUserId: number; journalDate: string; comment: boolean };
  /** A staff member's comment (JOURNAL to the participant). */
  staffCommented?: { participantUserId: number; journalDate: string; authorUserId: number };
}

export async function changeOf(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ScopedParticipant,
  date: string,
  reason: JournalChangedEvent['reason'],
): Promise<JournalChange> {
  const coaches = [owner.advisorProfileId, owner.consultantProfileId].filter((id): id is number => id !== null);
  const recipients = await recipientsOfProfiles(tx, ctx.tenantId, coaches);
  return {
    event: { participantId: owner.userId, participantProfileId: owner.profileId, date, reason },
    uuids: [...new Set([owner.uuid, actor.uuid, ...recipients.map((r) => r.uuid)])],
  };
}

export const ofOwnerDate = (ctx: RequestContext, profileId: number, date: string) => ({
  meals: and(
    eq(journalMeals.tenantId, ctx.tenantId),
    eq(journalMeals.participantProfileId, profileId),
    eq(journalMeals.date, date),
    isNull(journalMeals.deletedAt),
  ),
  comments: and(
    eq(journalComments.tenantId, ctx.tenantId),
    eq(journalComments.participantProfileId, profileId),
    eq(journalComments.date, date),
  ),
  day: and(
    eq(journalDays.tenantId, ctx.tenantId),
    eq(journalDays.participantProfileId, profileId),
    eq(journalDays.date, date),
  ),
});

export const commentColumns = {
  id: journalComments.id,
  tenantId: journalComments.tenantId,
  mealId: journalComments.mealId,
  participantProfileId: journalComments.participantProfileId,
  date: journalComments.date,
  authorProfileId: journalComments.authorProfileId,
  byParticipant: journalComments.byParticipant,
  text: journalComments.text,
  readAt: journalComments.readAt,
  createdAt: journalComments.createdAt,
  authorName: personNameOf(journalComments.authorProfileId),
};

export async function viewOf(tx: Db, ctx: RequestContext, actor: Actor, meals: JournalMealRow[], links: FileLinks) {
  const view: JournalView = {
    readerIsParticipant: writesAsParticipant(actor),
    media: await mediaResourcesByIds(tx, ctx.tenantId, photoIdsOf(meals)),
    links,
  };
  return view;
}

/** The day as the actor reads it (no marking). */
async function dayAsRead(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ScopedParticipant,
  date: string,
  links: FileLinks,
): Promise<JournalDay> {
  const where = ofOwnerDate(ctx, owner.profileId, date);
  const [day] = await tx.select().from(journalDays).where(where.day);
  const meals = await tx.select().from(journalMeals).where(where.meals);
  const comments: JournalCommentRead[] =
    meals.length === 0
      ? []
      : await tx.select(commentColumns).from(journalComments).where(where.comments).orderBy(asc(journalComments.id));
  const live = new Set(meals.map((m) => m.id));
  return presentDay(
    owner,
    date,
    day,
    meals,
    comments.filter((c) => live.has(c.mealId)),
    await viewOf(tx, ctx, actor, meals, links),
  );
}

/**
 * GET /journals/participants/{id}/date/{date}: the day. The other side's comments of that day are marked
 * read (the answer still shows them new); `change` is set when some were, so the other side's marks reload.
 */
export async function readDay(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  links: FileLinks,
  now: Date,
): Promise<{ day: JournalDay; change: JournalChange | null }> {
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.view');
  const day = await dayAsRead(tx, ctx, actor, owner, date, links);
  const unread = day.meals.flatMap((m) => m.comments.filter((c) => c.unread).map((c) => c.id));
  if (unread.length === 0) return { day, change: null };
  await tx
    .update(journalComments)
    .set({ readAt: now })
    .where(
      and(
        eq(journalComments.tenantId, ctx.tenantId),
        anyId(journalComments.id, unread),
        isNull(journalComments.readAt),
      ),
    );
  return { day, change: await changeOf(tx, ctx, actor, owner, date, 'read') };
}

/** The day's row, made at version 1 by its first write (If-Match W/"0"); 412 with the day when stale. */
async function writeDayRow(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ScopedParticipant,
  date: string,
  expectedVersion: number,
  comment: string | undefined,
  links: FileLinks,
) {
  const where = ofOwnerDate(ctx, owner.profileId, date).day;
  const stale = async () => preconditionFailed(await dayAsRead(tx, ctx, actor, owner, date, links));
  if (expectedVersion === 0) {
    const [made] = await tx
      .insert(journalDays)
      .values({ tenantId: ctx.tenantId, participantProfileId: owner.profileId, date, comment: comment ?? '' })
      .onConflictDoNothing()
      .returning();
    if (!made) throw await stale();
    return { before: null, after: made };
  }
  const [before] = await tx.select().from(journalDays).where(where);
  if (!before || before.version !== expectedVersion) throw await stale();
  const [after] = await tx
    .update(journalDays)
    .set({ comment: comment ?? before.comment, version: sql`${journalDays.version} + 1`, updatedAt: new Date() })
    .where(and(where, eq(journalDays.version, expectedVersion)))
    .returning();
  if (!after) throw await stale();
  return { before, after };
}

/** The day's row, made when missing (a meal added to a day nobody wrote yet). */
export async function ensureDayRow(tx: Db, ctx: RequestContext, owner: ScopedParticipant, date: string) {
  await tx
    .insert(journalDays)
    .values({ tenantId: ctx.tenantId, participantProfileId: owner.profileId, date })
    .onConflictDoNothing();
  const [day] = await tx
    .select()
    .from(journalDays)
    .where(ofOwnerDate(ctx, owner.profileId, date).day);
  return day!;
}

export const MAX_MEALS = 20;

/**
 * PUT /journals/participants/{id}/date/{date}: the day's comment, and the meals without id added (a meal
 * with id is left as it is: it changes by its own PUT). The participant only.
 */
export async function updateDay(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  expectedVersion: number,
  body: JournalDayBody,
  links: FileLinks,
  kept: number[],
): Promise<{ day: JournalDay; change: JournalChange }> {
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.write');
  const { before, after } = await writeDayRow(tx, ctx, actor, owner, date, expectedVersion, body.comment, links);
  await recordAudit(tx, ctx, {
    operation: before ? 'UPDATE' : 'CREATE',
    entityType: 'journal_day',
    entityId: after.id,
    before: before && { comment: before.comment, version: before.version },
    after: { participantProfileId: owner.profileId, date, comment: after.comment, version: after.version },
  });
  const added = body.meals.flatMap((m, i) => (m.id === undefined ? [{ m, i }] : []));
  if (added.length > 0 && (await mealCount(tx, ctx, owner, date)) + added.length > MAX_MEALS) {
    throw fieldError('meals', `A day has at most ${MAX_MEALS} meals`);
  }
  for (const { m, i } of added) {
    await insertMeal(tx, ctx, actor, owner, after.id, date, m, `meals.${i}.`, kept);
  }
  const change = await changeOf(tx, ctx, actor, owner, date, added.length > 0 ? 'meal' : 'day');
  if (added.length > 0) change.entryAdded = { participantUserId: owner.userId, journalDate: date, comment: false };
  return { day: await dayAsRead(tx, ctx, actor, owner, date, links), change };
}

/**
 * POST .../meals/{mealId}/comments: a comment by the participant (JOURNAL to their coaches) or by a staff
 * member who sees them (JOURNAL to the participant).
 */
export async function addComment(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  mealId: number,
  body: JournalCommentBody,
): Promise<{ comment: JournalComment; change: JournalChange }> {
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.comment');
  await mealOf(tx, ctx, owner, date, mealId);
  const byParticipant = writesAsParticipant(actor);
  const [row] = await tx
    .insert(journalComments)
    .values({
      tenantId: ctx.tenantId,
      mealId,
      participantProfileId: owner.profileId,
      date,
      authorProfileId: actor.profileId,
      byParticipant,
      text: body.text,
    })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'journal_comment',
    entityId: row!.id,
    after: { mealId, participantProfileId: owner.profileId, date, byParticipant, text: body.text },
  });
  const [read] = await tx.select(commentColumns).from(journalComments).where(eq(journalComments.id, row!.id));
  const change = await changeOf(tx, ctx, actor, owner, date, 'comment');
  if (byParticipant) change.entryAdded = { participantUserId: owner.userId, journalDate: date, comment: true };
  const comment = presentComment(read!, byParticipant);
  if (!byParticipant) {
    change.staffCommented = {
      participantUserId: owner.userId,
      journalDate: date,
      authorUserId: actor.userId,
    };
  }
  return { comment, change };
}
