import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export type AppLanguage = 'en' | 'es';
type Bundle = Record<string, unknown>;

// Each language's strings (the shell's and every feature's) are one chunk, fetched when that language is
// needed: the user's language only, English besides only if a string is missing in theirs.
const bundleLoaders: Record<AppLanguage, () => Promise<{ default: Bundle }>> = {
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
};

async function loadBundle(language: AppLanguage): Promise<Bundle> {
  return (await bundleLoaders[language]()).default;
}

export function toAppLanguage(value: string | null | undefined): AppLanguage {
  return value?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

const pending = new Map<AppLanguage, Promise<void>>();

function ensureBundle(language: AppLanguage): Promise<void> {
  if (i18next.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    loading = loadBundle(language).then((bundle) => {
      i18next.addResourceBundle(language, 'translation', bundle, true, true);
    });
    pending.set(language, loading);
  }
  return loading;
}

export async function initI18n(language: AppLanguage): Promise<void> {
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: ['en', 'es'],
    resources: { [language]: { translation: await loadBundle(language) } },
    // A string missing in the user's language fetches English (the fallback) then; the screens render again
    // when it has been added.
    saveMissing: true,
    missingKeyHandler: () => void ensureBundle('en'),
    react: { bindI18nStore: 'added' },
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
