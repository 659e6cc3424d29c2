import { and, asc, eq, sql } from 'drizzle-orm';
import { type JournalMeal, type JournalMealBody, type JournalPhotoInput } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { fieldError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { keepStorageFileInLibrary, keepUploadInLibrary, usableResource, type ReceivedFile } from '../library/index.js';
import { participantScope, type ScopedParticipant } from '../participants/index.js';
import './journal.events.js';
import { presentMeal } from './journal.presenter.js';
import { journalComments, journalMeals, type JournalMealRow } from './journal.table.js';
import type { JournalChange } from './journal.service.js';
import { IMAGE, ofOwnerDate, commentColumns, viewOf, MAX_MEALS, ensureDayRow, changeOf } from './journal.service.js';

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

export async function insertMeal(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  owner: ScopedParticipant,
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

export async function mealCount(tx: Db, ctx: RequestContext, owner: ScopedParticipant, date: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(journalMeals)
    .where(ofOwnerDate(ctx, owner.profileId, date).meals);
  return Number(row?.n ?? 0);
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
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.write');
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
export async function mealOf(tx: Db, ctx: RequestContext, owner: ScopedParticipant, date: string, mealId: number) {
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
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.write');
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
  const owner = await participantScope(tx, ctx, userId, 'participantJournal.write');
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
