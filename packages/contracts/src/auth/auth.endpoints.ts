import { passwordResetConfirmSchema, passwordResetRequestSchema } from './auth.js';
import { endpoint } from '../endpoint.js';
import { messageSchema } from '../flags.js';

/** /auth/password-reset: a one-time link by e-mail, then a new password (no sign-in needed). */
export const authEndpoints = {
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/auth/password-reset',
    summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
    body: passwordResetRequestSchema,
    response: messageSchema,
    status: 202,
    roles: 'public',
    rateLimit: { max: 5, timeWindow: '1 minute' },
  }),
  confirmPasswordReset: endpoint({
    method: 'POST',
    path: '/auth/password-reset/confirm',
    summary: "Set a new password with a reset link's token",
    body: passwordResetConfirmSchema,
    response: messageSchema,
    roles: 'public',
    rateLimit: { max: 10, timeWindow: '1 minute' },
  }),
};
export type AuthEndpoints = typeof authEndpoints;
