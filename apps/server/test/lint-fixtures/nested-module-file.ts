// Linted as apps/server/src/modules/participants/import/fixture.ts by test/platform/boundaries.test.ts:
// each line marked "crossing" must be reported, the others not.
import { tasks } from '../../tasks/tasks.table.js'; // crossing
import { findTask } from '../../tasks/tasks.service.js'; // crossing
import { participantsRoutes } from '../index.js'; // crossing
import { MODULES } from '../../index.js'; // crossing
import { removeTasksOf } from '../../tasks/index.js';
import { queryParticipants } from '../participants.queries.js';
import { participantsJobs } from '../../participants/participants.jobs.js';
import { jobs } from '../../../platform/jobs/jobs.table.js';
import { readSheet } from './read-sheet.js';

export { tasks, findTask, participantsRoutes, MODULES, removeTasksOf, queryParticipants, participantsJobs };
export { jobs, readSheet };
