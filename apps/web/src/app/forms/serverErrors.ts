import i18next from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api';

/** `body.firstName` -> `firstName`: the server names the request part first (a service may name the field alone). */
const BODY_PREFIX = /^body\./;

/**
 * The server's field messages the portal words in the user's language (docs/decisions.md, "No English in
 * Spanish"): the server writes English, these are the ones a person meets on their own sign-in e-mail and
 * on a staff form that edits someone's. Any other detail is shown as the server wrote it.
 */
const WORDED_DETAILS: Readonly<Record<string, string>> = {
  'The password is not correct.': 'errors.fields.wrongPassword',
  'This is already your sign-in e-mail.': 'errors.fields.sameEmail',
  'This e-mail address is already in use.': 'errors.fields.emailInUse',
  'This person has confirmed their sign-in e-mail: only they can change it, from their own profile.':
    'errors.fields.emailConfirmed',
};

function detailMessage(message: string): string {
  const key = WORDED_DETAILS[message];
  return key ? i18next.t(key, { defaultValue: message }) : message;
}

/**
 * Puts a refusal's field details onto the form's fields: a 400's, and a 409's that names a field (an
 * e-mail already in use, a confirmed sign-in e-mail only its owner changes). True when the error is fully
 * told that way; false when something is left for the shared handler (no details, or one naming no field
 * of this form).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
): boolean {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409) || !error.details?.length)
    return false;
  const fields = new Set(Object.keys(form.getValues()));
  let allPlaced = true;
  let first = true;
  for (const detail of error.details) {
    const name = detail.path.replace(BODY_PREFIX, '');
    if (!fields.has(name.split('.')[0] ?? '')) {
      allPlaced = false;
      continue;
    }
    form.setError(name as Path<T>, { type: 'server', message: detailMessage(detail.message) }, { shouldFocus: first });
    first = false;
  }
  return allPlaced;
}
