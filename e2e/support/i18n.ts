import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.js';

/**
 * The portal's own strings (apps/web/src/app/i18n/locales), so that tests find a Spanish-speaking
 * user's buttons and menu by what the portal really shows them. English is the fallback, as in i18next.
 */
export type Language = 'en' | 'es';
type Bundle = { [key: string]: string | Bundle };

const LOCALES = path.join(REPO_ROOT, 'apps/web/src/app/i18n/locales');
const FEATURES = path.join(REPO_ROOT, 'apps/web/src/features');
const bundles = new Map<Language, Bundle>();

function bundle(language: Language): Bundle {
  let loaded = bundles.get(language);
  if (!loaded) {
    // As the portal merges them (app/i18n/i18n.ts): the shell's strings, then each feature's.
    const files = [path.join(LOCALES, `${language}.json`), ...featureLocales(language)];
    loaded = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Bundle)) as Bundle;
    bundles.set(language, loaded);
  }
  return loaded;
}

function featureLocales(language: Language): string[] {
  // features/<area>/locales and features/<area>/<part>/locales, as the portal's bundles glob them.
  const areas = readdirSync(FEATURES, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  const parts = areas.flatMap((area) =>
    readdirSync(path.join(FEATURES, area.name), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
      .map((entry) => path.join(area.name, entry.name)),
  );
  return [...areas.map((area) => area.name), ...parts]
    .map((dir) => path.join(FEATURES, dir, 'locales', `${language}.json`))
    .filter((file) => existsSync(file));
}

/** Keys are `section.key`; route titles are `routes` + the path (which holds dots and colons). */
function lookup(language: Language, section: string, key: string): string | undefined {
  const strings = bundle(language)[section] as Bundle | undefined;
  const value = strings?.[key];
  if (typeof value === 'string') return value;
  // A nested key (chat.gif.open): one level per dot.
  let node: string | Bundle | undefined = strings;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

export function toLanguage(value: string | null | undefined): Language {
  return value?.toLowerCase().startsWith('es') ? 'es' : 'en';
}

/** t(language, 'shell.logout'), t(language, 'errors.tryAgain', { message }). */
export function t(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  const dot = key.indexOf('.');
  const section = key.slice(0, dot);
  const rest = key.slice(dot + 1);
  const text = lookup(language, section, rest) ?? lookup('en', section, rest);
  if (text === undefined) throw new Error(`No string ${key} in the portal's locales`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** A route's title key (routes./participants) in this language, or undefined when it has none. */
export function routeText(language: Language, routePath: string): string | undefined {
  return lookup(language, 'routes', routePath) ?? lookup('en', 'routes', routePath);
}
