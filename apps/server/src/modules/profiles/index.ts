// The public surface of the profiles module: what other modules and the registry (modules/index.ts) may import
// of it (docs/architecture.md, "Module surfaces"); its tables are never part of it.
import { loginTokensRoutes } from './sign-in/login-tokens.routes.js';
import { newUserEmailRoutes } from './sign-in/new-user-email.routes.js';
import { signInEmailRoutes } from './sign-in/sign-in-email.routes.js';
import { profilePictureRoutes } from './picture/picture.routes.js';
import { profilePreviewsRoutes } from './previews/previews.routes.js';
import { profilesRoutes } from './profiles.routes.js';
export { accountStore, findAccountByProfileId, findAccountByUserId } from './accounts.service.js';
export { actorQuery, loadActor } from './actor-loader.js';
export { actorProfile } from './actor-profile.js';
export { assertEmailFree } from './sign-in/email-in-use.js';
export { newUserMail } from './sign-in/new-user-mail.js';
export {
  analyzePeopleTables,
  insertParticipantAccounts,
  insertParticipantProfiles,
  isAdvisorOf,
  type NewParticipantProfile,
} from './people/people-import.service.js';
export {
  companyParticipantProfileIds,
  countPeopleByCompany,
  findPersonByUserId,
  likePattern,
  listPeople,
  personSearchWhere,
} from './people/people.queries.js';
export {
  deleteAccountAt,
  forgetCoach,
  insertPerson,
  profileWithRole,
  saveProfileAt,
  setAccountActive,
  setAccountEmail,
  type ProfileChanges,
} from './people/people.service.js';
export { advisorJoin, consultantJoin, person, selectPeople } from './people/people.sql.js';
export { previewRowsWhere, previewsOfMembers } from './previews/previews.service.js';
export { presentPreview, presentProfile, type PersonRow, type ProfileRow, type UserRow } from './profiles.presenter.js';
export {
  findPerson,
  getVisiblePerson,
  messagingPeople,
  personNameOf,
  setMainFolder,
  visibleParticipantIds,
  type MessagingPerson,
} from './profiles.service.js';
export {
  companyStaffRecipients,
  inactiveParticipants,
  languageOfProfile,
  personFactsOfUser,
  recipientsOfProfiles,
  recipientsOfUsers,
  tenantStaffRecipients,
  userIdsOfProfiles,
  type PersonFacts,
  type Recipient,
} from './people/recipients.service.js';
export { checkStaffEmailChange } from './sign-in/sign-in-email.service.js';
export { presentStaffUser } from './staff/staff.presenter.js';
export { createStaffUser, setPersonFlags, updateStaffUser } from './staff/staff.service.js';
export {
  otherPeopleWhere,
  viewerVisibleToPeopleWhere,
  visibleParticipantsWhere,
  visiblePeopleWhere,
} from './people/visibility.js';

/** The module's routes, one entry of the registry's MODULES (docs/architecture.md, "Module surfaces"). */
export const routes = [
  loginTokensRoutes,
  newUserEmailRoutes,
  profilePictureRoutes,
  profilePreviewsRoutes,
  profilesRoutes,
  signInEmailRoutes,
];
