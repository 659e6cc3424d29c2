import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type AppLanguage = 'en' | 'es';
type Bundle = Record<string, unknown>;

// Each language is its own chunk, so the strings of the whole portal never weigh on the sign-in entry.
const loaders: Record<AppLanguage, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};

export function toAppLanguage(value: string | null | undefined): AppLanguage {
  return value?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

async function ensureBundle(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  const bundle = await loaders[language]();
  i18next.addResourceBundle(language, 'translation', bundle.default, true, true);
}

export async function initI18n(language: AppLanguage): Promise<void> {
  const [english, own] = await Promise.all([loaders.en(), language === 'en' ? null : loaders[language]()]);
  const resources: Record<string, { translation: Bundle }> = { en: { translation: english.default } };
  if (own) resources[language] = { translation: own.default };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources,
    // Route titles are keyed by their path (`routes./participants/:id/general`), which holds colons.
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  document.documentElement.lang = language;
}

/** The signed-in user's language (their profile), English otherwise. */
export async function setLanguage(language: AppLanguage): Promise<void> {
  if (i18next.language === language) return;
  await ensureBundle(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
}
