import { and, eq, sql } from 'drizzle-orm';
import { CourseErrorCode, type CourseDefinition } from '@stride/contracts';
import { recordAudit, recordAudits } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { domainError } from '../../platform/http/errors.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { importShared } from '../sharing/index.js';
import { courseDefinitions, courseSteps, type CourseRow } from './courses.table.js';
import { COURSE_ENTITY, loadCourse, presentCourseById } from './definitions.service.js';
import { COURSE_FIELDS, courseBaseOf, differs, mergeFields, planSteps, stepBaseOf } from './library-merge.js';
import { renumber, STEP_ENTITY, stepsOf } from './steps.service.js';

/**
 * POST /course-definitions/{id}/library-import (Course imported!): a course of the library (ALL), not the
 * actor's own (403 by course.import), copied into their courses by the sharing module's COURSE kind.
 */
export async function importLibraryCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  body: { title?: string },
  links: FileLinks,
): Promise<CourseDefinition> {
  await loadCourse(tx, ctx, actor, id, 'course.import', 'This course is yours already.');
  const copy = await importShared(tx, ctx, actor, 'COURSE', id, { title: body.title });
  return presentCourseById(tx, ctx, actor, copy.id, links);
}

/**
 * The copy (the COURSE kind's `copy`): a DRAFT of the actor's with the source's content and steps, keeping
 * where each came from and what it was (the base of a later pull). The media are the source's files: the
 * copy refers to them, as the library's uses say.
 */
export async function copyCourse(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  sourceId: number,
  title: string | undefined,
): Promise<CourseRow> {
  const [source] = await tx
    .select()
    .from(courseDefinitions)
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, sourceId)));
  const steps = await stepsOf(tx, ctx, sourceId);
  const [copy] = await tx
    .insert(courseDefinitions)
    .values({
      tenantId: ctx.tenantId,
      companyId: actor.companyId,
      authorProfileId: actor.profileId,
      authorUserId: actor.userId,
      title: title ?? source!.title,
      description: source!.description,
      visibilityStatus: 'DRAFT',
      mediaResourceId: source!.mediaResourceId,
      sourceCourseId: source!.id,
      sourceContentVersion: source!.contentVersion,
      sourceBase: courseBaseOf(
        source!,
        steps.map((s) => s.id),
      ),
    })
    .returning();
  const copied = steps.length
    ? await tx
        .insert(courseSteps)
        .values(
          steps.map((s, position) => ({
            tenantId: ctx.tenantId,
            courseId: copy!.id,
            position,
            ...stepBaseOf(s),
            sourceStepId: s.id,
            sourceBase: stepBaseOf(s),
          })),
        )
        .returning()
    : [];
  await recordAudits(tx, ctx, [
    { operation: 'CREATE', entityType: COURSE_ENTITY, entityId: copy!.id, after: copy },
    ...copied.map((s) => ({ operation: 'CREATE' as const, entityType: STEP_ENTITY, entityId: s.id, after: s })),
  ]);
  return copy!;
}

const noUpdate = () =>
  domainError(
    409,
    CourseErrorCode.NoUpdate,
    'There is no update to pull: the source did not change, or it left the library.',
  );

/**
 * POST /course-definitions/{id}/library-update (Course updated!): the author of a copy pulls its source's
 * changes by a three-way merge (library-merge.ts); then the base is the source as it is now. 409
 * COURSE_NO_UPDATE when the source did not change since, left the library, or is gone.
 */
export async function pullLibraryUpdate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  links: FileLinks,
): Promise<CourseDefinition> {
  const copy = await loadCourse(tx, ctx, actor, id, 'course.change');
  if (copy.sourceCourseId === null) throw noUpdate();
  const [source] = await tx
    .select()
    .from(courseDefinitions)
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, copy.sourceCourseId)));
  if (!source || source.visibilityStatus !== 'ALL' || source.contentVersion <= (copy.sourceContentVersion ?? 0)) {
    throw noUpdate();
  }
  const [mine, theirs] = [await stepsOf(tx, ctx, id), await stepsOf(tx, ctx, source.id)];
  const base = copy.sourceBase ?? courseBaseOf(source, []);
  const plan = planSteps(mine, theirs, base.stepIds);
  if (plan.removed.length) {
    await tx
      .delete(courseSteps)
      .where(and(eq(courseSteps.tenantId, ctx.tenantId), anyId(courseSteps.id, plan.removed)));
  }
  if (plan.detached.length) {
    await tx
      .update(courseSteps)
      .set({ sourceStepId: null, sourceBase: null })
      .where(and(eq(courseSteps.tenantId, ctx.tenantId), anyId(courseSteps.id, plan.detached)));
  }
  if (plan.updated.length) {
    const rows = plan.updated.map((u) => ({ id: u.id, ...u.values, base: u.base }));
    await tx.execute(sql`
      update ${courseSteps} s set title = v."title", description = v."description", link = v."link",
        media_resource_id = v."mediaResourceId", source_base = v.base, version = s.version + 1, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as v(id int, "title" text, "description" text, "link" text, "mediaResourceId" int, base jsonb)
      where s.tenant_id = ${ctx.tenantId} and s.id = v.id`);
  }
  const added = plan.added.length
    ? await tx
        .insert(courseSteps)
        .values(
          plan.added.map((s, i) => ({
            tenantId: ctx.tenantId,
            courseId: id,
            position: theirs.length + mine.length + i,
            ...stepBaseOf(s),
            sourceStepId: s.id,
            sourceBase: stepBaseOf(s),
          })),
        )
        .returning()
    : [];
  const newOf = new Map(added.map((s) => [s.sourceStepId!, s.id]));
  await renumber(
    tx,
    ctx,
    id,
    plan.order.map((o) => ('copy' in o ? o.copy : newOf.get(o.source)!)),
  );
  const fields = mergeFields(copy, { ...copy, ...base }, source, COURSE_FIELDS);
  const [after] = await tx
    .update(courseDefinitions)
    .set({
      ...fields,
      sourceContentVersion: source.contentVersion,
      sourceBase: courseBaseOf(
        source,
        theirs.map((s) => s.id),
      ),
      contentVersion: sql`${courseDefinitions.contentVersion} + 1`,
      version: sql`${courseDefinitions.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(courseDefinitions.tenantId, ctx.tenantId), eq(courseDefinitions.id, id)))
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: COURSE_ENTITY,
    entityId: id,
    before: { ...copy, steps: mine },
    after: {
      ...after,
      pulled: { ...plan, contentChanged: differs(fields, copy, COURSE_FIELDS) },
      addedStepIds: added.map((s) => s.id),
    },
  });
  return presentCourseById(tx, ctx, actor, id, links);
}
