import {
  endpoints,
  MAX_PER_PAGE,
  NOTIFICATION_NEW_EVENT,
  NotificationCode,
  type CourseDefinition,
  type CourseStep,
  type CourseVisibility,
  type ParticipantCourseSteps,
} from '@stride/contracts';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../app/api';
import { useRealtimeEvent } from '../../app/realtime';

const api = endpoints.courses;

/** Every courses query starts with this key: a change (saved, imported, assigned, a step done) refreshes them all. */
export const COURSES_KEY = ['courses'] as const;
export const courseListKey = [...COURSES_KEY, 'list'] as const;
export const courseKey = (id: number) => [...COURSES_KEY, 'course', id] as const;
export const stepsKey = (id: number) => [...COURSES_KEY, 'steps', id] as const;
export const courseParticipantsKey = (id: number) => [...COURSES_KEY, 'participants', id] as const;
/** A participant's courses (by user id): their list, and each course with its steps. */
export const participantCoursesKey = (userId: number) => [...COURSES_KEY, 'ofParticipant', userId] as const;
/** GET /participants/{id}/courses, a page per query. */
export const participantCourseListKey = (userId: number) => [...participantCoursesKey(userId), 'list'] as const;
export const participantCourseKey = (userId: number, courseId: number) =>
  [...participantCoursesKey(userId), courseId] as const;

const validId = (id: number) => Number.isInteger(id) && id > 0;

/** A 404 or 403 is an answer (not found, not theirs), not a failure to try again. */
export const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

export interface CourseListFilter {
  library: boolean;
  page: number;
  perPage: number;
  search: string;
  visibility?: CourseVisibility;
}

/** GET /course-definitions: a page of the actor's courses, or of the library (library=true). */
export function useCourseList(filter: CourseListFilter) {
  const query = {
    page: filter.page,
    perPage: filter.perPage,
    ...(filter.library ? { library: 'true' as const } : {}),
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.visibility && !filter.library ? { visibility: filter.visibility } : {}),
  };
  return useQuery({
    queryKey: [...courseListKey, query],
    queryFn: ({ signal }) => callEndpoint(api.list, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /course-definitions/{id}: one course, its version from the ETag. */
export const fetchCourse = (id: number, signal?: AbortSignal): Promise<CourseDefinition> =>
  callEndpoint(api.get, { params: { id }, signal });

export function useCourse(id: number) {
  return useQuery({
    queryKey: courseKey(id),
    queryFn: ({ signal }) => fetchCourse(id, signal),
    enabled: validId(id),
    retry: retryUnlessRefused,
    // Signed media links live 10 to 20 minutes: back on the tab, the course is read again.
    refetchOnWindowFocus: true,
  });
}

/** GET /course-definitions/{id}/steps: the steps in order. */
export const fetchSteps = (id: number, signal?: AbortSignal): Promise<CourseStep[]> =>
  callEndpoint(api.steps, { params: { id }, signal }).then((answer) => answer.content);

export function useCourseSteps(id: number) {
  return useQuery({
    queryKey: stepsKey(id),
    queryFn: ({ signal }) => fetchSteps(id, signal),
    enabled: validId(id),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
  });
}

/** Puts a course as a call answered it in the cache; the lists that show it reload. */
export function storeCourse(queryClient: QueryClient, course: CourseDefinition) {
  queryClient.setQueryData(courseKey(course.id), course);
  void queryClient.invalidateQueries({ queryKey: courseListKey });
}

/** Puts the steps as a call answered them (a move) in the cache; the course (its step count) reloads. */
export function storeSteps(queryClient: QueryClient, courseId: number, steps: CourseStep[]) {
  queryClient.setQueryData(stepsKey(courseId), steps);
  void queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
  void queryClient.invalidateQueries({ queryKey: courseListKey });
}

/**
 * A course's news reaches the user as a notification (COURSE_ASSIGNED for the participant, COURSE_COMPLETED
 * for their coaches): the courses shown are read again at once.
 */
export function useCourseNews(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(NOTIFICATION_NEW_EVENT, ({ notification }) => {
    if (notification.code === NotificationCode.CourseAssigned || notification.code === NotificationCode.CourseCompleted)
      void queryClient.invalidateQueries({ queryKey: COURSES_KEY });
  });
}

/**
 * The participant's own courses for My day (GET /participants/{id}/courses): the first 100, which is every
 * course a participant has in practice; read again when a course is assigned to them.
 */
export function useMyCourses(userId: number) {
  useCourseNews();
  const query = { page: 1, perPage: MAX_PER_PAGE };
  return useQuery({
    queryKey: [...participantCourseListKey(userId), query],
    queryFn: ({ signal }) => callEndpoint(api.ofParticipant, { params: { id: userId }, query, signal }),
    select: (answer) => answer.content,
    enabled: validId(userId),
    retry: retryUnlessRefused,
  });
}

/** GET /participants/{id}/courses/{courseId}/steps: one course of the participant with its steps and progress. */
export function useParticipantCourse(userId: number, courseId: number) {
  useCourseNews();
  return useQuery({
    queryKey: participantCourseKey(userId, courseId),
    queryFn: ({ signal }): Promise<ParticipantCourseSteps> =>
      callEndpoint(api.participantSteps, { params: { id: userId, courseId }, signal }),
    enabled: validId(userId) && validId(courseId),
    retry: retryUnlessRefused,
    refetchOnWindowFocus: true,
  });
}
