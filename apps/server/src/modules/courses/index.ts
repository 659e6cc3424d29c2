// The public surface of the courses module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { coursesRoutes } from './courses.routes.js';
export type { CourseEventPayload } from './courses.events.js';
export { forgetCourses } from './forget.js';
export { COURSE_SHARE_KINDS } from './courses.sharing.js';
export { COURSE_SUBSCRIBERS } from './courses.subscribers.js';
export { coursesSource } from './courses.utilizations.js';
export { coursesRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [coursesRoutes];
