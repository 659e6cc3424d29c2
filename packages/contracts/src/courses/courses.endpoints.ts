import { z } from 'zod';
import { idParamsSchema } from '../common.js';
import { endpoint } from '../endpoint.js';
import { Role, type RoleId } from '../roles.js';
import {
  assignCourseBodySchema,
  assignCourseResultSchema,
  courseBodySchema,
  courseDefinitionSchema,
  courseListQuerySchema,
  courseListSchema,
  courseMultipartFieldsSchema,
  courseParticipantListSchema,
  courseParticipantsQuerySchema,
  courseStepBodySchema,
  courseStepListSchema,
  courseStepParamsSchema,
  courseStepSchema,
  deleteCourseQuerySchema,
  importCourseBodySchema,
  moveCourseStepBodySchema,
  participantCourseListSchema,
  participantCourseParamsSchema,
  participantCoursesQuerySchema,
  participantCourseStepParamsSchema,
  participantCourseStepsSchema,
  updateCourseBodySchema,
  updateCourseStepBodySchema,
} from './courses.js';

/**
 * Who works with course definitions: practice staff. Spec 000 hides Courses from roles 1, 2, 3 and 7 in
 * the menu, and the calls refuse them too (issue 28; docs/decisions.md, "Courses").
 */
export const COURSE_ROLES: readonly RoleId[] = [Role.CompanyAdmin, Role.Advisor, Role.TeamMember];
/** A participant's courses: the participant, and the practice staff who see them. */
export const PARTICIPANT_COURSE_ROLES: readonly RoleId[] = [...COURSE_ROLES, Role.Participant];

/** The domain's own error codes (the portal says them by code). */
export const CourseErrorCode = {
  /** Assigning a DRAFT. */
  CourseDraft: 'COURSE_DRAFT',
  /** Deleting a course still assigned, without force. */
  CourseAssigned: 'COURSE_ASSIGNED',
  /** Pulling an update when there is none (or the source left the library). */
  NoUpdate: 'COURSE_NO_UPDATE',
  /** More steps than a course holds. */
  TooManySteps: 'COURSE_TOO_MANY_STEPS',
} as const;

const BASE = '/course-definitions';
/** The spec's multipart form: the JSON body as the `model` part, and a `file` (the cover, or the step's media). */
const multipart = { fields: courseMultipartFieldsSchema, files: ['file'] } as const;

