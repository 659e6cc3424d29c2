import {
  endpoints,
  type AssignCourseBody,
  type AssignCourseResult,
  type CourseBody,
  type CourseDefinition,
  type CourseStep,
  type CourseStepBody,
  type MoveCourseStepBody,
  type ParticipantCourseSteps,
  type UpdateCourseBody,
  type UpdateCourseStepBody,
} from '@stride/contracts';
import { callEndpoint, removeVersioned, saveVersioned } from '../../app/api';
import { fetchCourse, fetchSteps } from './coursesQueries';

const api = endpoints.courses;
type Ref = Pick<CourseDefinition, 'id' | 'version'>;
type StepRef = Pick<CourseStep, 'id' | 'courseId' | 'version'>;

/** The files part of a call: none when no file was chosen, so the change goes as JSON. */
const fileOf = (file: File | undefined) => (file ? { file } : undefined);

/** POST /course-definitions: JSON, or multipart (model, file) with a cover uploaded with it. */
export const createCourse = (body: CourseBody, file?: File): Promise<CourseDefinition> =>
  callEndpoint(api.create, { body, files: fileOf(file) });

/**
 * PUT /course-definitions/{id} with If-Match ('Course updated!'): JSON, or multipart with a new cover. A 412
 * retries once on the version it carries: the editor's fields win.
 */
export const saveCourse = (course: Ref, body: UpdateCourseBody, file?: File): Promise<CourseDefinition> =>
  saveVersioned({
    version: course.version,
    body,
    save: (payload, version) =>
      callEndpoint(api.update, { params: { id: course.id }, body: payload, files: fileOf(file), version }),
    reload: () => fetchCourse(course.id),
  });

/**
 * DELETE /course-definitions/{id} with If-Match; a course still assigned is refused (409 COURSE_ASSIGNED)
 * unless `force`, which removes the assignments with it.
 */
export const deleteCourse = (course: Ref, force = false): Promise<void> =>
  removeVersioned(
    course.version,
    (version) =>
      callEndpoint(api.delete, { params: { id: course.id }, query: force ? { force: 'true' } : {}, version }),
    () => fetchCourse(course.id),
  );

/** POST /course-definitions/{id}/library-import ('Course imported!'): the actor's own copy. */
export const importCourse = (id: number): Promise<CourseDefinition> =>
  callEndpoint(api.libraryImport, { params: { id }, body: {} });

/** POST /course-definitions/{id}/library-update ('Course updated!'): the source's changes pulled into the copy. */
export const pullCourseUpdate = (id: number): Promise<CourseDefinition> =>
  callEndpoint(api.libraryUpdate, { params: { id } });

/** POST /course-definitions/{id}/assign ('Participants assigned to the Course!'). */
export const assignCourse = (id: number, body: AssignCourseBody): Promise<AssignCourseResult> =>
  callEndpoint(api.assign, { params: { id }, body });

/** POST /course-definitions/{id}/steps: a step at the end; multipart with its media uploaded. */
export const createStep = (courseId: number, body: CourseStepBody, file?: File): Promise<CourseStep> =>
  callEndpoint(api.createStep, { params: { id: courseId }, body, files: fileOf(file) });

/** The step as it is now (after a 412 without it): read from the course's steps. */
async function fetchStep(step: StepRef): Promise<CourseStep> {
  const found = (await fetchSteps(step.courseId)).find((s) => s.id === step.id);
  if (!found) throw new Error(`Step ${step.id} is gone`);
  return found;
}

/** PUT /course-definitions/{id}/steps/{stepId} with If-Match; a 412 retries once: the dialog's fields win. */
export const saveStep = (step: StepRef, body: UpdateCourseStepBody, file?: File): Promise<CourseStep> =>
  saveVersioned({
    version: step.version,
    body,
    save: (payload, version) =>
      callEndpoint(api.updateStep, {
        params: { id: step.courseId, stepId: step.id },
        body: payload,
        files: fileOf(file),
        version,
      }),
    reload: () => fetchStep(step),
  });

/** DELETE /course-definitions/{id}/steps/{stepId} with If-Match. */
export const deleteStep = (step: StepRef): Promise<void> =>
  removeVersioned(
    step.version,
    (version) => callEndpoint(api.deleteStep, { params: { id: step.courseId, stepId: step.id }, version }),
    () => fetchStep(step),
  );

/** PUT .../steps/{stepId}/move between its new neighbours: the steps in their new order. */
export const moveStep = (courseId: number, stepId: number, between: MoveCourseStepBody): Promise<CourseStep[]> =>
  callEndpoint(api.moveStep, { params: { id: courseId, stepId }, body: between }).then((answer) => answer.content);

/** POST /participants/{id}/courses/{courseId}/steps/{stepId}/done: the course as it stands after it. */
export const markStepDone = (userId: number, courseId: number, stepId: number): Promise<ParticipantCourseSteps> =>
  callEndpoint(api.stepDone, { params: { id: userId, courseId, stepId }, body: {} });
