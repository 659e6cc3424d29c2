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

function localeDirs(): string[] {
  const features = path.join(WEB, 'features');
  return [
    path.join(WEB, 'app/i18n/locales'),
    ...readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(features, entry.name, 'locales')),
  ].filter((dir) => existsSync(path.join(dir, 'en.json')));
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
    const body = parts.join('.+?');
    // A sentence of three words or more is English wherever it stands; a word or two only as a whole line.
    const sentence = parts.join(' ').trim().split(/\s+/).length >= 3;
    found.set(text, { key, text, pattern: new RegExp(sentence ? body : `^${body}$`) });
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
    const lines = document.body.innerText.split('\n');
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
 * The notifications' texts the page has received: the server writes them when it sends one, in the language
 * the recipient had then (docs/decisions.md, "Messages are stored rendered"), so a user who has since switched to Spanish
 * still reads the English ones. Content as written, like a name: not the portal's own words.
 */
export function notificationTexts(page: Page): ReadonlySet<string> {
  const texts = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, field] of Object.entries(value)) {
        if ((key === 'message' || key === 'linkMessage') && typeof field === 'string') texts.add(field.trim());
        else collect(field);
      }
    }
  };
  page.on('response', (response) => {
    if (!response.url().includes('/notification-service/') || !response.ok()) return;
    response.json().then(collect, () => undefined);
  });
  return texts;
}
