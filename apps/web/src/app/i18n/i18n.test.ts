import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import shellEs from './locales/es.json';
import participantsEs from '../../features/participants/locales/es.json';
import { setLanguage } from './i18n';

afterEach(() => setLanguage('en'));

describe('the strings of a language', () => {
  it('are fetched when the language is first used, the shell’s and every feature’s in one bundle', async () => {
    // The test setup started in English: Spanish is not loaded until someone reads Spanish.
    expect(i18next.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18next.hasResourceBundle('es', 'translation')).toBe(false);

    await setLanguage('es');

    expect(i18next.hasResourceBundle('es', 'translation')).toBe(true);
    expect(i18next.t('participants.tableLabel')).toBe(participantsEs.participants.tableLabel);
    const shellSection = Object.keys(shellEs)[0]!;
    expect(i18next.getResourceBundle('es', 'translation')[shellSection]).toEqual(
      (shellEs as Record<string, unknown>)[shellSection],
    );
    expect(document.documentElement.lang).toBe('es');
  });
});
