import { sharingRoutes } from './sharing.routes.js';
/**
 * The sharing module's public surface (docs/architecture.md, "Something shared between companies"): a
 * module that shares a kind registers it (sharing.kinds.ts, SHARE_KINDS in modules/index.ts), serves its
 * calls over these rules, reads its subjects' shares with these conditions, and forgets them on delete.
 */
export {
  defineShareKind,
  registerShareKinds,
  registeredShareKinds,
  shareKindSpec,
  type AnyShareKindSpec,
  type ShareKind,
  type ShareKindSpec,
  type ShareKinds,
  type SharedThing,
  type ShareSubjectRow,
} from './sharing.kinds.js';
export {
  importShared,
  sharedEvents,
  sharedWithActorCompany,
  sharesOf,
  shareWith,
  shareWithActorCompany,
  type ShareOutcome,
} from './sharing.service.js';
export {
  forgetShares,
  receivedBy,
  sentBy,
  sharedCompanyIdsSql,
  sharedWithSql,
  shareRowsSql,
  type ShareDirection,
  type SubjectColumns,
} from './sharing.queries.js';
export { shareInfos, sharesByIds, sharesOfSubjects, type ShareHit, type ShareWithSharer } from './share-info.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [sharingRoutes];
