import type { CourseDefinition, CourseStep, CourseVisibility, PolicyActor } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { mediaResourcesByIds, type ResourceRow } from '../library/index.js';
import { presentMedia } from '../routines/index.js';
import type { ListedCourse } from './courses.queries.js';
import type { CourseStepRow } from './courses.table.js';

/** The library files of these rows (covers, step media), read in one query. */
export const mediaOf = (tx: Db, ctx: RequestContext, rows: { mediaResourceId: number | null }[]) =>
  mediaResourcesByIds(
    tx,
    ctx.tenantId,
    rows.map((r) => r.mediaResourceId).filter((id): id is number => id !== null),
  );

/** A cover or a step's media as answered (null: none, or a file since removed). */
export const media = (id: number | null, files: Map<number, ResourceRow>, links: FileLinks) =>
  id === null ? null : presentMedia(files.get(id), links);

/** A course as the staff lists and the editor read it (the media as the routines' definitions answer theirs). */
export function presentCourse(
  c: ListedCourse,
  actor: PolicyActor,
  files: Map<number, ResourceRow>,
  links: FileLinks,
): CourseDefinition {
  const { row } = c;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    visibilityStatus: row.visibilityStatus as CourseVisibility,
    media: media(row.mediaResourceId, files, links),
    authorProfileId: row.authorProfileId,
    authorName: c.authorName ?? '',
    companyId: row.companyId,
    mine: row.authorProfileId === actor.profileId,
    stepCount: c.stepCount,
    participants: c.participants,
    autoAssignAll: row.autoAssignAll,
    assignmentStatus: null,
    source:
      row.sourceCourseId === null
        ? null
        : {
            id: row.sourceCourseId,
            title: c.sourceTitle ?? '',
            authorName: c.sourceAuthorName ?? '',
            available: c.sourceVisibility === 'ALL',
          },
    updateAvailable: c.updateAvailable,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Courses with their covers, read once per page. */
export async function presentCourses(
  tx: Db,
  ctx: RequestContext,
  actor: PolicyActor,
  rows: ListedCourse[],
  links: FileLinks,
): Promise<CourseDefinition[]> {
  const files = await mediaOf(
    tx,
    ctx,
    rows.map((r) => r.row),
  );
  return rows.map((r) => presentCourse(r, actor, files, links));
}

/** A step as the editor and the participant read it (Markdown stored as written: the portal renders it). */
export function presentStep(row: CourseStepRow, files: Map<number, ResourceRow>, links: FileLinks): CourseStep {
  return {
    id: row.id,
    courseId: row.courseId,
    position: row.position,
    title: row.title,
    description: row.description,
    link: row.link,
    media: media(row.mediaResourceId, files, links),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}

/** Steps with their media, read in one query. */
export async function presentSteps(
  tx: Db,
  ctx: RequestContext,
  rows: CourseStepRow[],
  links: FileLinks,
): Promise<CourseStep[]> {
  const files = await mediaOf(tx, ctx, rows);
  return rows.map((r) => presentStep(r, files, links));
}
