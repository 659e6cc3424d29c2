// Linted as apps/server/src/modules/chat/index.ts by test/platform/boundaries.test.ts: each line
// marked "crossing" must be reported, the others not.
export { chatChannels } from './chat.table.js'; // crossing
export { listCompanies } from '../companies/companies.service.js'; // crossing
export { chatRoutes } from './chat.routes.js';
export { chatMessagesSource } from './chat.utilizations.js';
export type { PersonRow } from '../profiles/index.js';
