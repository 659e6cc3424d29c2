import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  isParticipant,
  type JournalCalendar,
  type JournalCalendarDay,
  type JournalCalendarQuery,
  type JournalChangedEvent,
  type JournalComment,
  type JournalCommentBody,
  type JournalDay,
  type JournalDayBody,
  type JournalMeal,
  type JournalMealBody,
  type JournalPhotoInput,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { anyId, rowsOf } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, notFound, preconditionFailed } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import {
  keepStorageFileInLibrary,
  keepUploadInLibrary,
  mediaResourcesByIds,
  usableResource,
  type ReceivedFile,
} from '../library/media.service.js';
import { visibleParticipantsWithFlag, type ParticipantWithFlag } from '../profiles/participant-flags.service.js';
import { personNameOf } from '../profiles/profiles.service.js';
import { recipientsOfProfiles } from '../profiles/recipients.service.js';
import './journal.events.js';
import {
  photoIdsOf,
  presentComment,
  presentDay,
  presentMeal,
  type JournalCommentRead,
  type JournalView,
} from './journal.presenter.js';
import { journalComments, journalDays, journalMeals, type JournalMealRow } from './journal.table.js';

const IMAGE = 18;
const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

type JournalAction = 'participantJournal.view' | 'participantJournal.write' | 'participantJournal.comment';

/**
 * The participant whose journal `/journals/participants/{id}` names (their user id), by the
 * participantJournal policy: 404 when the actor may not see them or their journal is off (theirs or their
 * company's), 403 for a write by staff.
 */
export async function journalOwner(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  action: JournalAction = 'participantJournal.view',
): Promise<ParticipantWithFlag> {
  const owner = (await visibleParticipantsWithFlag(tx, ctx, [userId], 'journalAvailable')).get(userId);
  authorize(
    actor,
    action,
    { userId, visibleToActor: owner !== undefined, journalAvailable: owner?.available ?? false },
    'Only the participant writes their journal.',
  );
  if (!owner) throw notFound('Participant');
  return owner;
}

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

