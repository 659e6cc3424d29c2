import type { FastifyInstance } from 'fastify';
import { endpoints, type TenantId } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import type { CourseEventPayload } from './courses.events.js';
import { assignCourse, listCourseParticipants } from './assignment.service.js';
import { createCourse, deleteCourse, listCourses, readCourse, updateCourse } from './definitions.service.js';
import { importLibraryCourse, pullLibraryUpdate } from './library.service.js';
import { listParticipantCourses, markStepDone, participantCourseSteps } from './progress.service.js';
import { createStep, deleteStep, listSteps, moveStep, updateStep } from './steps.service.js';

const api = endpoints.courses;

/**
 * Courses (spec 002, "Courses"; issue 28): the author's definitions and steps, the library's import and
 * pull, assignment, and a participant's courses. Uploaded covers and step media start processing after the
 * commit; assignments and completions are told (notifications) after it.
 */
export async function coursesRoutes(app: FastifyInstance): Promise<void> {
  const { fileLinks, events } = app.platform;
  const told =
    (
      tenantId: TenantId,
      actorUserId: number,
      type: 'course.assigned' | 'course.completed',
      all: CourseEventPayload[],
    ) =>
    () =>
      Promise.all(all.map((payload) => events.publish({ type, tenantId, actorUserId, payload })));

  route(app, api.list, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listCourses(tx, ctx, actor, query, fileLinks);
    return paged('content', items, total, query);
  });

  route(app, api.create, async ({ tx, ctx, actor, body, files, uploaded }) =>
    createCourse(tx, ctx, actor, body, fileLinks, uploaded, files.file),
  );

  route(app, api.get, async ({ tx, ctx, actor, params }) => readCourse(tx, ctx, actor, params.id, fileLinks));

  route(app, api.update, async ({ tx, ctx, actor, params, version, body, files, uploaded }) =>
    updateCourse(tx, ctx, actor, params.id, version, body, fileLinks, uploaded, files.file),
  );

  route(app, api.delete, async ({ tx, ctx, actor, params, version, query }) =>
    deleteCourse(tx, ctx, actor, params.id, version, query.force, fileLinks),
  );

  route(app, api.participants, async ({ tx, ctx, actor, params, query }) => {
    const { items, total } = await listCourseParticipants(tx, ctx, actor, params.id, query);
    return paged('content', items, total, query);
  });

  route(app, api.assign, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const { result, events: assigned } = await assignCourse(tx, ctx, actor, params.id, body);
    afterCommit(told(ctx.tenantId, actor.userId, 'course.assigned', assigned));
    return result;
  });

  route(app, api.libraryImport, async ({ tx, ctx, actor, params, body }) =>
    importLibraryCourse(tx, ctx, actor, params.id, body, fileLinks),
  );

  route(app, api.libraryUpdate, async ({ tx, ctx, actor, params }) =>
    pullLibraryUpdate(tx, ctx, actor, params.id, fileLinks),
  );

  route(app, api.steps, async ({ tx, ctx, actor, params }) => listSteps(tx, ctx, actor, params.id, fileLinks));

  route(app, api.createStep, async ({ tx, ctx, actor, params, body, files, uploaded }) =>
    createStep(tx, ctx, actor, params.id, body, fileLinks, uploaded, files.file),
  );

  route(app, api.updateStep, async ({ tx, ctx, actor, params, version, body, files, uploaded }) =>
    updateStep(tx, ctx, actor, params.id, params.stepId, version, body, fileLinks, uploaded, files.file),
  );

  route(app, api.deleteStep, async ({ tx, ctx, actor, params, version }) =>
    deleteStep(tx, ctx, actor, params.id, params.stepId, version, fileLinks),
  );

  route(app, api.moveStep, async ({ tx, ctx, actor, params, body }) =>
    moveStep(tx, ctx, actor, params.id, params.stepId, body, fileLinks),
  );

  route(app, api.ofParticipant, async ({ tx, ctx, params, query }) => {
    const { items, total } = await listParticipantCourses(tx, ctx, params.id, query, fileLinks);
    return paged('content', items, total, query);
  });

  route(app, api.participantSteps, async ({ tx, ctx, params }) =>
    participantCourseSteps(tx, ctx, params.id, params.courseId, fileLinks),
  );

  route(app, api.stepDone, async ({ tx, ctx, actor, params, afterCommit }) => {
    const { result, completed } = await markStepDone(tx, ctx, params.id, params.courseId, params.stepId, fileLinks);
    afterCommit(told(ctx.tenantId, actor.userId, 'course.completed', completed ? [completed] : []));
    return result;
  });
}
