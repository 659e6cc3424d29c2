import type {
  CourseDefinition,
  CourseParticipant,
  CourseStep,
  ParticipantCourse,
  ParticipantCourseSteps,
} from '@stride/contracts';
import { json } from '../../test/fetchStub';

/** Courses as the server presents them (component tests only). */
export const NOW = '2026-11-20T10:00:00.000Z';

/** A page of a list answer: `{ content, _meta }`. */
export const page = (items: unknown[], meta: Partial<{ totalCount: number; pageCount: number }> = {}) =>
  json(200, {
    content: items,
    _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20, ...meta },
  });

export const testCourse = (id: number, overrides: Partial<CourseDefinition> = {}): CourseDefinition => ({
  id,
  title: `Course ${id}`,
  description: 'What the course is about.',
  visibilityStatus: 'PRIVATE',
  media: null,
  authorProfileId: 205,
  authorName: 'Alice Advisor',
  companyId: 1,
  mine: true,
  stepCount: 3,
  participants: 2,
  autoAssignAll: false,
  assignmentStatus: null,
  source: null,
  updateAvailable: false,
  createdAt: NOW,
  updatedAt: NOW,
  version: 4,
  ...overrides,
});

export const testStep = (id: number, position: number, overrides: Partial<CourseStep> = {}): CourseStep => ({
  id,
  courseId: 7,
  position,
  title: `Step ${id}`,
  description: '',
  link: null,
  media: null,
  updatedAt: NOW,
  version: 1,
  ...overrides,
});

const progress = {
  assignmentStatus: 'NOT_STARTED' as const,
  stepsDone: 0,
  stepCount: 3,
  currentStep: null,
  assignedAt: NOW,
  completedAt: null,
  lastActivityAt: null,
};

export const testParticipantCourse = (id: number, overrides: Partial<ParticipantCourse> = {}): ParticipantCourse => ({
  course: { id, title: `Course ${id}`, description: '', media: null, authorName: 'Alice Advisor' },
  ...progress,
  ...overrides,
});

/** A participant's course with its steps, each done when its id is in `done`. */
export const testCourseSteps = (
  courseId: number,
  steps: CourseStep[],
  done: readonly number[],
  overrides: Partial<ParticipantCourseSteps> = {},
): ParticipantCourseSteps => {
  const count = done.length;
  const open = steps.find((s) => !done.includes(s.id));
  return {
    ...testParticipantCourse(courseId),
    course: { id: courseId, title: 'Sleep hygiene', description: 'Better nights.', media: null, authorName: 'Alice' },
    assignmentStatus: count === 0 ? 'NOT_STARTED' : count === steps.length ? 'COMPLETED' : 'IN_PROGRESS',
    stepsDone: count,
    stepCount: steps.length,
    currentStep: open ? { id: open.id, title: open.title } : null,
    completedAt: count === steps.length ? NOW : null,
    content: steps.map((s) => ({
      ...s,
      courseId,
      done: done.includes(s.id),
      doneAt: done.includes(s.id) ? NOW : null,
    })),
    ...overrides,
  };
};

export const testCourseParticipant = (
  userId: number,
  name: string,
  overrides: Partial<CourseParticipant> = {},
): CourseParticipant => ({
  participant: {
    profileId: userId + 100,
    uuid: `uuid-${userId}`,
    userId,
    fullName: name,
    thumbnailUrl: null,
    roleId: 7,
    email: `p${userId}@example.test`,
  },
  ...progress,
  ...overrides,
});
