// The public surface of the library module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { directoriesRoutes } from './folders/directories.routes.js';
import { itemsRoutes } from './items/items.routes.js';
import { libraryDictionariesRoutes } from './library-dictionaries.routes.js';
import { resourcesRoutes } from './items/resources.routes.js';
import { sentResourcesRoutes } from './sent/sent-resources.routes.js';
import { staticMediaRoutes } from './static-media.routes.js';
import { libraryUploadsRoutes } from './uploads/uploads.routes.js';
export { forgetLibrary } from './forget.js';
export { libraryJobs } from './library.jobs.js';
export { libraryActor } from './library.policy.js';
export { presentResource, thumbnailLink } from './library.presenter.js';
export {
  keepStorageFileInLibrary,
  keepUploadInLibrary,
  libraryUploads,
  mediaResourcesByIds,
  usableResource,
  type ReceivedFile,
  type ResourceRow,
  type UploadedMedia,
} from './media.service.js';
export { visibleResourcesByIds } from './items/resources.service.js';
export { listSentResources } from './sent/sent-resources.service.js';
export { claimStorageFile } from './uploads/uploads.js';
export { registerUtilizationSource, type UtilizationSource } from './utilizations.js';
export { registerStoredBytesSource, type StoredBytesSource } from './uploads/quota.js';
export { libraryRecord } from './record.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [
  directoriesRoutes,
  itemsRoutes,
  libraryDictionariesRoutes,
  resourcesRoutes,
  sentResourcesRoutes,
  staticMediaRoutes,
  libraryUploadsRoutes,
];