/** Courses (spec 002 section 7, "Courses"): the author's definitions and steps, the library, assignment. */
export const courseEndpoints = {
  list: endpoint({
    method: 'GET',
    path: BASE,
    summary: "The actor's courses, or the tenant's library with library=true (search, visibility, paging): content",
    query: courseListQuerySchema,
    response: courseListSchema,
    roles: COURSE_ROLES,
  }),
  create: endpoint({
    method: 'POST',
    path: BASE,
    summary: 'A new course (title, description, visibilityStatus DRAFT by default, media): JSON, or multipart',
    body: courseBodySchema,
    multipart,
    response: courseDefinitionSchema,
    status: 201,
    versioned: true,
    roles: COURSE_ROLES,
  }),
  get: endpoint({
    method: 'GET',
    path: `${BASE}/{id}`,
    summary: 'One course (its own, or one of the library)',
    params: idParamsSchema,
    response: courseDefinitionSchema,
    versioned: true,
    roles: COURSE_ROLES,
  }),
  update: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}`,
    summary: 'Change a course (title, description, visibility, media): JSON, or multipart; Course updated!',
    params: idParamsSchema,
    body: updateCourseBodySchema,
    multipart,
    response: courseDefinitionSchema,
    versioned: true,
    roles: COURSE_ROLES,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}`,
    summary: 'Delete a course; refused while assigned (409) unless force=true, which removes the assignments',
    params: idParamsSchema,
    query: deleteCourseQuerySchema,
    status: 204,
    versioned: true,
    roles: COURSE_ROLES,
    errors: [CourseErrorCode.CourseAssigned],
  }),
  participants: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/participants`,
    summary: "The course's participants and their progress (assignmentStatus, the step reached): content",
    params: idParamsSchema,
    query: courseParticipantsQuerySchema,
    response: courseParticipantListSchema,
    roles: COURSE_ROLES,
  }),
  assign: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/assign`,
    summary: 'Assign to participants (all, autoAssignAll, participants): Participants assigned to the Course!',
    params: idParamsSchema,
    body: assignCourseBodySchema,
    response: assignCourseResultSchema,
    roles: COURSE_ROLES,
    errors: [CourseErrorCode.CourseDraft],
  }),
  libraryImport: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/library-import`,
    summary: "Copy a library course into the actor's courses, keeping its source: Course imported!",
    params: idParamsSchema,
    body: importCourseBodySchema,
    response: courseDefinitionSchema,
    status: 201,
    roles: COURSE_ROLES,
  }),
  libraryUpdate: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/library-update`,
    summary: "Pull the source's changes into an imported course, keeping the importer's own edits: Course updated!",
    params: idParamsSchema,
    response: courseDefinitionSchema,
    roles: COURSE_ROLES,
    errors: [CourseErrorCode.NoUpdate],
  }),
  steps: endpoint({
    method: 'GET',
    path: `${BASE}/{id}/steps`,
    summary: "The course's steps in order: content",
    params: idParamsSchema,
    response: courseStepListSchema,
    roles: COURSE_ROLES,
  }),
  createStep: endpoint({
    method: 'POST',
    path: `${BASE}/{id}/steps`,
    summary: 'A step at the end (title, description as Markdown, link, media): JSON, or multipart',
    params: idParamsSchema,
    body: courseStepBodySchema,
    multipart,
    response: courseStepSchema,
    status: 201,
    roles: COURSE_ROLES,
    errors: [CourseErrorCode.TooManySteps],
  }),
  updateStep: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/steps/{stepId}`,
    summary: 'Change a step: JSON, or multipart',
    params: courseStepParamsSchema,
    body: updateCourseStepBodySchema,
    multipart,
    response: courseStepSchema,
    versioned: true,
    roles: COURSE_ROLES,
  }),
  deleteStep: endpoint({
    method: 'DELETE',
    path: `${BASE}/{id}/steps/{stepId}`,
    summary: 'Remove a step',
    params: courseStepParamsSchema,
    status: 204,
    versioned: true,
    roles: COURSE_ROLES,
  }),
  moveStep: endpoint({
    method: 'PUT',
    path: `${BASE}/{id}/steps/{stepId}/move`,
    summary: 'Move a step between previousStepId and nextStepId (one at least): the steps in their new order',
    params: courseStepParamsSchema,
    body: moveCourseStepBodySchema,
    response: courseStepListSchema,
    roles: COURSE_ROLES,
  }),
  ofParticipant: endpoint({
    method: 'GET',
    path: '/participants/{id}/courses',
    summary: "The participant's courses and their progress: content",
    params: idParamsSchema,
    query: participantCoursesQuerySchema,
    response: participantCourseListSchema,
    roles: PARTICIPANT_COURSE_ROLES,
  }),
  participantSteps: endpoint({
    method: 'GET',
    path: '/participants/{id}/courses/{courseId}/steps',
    summary: "One of the participant's courses: its progress and its steps in order, each with done: content",
    params: participantCourseParamsSchema,
    response: participantCourseStepsSchema,
    roles: PARTICIPANT_COURSE_ROLES,
  }),
  stepDone: endpoint({
    method: 'POST',
    path: '/participants/{id}/courses/{courseId}/steps/{stepId}/done',
    summary: 'The participant read or watched a step (again: no change); the last one completes the course',
    params: participantCourseStepParamsSchema,
    body: z.strictObject({}).default({}),
    response: participantCourseStepsSchema,
    roles: [Role.Participant],
  }),
};
