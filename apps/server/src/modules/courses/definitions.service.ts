import { and, eq, sql } from 'drizzle-orm';
import {
  CourseErrorCode,
  type CourseBody,
  type CourseDefinition,
  type CourseListQuery,
  type UpdateCourseBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { domainError, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { updateVersioned } from '../../platform/http/etag.js';
import type { ReceivedFile } from '../../platform/http/uploads.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { resolveMedia } from '../routines/index.js';
import { forgetShares } from '../sharing/index.js';
import { presentCourse, presentCourses, mediaOf } from './courses.presenter.js';
import { courseRow, listCourseRows } from './courses.queries.js';
import { courseAssignments, courseDefinitions, type CourseRow } from './courses.table.js';

export const COURSE_ENTITY = 'course_definition';
/** The 403 of a change by someone who sees the course but did not write it (a library course). */
export const NOT_THE_AUTHOR = 'Only its author changes a course: import it to adapt it.';

type CourseAction = 'course.view' | 'course.change' | 'course.assign' | 'course.import';

/**
 * A course of the tenant by the course policy: 404 when the actor does not see it (another's DRAFT or
 * PRIVATE, another tenant's), 403 for an action that is not theirs (changing a library course).
 */
export async function loadCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action: CourseAction = 'course.view',
  refusal = NOT_THE_AUTHOR,
): Promise<CourseRow> {
  const [row] = await tx
    .select()
    .from(courseDefinitions)
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, id)));
  if (!row) throw notFound('Course');
  authorize(actor, 'course.view', row);
  if (action !== 'course.view') authorize(actor, action, row, refusal);
  return row;
}

/** A course as answered (counts, author, source computed by its query), or the 404. */
export async function presentCourseById(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  links: FileLinks,
): Promise<CourseDefinition> {
  const found = await courseRow(tx, ctx, id);
  if (!found) throw notFound('Course');
  return presentCourse(found, actor, await mediaOf(tx, ctx, [found.row]), links);
}

/** GET /course-definitions: a page of the actor's courses, or of the library (`library=true`). */
export async function listCourses(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: CourseListQuery,
  links: FileLinks,
): Promise<{ items: CourseDefinition[]; total: number }> {
  const { rows, total } = await listCourseRows(tx, ctx, actor, q);
  return { items: await presentCourses(tx, ctx, actor, rows, links), total };
}

/** GET /course-definitions/{id}: the actor's course or a library course. */
export async function readCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  links: FileLinks,
): Promise<CourseDefinition> {
  await loadCourse(tx, ctx, actor, id);
  return presentCourseById(tx, ctx, actor, id, links);
}

/** POST /course-definitions: a course of the actor's (DRAFT unless told), with a cover uploaded or chosen. */
export async function createCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: CourseBody,
  links: FileLinks,
  uploaded: number[],
  file?: ReceivedFile,
): Promise<CourseDefinition> {
  authorize(actor, 'course.create', undefined, 'Only practice staff keep courses.');
  const media = await resolveMedia(tx, ctx, actor, body.media, file, null, 'body.media');
  const [row] = await tx
    .insert(courseDefinitions)
    .values({
      tenantId: ctx.tenantId,
      companyId: actor.companyId,
      authorProfileId: actor.profileId,
      authorUserId: actor.userId,
      title: body.title,
      description: body.description,
      visibilityStatus: body.visibilityStatus,
      mediaResourceId: media.id,
    })
    .returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: COURSE_ENTITY, entityId: row!.id, after: row });
  if (media.uploaded !== undefined) uploaded.push(media.uploaded);
  return presentCourseById(tx, ctx, actor, row!.id, links);
}

/**
 * PUT /course-definitions/{id} (If-Match; Course updated!): what is sent changes. A change of what a copy
 * takes (title, description, cover) counts in `content_version`, so importers see an update; a change of
 * visibility does not (docs/decisions.md, "Courses: visibility").
 */
export async function updateCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: UpdateCourseBody,
  links: FileLinks,
  uploaded: number[],
  file?: ReceivedFile,
): Promise<CourseDefinition> {
  const before = await loadCourse(tx, ctx, actor, id, 'course.change');
  if (before.version !== expectedVersion) throw preconditionFailed(await presentCourseById(tx, ctx, actor, id, links));
  const media = await resolveMedia(tx, ctx, actor, body.media, file, before.mediaResourceId, 'body.media');
  const title = body.title ?? before.title;
  const description = body.description ?? before.description;
  const contentChanged =
    title !== before.title || description !== before.description || media.id !== before.mediaResourceId;
  const row = await updateVersioned(
    tx,
    {
      table: courseDefinitions,
      id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Course',
      present: (r: CourseRow) => r,
    },
    {
      title,
      description,
      mediaResourceId: media.id,
      visibilityStatus: body.visibilityStatus ?? before.visibilityStatus,
      ...(contentChanged ? { contentVersion: before.contentVersion + 1 } : {}),
    },
  );
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: COURSE_ENTITY, entityId: id, before, after: row });
  if (media.uploaded !== undefined) uploaded.push(media.uploaded);
  return presentCourseById(tx, ctx, actor, id, links);
}

/**
 * A change of the course's steps (a step added, changed or removed; not a move): one more content version
 * for the copies, and the course's time of change. Its `version` (the editor's If-Match) stays, so an open
 * course form does not meet a 412 for a step saved beside it.
 */
export async function stepsChanged(tx: Db, ctx: RequestContext, courseId: number, content = true): Promise<void> {
  await tx
    .update(courseDefinitions)
    .set({
      ...(content ? { contentVersion: sql`${courseDefinitions.contentVersion} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, courseId)));
}

/**
 * DELETE /course-definitions/{id} (If-Match): refused while assigned (409 COURSE_ASSIGNED) unless
 * `force=true`, which removes the assignments and their progress with it. Copies imported by others stay,
 * theirs (their source becomes null).
 */
export async function deleteCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  force: boolean,
  links: FileLinks,
): Promise<void> {
  const row = await loadCourse(tx, ctx, actor, id, 'course.change');
  const before = await presentCourseById(tx, ctx, actor, id, links);
  if (row.version !== expectedVersion) throw preconditionFailed(before);
  if (before.participants > 0 && !force) {
    const n = before.participants;
    throw domainError(
      409,
      CourseErrorCode.CourseAssigned,
      `This course is assigned to ${n} participant${n === 1 ? '' : 's'}: delete it with force to remove their progress too.`,
    );
  }
  const assignments = await tx
    .delete(courseAssignments)
    .where(and(eq(courseAssignments.tenantId, ctx.tenantId), eq(courseAssignments.courseId, id)))
    .returning({ participantUserId: courseAssignments.participantUserId });
  await forgetShares(tx, ctx, 'COURSE', [id]);
  await tx
    .delete(courseDefinitions)
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, id)));
  await recordAudit(tx, ctx, {
    operation: 'DELETE',
    entityType: COURSE_ENTITY,
    entityId: id,
    before: { ...before, assignedTo: assignments.map((a) => a.participantUserId) },
  });
}
