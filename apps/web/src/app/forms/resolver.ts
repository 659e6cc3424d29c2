import { toNestErrors } from '@hookform/resolvers';
import type { TFunction } from 'i18next';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** A form's schema: an object of fields in, the request body's shape out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * A schema issue in the user's language. The contracts' messages are the server's (English, meant for
 * API clients), so the portal words the common rules itself and falls back to a generic text.
 */
export function issueMessage(issue: z.core.$ZodIssue, t: TFunction): string {
  switch (issue.code) {
    case 'custom': {
      const { i18n, values } = (issue.params ?? {}) as Partial<LocalizedParams['params']>;
      if (typeof i18n === 'string') return t(i18n, values);
      break;
    }
    case 'too_small':
      if (issue.origin !== 'string') break;
      return Number(issue.minimum) <= 1 ? t('form.required') : t('form.tooShort', { count: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin !== 'string') break;
      return t('form.tooLong', { count: Number(issue.maximum) });
    case 'invalid_format':
      if (issue.format === 'email') return t('form.invalidEmail');
      break;
  }
  return t('form.invalid');
}

interface LocalizedParams {
  params: { i18n: string; values?: Record<string, unknown> };
}

/**
 * A form's own rule in the portal's words (an i18n key and its values), for `.refine()` and the
 * `params` of `ctx.addIssue()`: `z.string().refine((v) => v.trim() !== '', localized('swaps.required'))`.
 */
export const localized = (i18n: string, values?: Record<string, unknown>): LocalizedParams => ({
  params: { i18n, values },
});

/** react-hook-form validation by a contracts schema, messages through i18next; the values it hands on are parsed. */
export function localizedZodResolver<S extends FormSchema>(
  schema: S,
  t: TFunction,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= { type: issue.code, message: issueMessage(issue, t) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
