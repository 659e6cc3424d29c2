/** What the courses' events carry: the participant, the course and its title (the notification's words). */
export interface CourseEventPayload {
  participantUserId: number;
  courseId: number;
  title: string;
}

/** The courses' events (platform/events/event-map.ts), published after the commit. */
declare module '../../platform/events/event-map.js' {
  interface EventMap {
    /** A course was newly assigned to a participant (one event per participant): COURSE_ASSIGNED to them. */
    'course.assigned': CourseEventPayload;
    /** A participant marked the last step of a course done: COURSE_COMPLETED to their coaches. */
    'course.completed': CourseEventPayload;
  }
}
