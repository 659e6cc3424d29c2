import type { TenantWording } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toAppLanguage } from '../i18n/i18n';
import { useTenant } from './TenantContext';

/** The variables a string may name the tenant's words by: {{routine}}, {{routinesInText}}, {{swaps}}, … */
export const TENANT_WORD_KEYS: readonly (keyof TenantWording)[] = [
  'routines',
  'routine',
  'routinesInText',
  'routineInText',
  'swaps',
  'smartSurvey',
];

/** The tenant's words in the user's language ("Positive Action" in the default tenant, "Routine" elsewhere). */
export function useTenantWords(): TenantWording {
  const { i18n } = useTranslation();
  return useTenant().wording[toAppLanguage(i18n.language)];
}

/**
 * useTranslation whose `t` knows the tenant's words: a string says {{routine}} (a title), {{routineInText}}
 * (within a sentence), their plurals, {{swaps}}, and every call of the screen gets them without passing them
 * (docs/decisions.md, "Coaching loop: the tenant's word for a routine"). The tests' i18n refuses a string that
 * names a tenant word a plain `t` was not given (test/setup.ts).
 */
export function useTenantTranslation() {
  const translation = useTranslation();
  const words = useTenantWords();
  const { t: plain } = translation;
  const t = useMemo(
    () =>
      ((key: string | string[], options?: unknown) =>
        plain(
          key,
          typeof options === 'string'
            ? { ...words, defaultValue: options }
            : { ...words, ...(options as object | undefined) },
        )) as typeof plain,
    [plain, words],
  );
  return { ...translation, t };
}
