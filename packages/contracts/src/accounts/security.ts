import { z } from 'zod';

/**
 * One's own sign-in security (docs/decisions.md, "Accounts: …"): two-step sign-in with an authenticator app
 * (TOTP), the signed-in sessions, the password. Always the person themself, never a surrogate session.
 */

/** GET /accounts/me/two-step: whether it is on, whether the tenant requires it of the role, codes left. */
export const twoStepStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusSchema>;

/** POST /accounts/me/two-step: a new key to add to the app (base32 text and otpauth URI), not yet on. */
export const twoStepEnrollmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoStepEnrollment = z.infer<typeof twoStepEnrollmentSchema>;

/** A 6-digit code of the app; to turn it off, a recovery code too. */
export const twoStepCodeSchema = z.string().trim().min(1, 'Enter the code.').max(20);
export const confirmTwoStepBodySchema = z.strictObject({ code: twoStepCodeSchema });
export type ConfirmTwoStepBody = z.infer<typeof confirmTwoStepBodySchema>;

/** POST /accounts/me/two-step/confirm: on, with the recovery codes, shown this once. */
export const twoStepRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoStepRecoveryCodes = z.infer<typeof twoStepRecoveryCodesSchema>;

/** POST /accounts/me/two-step/disable: a current code (or a recovery code), or the password. */
export const disableTwoStepBodySchema = z.strictObject({
  code: z.string().trim().max(20).optional(),
  password: z.string().max(200).optional(),
});
export type DisableTwoStepBody = z.infer<typeof disableTwoStepBodySchema>;

/** A signed-in session: the device (browser and system, from its user agent; null unknown), the address, when. */
export const signinSessionSchema = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  address: z.string().nullable(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SigninSession = z.infer<typeof signinSessionSchema>;
export const signinSessionsSchema = z.object({ sessions: z.array(signinSessionSchema) });

export const signOutSessionBodySchema = z.strictObject({ id: z.string().max(64) });
export const signedOutSchema = z.object({ count: z.number().int() });

/** POST /accounts/me/password: the current password and a new one; the other sessions are signed out. */
export const changePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password.').max(200),
  password: z.string().min(10, 'Use at least 10 characters').max(200),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