async function changeOf(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ParticipantWithFlag,
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

const ofOwnerDate = (ctx: RequestContext, profileId: number, date: string) => ({
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

const commentColumns = {
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

async function viewOf(tx: Db, ctx: RequestContext, actor: Actor, meals: JournalMealRow[], links: FileLinks) {
  const view: JournalView = {
    readerIsParticipant: isParticipant(actor),
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
  owner: ParticipantWithFlag,
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
  const owner = await journalOwner(tx, ctx, actor, userId);
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
  owner: ParticipantWithFlag,
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
async function ensureDayRow(tx: Db, ctx: RequestContext, owner: ParticipantWithFlag, date: string) {
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

/**
 * A meal's photos after a change: the participant's own pictures (the ones the meal shows stay; another
 * must be a picture of their library), uploads of the queue and the multipart file kept in their library.
 * A file that is not a picture is a 400 (the whole change is undone).
 */
async function resolvePhotos(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  photos: JournalPhotoInput[],
  current: number[],
  path: string,
  kept: number[],
  upload?: ReceivedFile,
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, p] of photos.entries()) {
    if (p.storageFileId !== undefined) {
      const row = await keepStorageFileInLibrary(tx, ctx, actor, p.storageFileId);
      if (row.fileTypeId !== IMAGE) throw fieldError(`${path}photos.${i}.storageFileId`, 'A photo is a picture.');
      kept.push(row.id);
      ids.push(row.id);
    } else if (p.resourceId !== undefined) {
      if (!current.includes(p.resourceId)) {
        const row = await usableResource(tx, ctx, actor, p.resourceId);
        if (!row) throw fieldError(`${path}photos.${i}.resourceId`, 'Choose a picture of your library.');
        if (row.fileTypeId !== IMAGE) throw fieldError(`${path}photos.${i}.resourceId`, 'A photo is a picture.');
      }
      ids.push(p.resourceId);
    }
  }
  if (upload) {
    if (upload.fileTypeId !== IMAGE) throw fieldError('file', 'A photo is a picture (jpg, png, gif).');
    const row = await keepUploadInLibrary(tx, ctx, actor, upload);
    kept.push(row.id);
    ids.push(row.id);
  }
  const unique = [...new Set(ids)];
  if (unique.length > 10) throw fieldError(`${path}photos`, 'A meal has at most 10 photos');
  return unique;
}

const mealAudit = (m: JournalMealRow) => ({
  dayId: m.dayId,
  participantProfileId: m.participantProfileId,
  date: m.date,
  kind: m.kind,
  time: m.time,
  text: m.text,
  photoResourceIds: m.photoResourceIds,
  version: m.version,
});

async function insertMeal(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ParticipantWithFlag,
  dayId: number,
  date: string,
  body: JournalMealBody,
  path: string,
  kept: number[],
  upload?: ReceivedFile,
): Promise<JournalMealRow> {
  const photoResourceIds = await resolvePhotos(tx, ctx, actor, body.photos, [], path, kept, upload);
  const [meal] = await tx
    .insert(journalMeals)
    .values({
      tenantId: ctx.tenantId,
      dayId,
      participantProfileId: owner.profileId,
      date,
      kind: body.kind,
      time: body.time,
      text: body.text,
      photoResourceIds,
    })
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: 'journal_meal',
    entityId: meal!.id,
    after: mealAudit(meal!),
  });
  return meal!;
}

async function mealCount(tx: Db, ctx: RequestContext, owner: ParticipantWithFlag, date: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(journalMeals)
    .where(ofOwnerDate(ctx, owner.profileId, date).meals);
  return Number(row?.n ?? 0);
}

const MAX_MEALS = 20;

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
  const owner = await journalOwner(tx, ctx, actor, userId, 'participantJournal.write');
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

/** The meal's view as answered (its comments, its photos). */
async function mealAsRead(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  meal: JournalMealRow,
  links: FileLinks,
): Promise<JournalMeal> {
  const comments = await tx
    .select(commentColumns)
    .from(journalComments)
    .where(and(eq(journalComments.tenantId, ctx.tenantId), eq(journalComments.mealId, meal.id)))
    .orderBy(asc(journalComments.id));
  return presentMeal(meal, comments, await viewOf(tx, ctx, actor, [meal], links));
}

/** POST .../meals: a new meal of the day (JSON, or multipart with a picture file). The participant only. */
export async function createMeal(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  body: JournalMealBody,
  links: FileLinks,
  kept: number[],
  upload?: ReceivedFile,
): Promise<{ meal: JournalMeal; change: JournalChange }> {
  const owner = await journalOwner(tx, ctx, actor, userId, 'participantJournal.write');
  if ((await mealCount(tx, ctx, owner, date)) >= MAX_MEALS) {
    throw fieldError('kind', `A day has at most ${MAX_MEALS} meals`);
  }
  const day = await ensureDayRow(tx, ctx, owner, date);
  const meal = await insertMeal(tx, ctx, actor, owner, day.id, date, body, '', kept, upload);
  const change = await changeOf(tx, ctx, actor, owner, date, 'meal');
  change.entryAdded = { participantUserId: owner.userId, journalDate: date, comment: false };
  return { meal: await mealAsRead(tx, ctx, actor, meal, links), change };
}

/** A meal of this participant and day (another participant's or day's: 404). */
async function mealOf(tx: Db, ctx: RequestContext, owner: ParticipantWithFlag, date: string, mealId: number) {
  const [meal] = await tx
    .select()
    .from(journalMeals)
    .where(and(ofOwnerDate(ctx, owner.profileId, date).meals, eq(journalMeals.id, mealId)));
  if (!meal) throw notFound('Meal');
  return meal;
}

/** PUT .../meals/{mealId} (If-Match the meal's version): kind, time, text and photos. The participant only. */
export async function updateMeal(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  mealId: number,
  expectedVersion: number,
  body: JournalMealBody,
  links: FileLinks,
  kept: number[],
  upload?: ReceivedFile,
): Promise<{ meal: JournalMeal; change: JournalChange }> {
  const owner = await journalOwner(tx, ctx, actor, userId, 'participantJournal.write');
  const before = await mealOf(tx, ctx, owner, date, mealId);
  if (before.version !== expectedVersion) throw preconditionFailed(await mealAsRead(tx, ctx, actor, before, links));
  const photoResourceIds = await resolvePhotos(tx, ctx, actor, body.photos, before.photoResourceIds, '', kept, upload);
  const [after] = await tx
    .update(journalMeals)
    .set({
      kind: body.kind,
      time: body.time,
      text: body.text,
      photoResourceIds,
      version: sql`${journalMeals.version} + 1`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(journalMeals.tenantId, ctx.tenantId),
        eq(journalMeals.id, mealId),
        eq(journalMeals.version, expectedVersion),
      ),
    )
    .returning();
  if (!after)
    throw preconditionFailed(await mealAsRead(tx, ctx, actor, await mealOf(tx, ctx, owner, date, mealId), links));
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'journal_meal',
    entityId: mealId,
    before: mealAudit(before),
    after: mealAudit(after),
  });
  // A changed meal reloads the open views; only a new one notifies the coaches.
  const change = await changeOf(tx, ctx, actor, owner, date, 'meal');
  return { meal: await mealAsRead(tx, ctx, actor, after, links), change };
}

/** DELETE .../meals/{mealId} (If-Match): the meal and its comments. The participant only. */
export async function deleteMeal(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  userId: number,
  date: string,
  mealId: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<JournalChange> {
  const owner = await journalOwner(tx, ctx, actor, userId, 'participantJournal.write');
  const before = await mealOf(tx, ctx, owner, date, mealId);
  if (before.version !== expectedVersion) throw preconditionFailed(await mealAsRead(tx, ctx, actor, before, links));
  const gone = await tx
    .delete(journalComments)
    .where(and(eq(journalComments.tenantId, ctx.tenantId), eq(journalComments.mealId, mealId)))
    .returning({ id: journalComments.id });
  await tx.delete(journalMeals).where(and(eq(journalMeals.tenantId, ctx.tenantId), eq(journalMeals.id, mealId)));
  await recordAudit(tx, ctx, {
    operation: 'DELETE',
    entityType: 'journal_meal',
    entityId: mealId,
    before: { ...mealAudit(before), comments: gone.length },
  });
  return changeOf(tx, ctx, actor, owner, date, 'meal');
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
  const owner = await journalOwner(tx, ctx, actor, userId, 'participantJournal.comment');
  await mealOf(tx, ctx, owner, date, mealId);
  const byParticipant = isParticipant(actor);
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

/** The first and last day of a month (YYYY-MM). */
function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

interface CalendarRow {
  pid: number;
  d: string;
  k: 'd' | 'm' | 'c';
  n: number;
  u: number;
}

/**
 * GET /journals/calendar: per participant asked (each one the actor sees with the journal on, else 404),
 * the days of the range with something: entries (the day's comment, meals), comments and the ones the
 * actor's side has not read. One query for all.
 */
export async function readCalendar(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  query: JournalCalendarQuery,
): Promise<JournalCalendar> {
  const { from, to } = query.month ? monthRange(query.month) : { from: query.from!, to: query.to! };
  const owners = await visibleParticipantsWithFlag(tx, ctx, query.participantIds, 'journalAvailable');
  for (const userId of query.participantIds) {
    const owner = owners.get(userId);
    authorize(actor, 'participantJournal.view', {
      userId,
      visibleToActor: owner !== undefined,
      journalAvailable: owner?.available ?? false,
    });
  }
  const ids = query.participantIds.map((u) => owners.get(u)!.profileId);
  // The other side's comments are unread to the actor: the participant's for staff, staff's for the participant.
  const unreadBy = !isParticipant(actor);
  const t = ctx.tenantId;
  const rows = rowsOf<CalendarRow>(
    await tx.execute(sql`
      select ${journalDays.participantProfileId} as pid, ${journalDays.date}::text as d, 'd' as k, 1 as n, 0 as u
        from ${journalDays}
        where ${journalDays.tenantId} = ${t} and ${anyId(journalDays.participantProfileId, ids)}
          and ${journalDays.date} between ${from} and ${to} and ${ne(journalDays.comment, '')}
      union all
      select ${journalMeals.participantProfileId}, ${journalMeals.date}::text, 'm', count(*)::int, 0
        from ${journalMeals}
        where ${journalMeals.tenantId} = ${t} and ${anyId(journalMeals.participantProfileId, ids)}
          and ${journalMeals.date} between ${from} and ${to} and ${journalMeals.deletedAt} is null
        group by 1, 2
      union all
      select ${journalComments.participantProfileId}, ${journalComments.date}::text, 'c', count(*)::int,
          (count(*) filter (where ${journalComments.byParticipant} = ${unreadBy} and ${journalComments.readAt} is null))::int
        from ${journalComments}
        where ${journalComments.tenantId} = ${t} and ${anyId(journalComments.participantProfileId, ids)}
          and ${journalComments.date} between ${from} and ${to}
        group by 1, 2`),
  );
  const days = new Map<number, Map<string, JournalCalendarDay>>();
  for (const r of rows) {
    const pid = Number(r.pid);
    const byDate = days.get(pid) ?? new Map<string, JournalCalendarDay>();
    days.set(pid, byDate);
    const day = byDate.get(r.d) ?? { date: r.d, hasEntries: false, meals: 0, comments: 0, unreadComments: 0 };
    byDate.set(r.d, day);
    if (r.k === 'd') day.hasEntries = true;
    if (r.k === 'm') {
      day.meals = Number(r.n);
      day.hasEntries = day.meals > 0 || day.hasEntries;
    }
    if (r.k === 'c') {
      day.comments = Number(r.n);
      day.unreadComments = Number(r.u);
    }
  }
  return {
    from,
    to,
    participants: query.participantIds.map((userId) => {
      const profileId = owners.get(userId)!.profileId;
      const byDate = days.get(profileId) ?? new Map<string, JournalCalendarDay>();
      return {
        participantId: userId,
        participantProfileId: profileId,
        days: [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date)),
      };
    }),
  };
}
