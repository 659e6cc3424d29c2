import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TenantConfig } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { REPO_ROOT } from './server.js';

/**
 * What an English string left on a Spanish screen looks like: every string of the portal's en locale
 * files whose es text differs (or is missing), and the tenant's English wording. A page shows one when a
 * line of its text, an accessible name (aria-label, title, placeholder) or the document's title is that
 * string; a longer sentence counts inside a line too.
 */
type Bundle = { [key: string]: string | Bundle };

const WEB = path.join(REPO_ROOT, 'apps/web/src');

function flatten(bundle: Bundle, prefix = '', out = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(bundle)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else flatten(value, name, out);
  }
  return out;
}

const subFolders = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'locales')
    .map((entry) => path.join(dir, entry.name));

/** The portal's bundles: the shell's, each feature's and each feature part's (features/<d>/<part>/locales), as i18n loads them. */
function localeDirs(): string[] {
  const features = subFolders(path.join(WEB, 'features'));
  return [path.join(WEB, 'app/i18n/locales'), ...features, ...features.flatMap(subFolders)]
    .map((dir) => (dir.endsWith('locales') ? dir : path.join(dir, 'locales')))
    .filter((dir) => existsSync(path.join(dir, 'en.json')));
}

const read = (file: string): Bundle => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Bundle) : {});
const PLACEHOLDER = /\{\{[^}]*\}\}|\{product\}/g;
const hasWords = (text: string) => /\p{L}{2,}/u.test(text.replace(PLACEHOLDER, ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface EnglishString {
  key: string;
  text: string;
  /** Matches a whole line (or, for a sentence, part of one). */
  pattern: RegExp;
}

/** `skip`: locale keys the portal never shows (e.g. a route title the tenant's wording replaces). */
export function englishOnlyStrings(tenant: TenantConfig, skip: ReadonlySet<string> = new Set()): EnglishString[] {
  const found = new Map<string, EnglishString>();
  const add = (key: string, text: string) => {
    if (!hasWords(text) || found.has(text)) return;
    const parts = text.split(PLACEHOLDER).map(escape);
    // A sentence of three words or more is English wherever it stands, its placeholders anything; a word or
    // two only as a whole line, each placeholder one word ("{{done}} of {{planned}}" is "3 of 5", not any
    // line with "of" in it).
    const sentence = parts.join(' ').trim().split(/\s+/).length >= 3;
    const pattern = sentence ? parts.join('.+?') : `^${parts.join('\\S+')}$`;
    found.set(text, { key, text, pattern: new RegExp(pattern) });
  };
  for (const dir of localeDirs()) {
    const spanish = flatten(read(path.join(dir, 'es.json')));
    for (const [key, english] of flatten(read(path.join(dir, 'en.json')))) {
      if (spanish.get(key) !== english && !skip.has(key)) add(`${path.relative(WEB, dir)}: ${key}`, english);
    }
  }
  for (const [area, english] of Object.entries(tenant.wording.en)) {
    if (tenant.wording.es[area as keyof typeof tenant.wording.es] !== english) add(`tenant wording ${area}`, english);
  }
  return [...found.values()];
}

/** The texts a person reads or hears on the page: its lines, accessible names and the document title. */
export async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // What people wrote (names of folders and files) is marked translate="no": not the portal's words.
    const written = new Set(
      [...document.querySelectorAll<HTMLElement>('[translate="no"]')].flatMap((element) =>
        element.innerText.split('\n').map((line) => line.trim()),
      ),
    );
    const lines = document.body.innerText.split('\n').filter((line) => !written.has(line.trim()));
    const names = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
      .filter((element) => (element as HTMLElement).offsetParent !== null || element.closest('[role="dialog"]'))
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt'].map((attribute) => element.getAttribute(attribute) ?? ''),
      );
    return [...lines, ...names, ...document.title.split(' | ')].map((text) => text.trim()).filter(Boolean);
  });
}

/** "line" ← "en string (its key)" for every English string the page shows. */
export function findEnglish(texts: readonly string[], strings: readonly EnglishString[]): string[] {
  const problems = new Set<string>();
  for (const text of texts) {
    for (const english of strings) {
      if (english.pattern.test(text)) problems.add(`"${text}" ← "${english.text}" (${english.key})`);
    }
  }
  return [...problems];
}

/**
 * Every text the page has received from the API: what people wrote (names, titles, folders, messages) and what
 * the server wrote for them (notifications are stored in the language the recipient had then: docs/decisions.md,
 * "Messages are stored rendered"). Content, not the portal's own words: a folder named "Exercises" is no
 * untranslated string.
 */
export function receivedTexts(page: Page): ReadonlySet<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  page.on('response', (response) => {
    const json = (response.headers()['content-type'] ?? '').includes('application/json');
    if (!new URL(response.url()).pathname.startsWith('/api/') || !json || !response.ok()) return;
    response.json().then(collect, () => undefined);
  });
  return texts;
}
