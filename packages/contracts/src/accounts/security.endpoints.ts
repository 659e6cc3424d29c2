import { endpoint } from '../endpoint.js';
import { messageSchema } from '../flags.js';
import { ALL_ROLES, STAFF_ROLES } from '../roles.js';
import {
  changePasswordBodySchema,
  confirmTwoStepBodySchema,
  disableTwoStepBodySchema,
  signedOutSchema,
  signinSessionsSchema,
  signOutSessionBodySchema,
  twoStepEnrollmentSchema,
  twoStepRecoveryCodesSchema,
  twoStepStatusSchema,
} from './security.js';

/** One's own sign-in security: two-step sign-in (staff), sessions and password (everyone). */
export const accountSecurityEndpoints = {
  twoStepStatus: endpoint({
    method: 'GET',
    path: '/accounts/me/two-step',
    summary: 'Whether two-step sign-in (TOTP) is on for me, and required',
    response: twoStepStatusSchema,
    roles: STAFF_ROLES,
  }),
  enrollTwoStep: endpoint({
    method: 'POST',
    path: '/accounts/me/two-step',
    summary: 'A new authenticator key (not on until a code confirms it)',
    response: twoStepEnrollmentSchema,
    roles: STAFF_ROLES,
  }),
  confirmTwoStep: endpoint({
    method: 'POST',
    path: '/accounts/me/two-step/confirm',
    summary: 'Turn two-step sign-in on with a code of the app; answers the recovery codes once',
    body: confirmTwoStepBodySchema,
    response: twoStepRecoveryCodesSchema,
    roles: STAFF_ROLES,
  }),
  disableTwoStep: endpoint({
    method: 'POST',
    path: '/accounts/me/two-step/disable',
    summary: 'Turn two-step sign-in off with a current code, a recovery code or the password',
    body: disableTwoStepBodySchema,
    status: 204,
    roles: STAFF_ROLES,
  }),
  sessions: endpoint({
    method: 'GET',
    path: '/accounts/me/sessions',
    summary: 'My signed-in sessions',
    response: signinSessionsSchema,
    roles: ALL_ROLES,
  }),
  signOutSession: endpoint({
    method: 'POST',
    path: '/accounts/me/sessions/sign-out',
    summary: 'Sign one of my sessions out',
    body: signOutSessionBodySchema,
    status: 204,
    roles: ALL_ROLES,
  }),
  signOutOtherSessions: endpoint({
    method: 'POST',
    path: '/accounts/me/sessions/sign-out-others',
    summary: 'Sign out everywhere else',
    response: signedOutSchema,
    roles: ALL_ROLES,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/accounts/me/password',
    summary: 'Change my password (signs my other sessions out)',
    body: changePasswordBodySchema,
    response: messageSchema,
    roles: ALL_ROLES,
  }),
};
