// The public surface of the calendar module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { calendarFeedRoutes } from './calendar-feed.routes.js';
import { calendarProgressRoutes } from './calendar-results.routes.js';
import { calendarRoutes } from './calendar.routes.js';
export { DEFINITION_COPY_COLUMNS, definitionCopyValues, sequenceItemCopyValues } from './calendar.copy.js';
export { participantCalendarSource } from './calendar.utilizations.js';
export { calendarUsesOf, unlinkDefinitions } from './definition-uses.js';
export { forgetCalendarOf } from './forget.js';
export { calendarRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [calendarFeedRoutes, calendarProgressRoutes, calendarRoutes];
export { calendarFacts } from './calendar.assistant-facts.js';
