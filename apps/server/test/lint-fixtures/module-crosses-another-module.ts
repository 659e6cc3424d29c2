// Linted as apps/server/src/modules/chat/fixture.ts by test/platform/boundaries.test.ts: each line
// marked "crossing" must be reported, the others not.
import { profiles } from '../profiles/profiles.table.js'; // crossing
import type { TaskRow } from '../tasks/tasks.table.js'; // crossing
import { findPerson } from '../profiles/profiles.service.js'; // crossing
import type { PersonRow } from '../profiles/profiles.presenter.js'; // crossing
import { visibleParticipantsWhere } from '../profiles/visibility.js'; // crossing
import { MODULES } from '../index.js'; // crossing
import { seedDemo } from '../../seed/seed.js'; // crossing
import { chatRoutes } from './index.js'; // crossing
import { getVisiblePerson, type MessagingPerson } from '../profiles/index.js';
import { chatChannels } from './chat.table.js';
import { presentMessage } from './chat.presenter.js';
import { jobs } from '../../platform/jobs/jobs.table.js';

export { companies } from '../companies/companies.table.js'; // crossing
export { listCompanies } from '../companies/companies.service.js'; // crossing
export { companiesRoutes } from '../companies/index.js';
export { profiles, findPerson, visibleParticipantsWhere, MODULES, seedDemo, chatRoutes, getVisiblePerson };
export { chatChannels, presentMessage, jobs };
export type { TaskRow, PersonRow, MessagingPerson };
