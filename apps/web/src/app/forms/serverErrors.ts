import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '../api';

/** `body.firstName` -> `firstName`: the server names the request part first. */
const BODY_PREFIX = /^body\./;

/**
 * Puts a 400's field details onto the form's fields. True when the error is fully told that way; false
 * when something is left for the shared handler (no details, or one naming no field of this form).
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'getValues' | 'setError'>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.details?.length) return false;
  const fields = new Set(Object.keys(form.getValues()));
  let allPlaced = true;
  let first = true;
  for (const detail of error.details) {
    const name = detail.path.replace(BODY_PREFIX, '');
    if (!BODY_PREFIX.test(detail.path) || !fields.has(name.split('.')[0] ?? '')) {
      allPlaced = false;
      continue;
    }
    form.setError(name as Path<T>, { type: 'server', message: detail.message }, { shouldFocus: first });
    first = false;
  }
  return allPlaced;
}
