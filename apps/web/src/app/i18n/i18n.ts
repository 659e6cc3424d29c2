import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type AppLanguage = 'en' | 'es';
type Bundle = Record<string, unknown>;

// Each language is its own chunk, so the strings of the whole portal never weigh on the sign-in entry.
const shellLoaders: Record<AppLanguage, () => Promise<{ default: Bundle }>> = {
  en: () => import('./locales/en.json'),
  es: () => import('./locales/es.json'),
};
// A feature keeps its strings beside it (features/<area>/locales/<language>.json), under its own top-level keys.
const featureLoaders = import.meta.glob<Bundle>('../../features/*/locales/*.json', { import: 'default' });

async function loadBundle(language: AppLanguage): Promise<Bundle> {
  const features = Object.entries(featureLoaders)
    .filter(([file]) => file.endsWith(`/${language}.json`))
    .map(([, load]) => load());
  const [shell, ...parts] = await Promise.all([shellLoaders[language](), ...features]);
  return Object.assign({}, shell.default, ...parts);
}

export function toAppLanguage(value: string | null | undefined): AppLanguage {
  return value?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

async function ensureBundle(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return;
  i18next.addResourceBundle(language, 'translation', await loadBundle(language), true, true);
}

export async function initI18n(language: AppLanguage): Promise<void> {
  const [english, own] = await Promise.all([loadBundle('en'), language === 'en' ? null : loadBundle(language)]);
  const resources: Record<string, { translation: Bundle }> = { en: { translation: english } };
  if (own) resources[language] = { translation: own };
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
