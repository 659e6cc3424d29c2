import { passwordResetConfirmSchema } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

// The server's rules (packages/contracts) with the user's language for the messages.
const { minLength, maxLength } = passwordResetConfirmSchema.shape.password;
const MIN = minLength ?? 10;
const MAX = maxLength ?? 200;

export function requestResetSchema(t: TFunction) {
  return z.object({ email: z.email(t('resetPassword.invalidEmail')).max(254, t('resetPassword.invalidEmail')) });
}

export function confirmResetSchema(t: TFunction) {
  return z
    .object({
      password: z
        .string()
        .min(MIN, t('resetPassword.tooShort', { count: MIN }))
        .max(MAX, t('resetPassword.tooLong', { count: MAX })),
      repeat: z.string(),
    })
    .refine((values) => values.password === values.repeat, {
      path: ['repeat'],
      message: t('resetPassword.mismatch'),
    });
}
