import { describe, expect, it } from 'vitest';

type Bundle = { [key: string]: string | Bundle };

/**
 * Words that are the same in English and Spanish, each with its reason. Anything else an es file says
 * exactly as the en file does is English left untranslated. Values with no word of their own (only
 * placeholders, numbers and punctuation, e.g. "{{label}}: {{value}}") are never counted.
 */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  No: 'the Spanish word is "no" too',
  General: 'the Spanish word is "general" too (a tab)',
  beta: 'product-stage label used as is in Spanish',
  Chats: '"chat" is Spanish (RAE), plural "chats"',
  Chat: '"chat" is Spanish (RAE): the bottom bar asks for it (Hoy, Calendario, Progreso, Chat, Más)',
  English: "a language's name is written in that language (the language picker)",
  Español: "a language's name is written in that language (the language picker)",
  GIF: 'file format name',
  PDF: 'file format name',
  kg: 'unit symbol (SI)',
  min: 'unit symbol (minutes)',
  m: 'unit symbol (SI)',
  s: 'unit symbol (SI, seconds)',
  h: 'unit symbol (hours)',
};

const files = import.meta.glob<Bundle>(
  ['./locales/*.json', '../../features/*/locales/*.json', '../../features/*/*/locales/*.json'],
  {
    eager: true,
    import: 'default',
  },
);

function flatten(bundle: Bundle, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(bundle)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const withoutPlaceholders = (text: string) => text.replace(/\{\{[^}]*\}\}|\{[a-z]+\}/g, '');
const hasWords = (text: string) => /\p{L}/u.test(withoutPlaceholders(text));
/** Whether every word of it (placeholders aside, e.g. "{{weight}} kg") is the same in both languages. */
const sameInBoth = (text: string) =>
  text in SAME_IN_BOTH || (withoutPlaceholders(text).match(/\p{L}+/gu) ?? []).every((word) => word in SAME_IN_BOTH);

const pairs = Object.keys(files)
  .filter((file) => file.endsWith('/en.json'))
  .map((file) => ({ file, en: files[file] ?? {}, es: files[file.replace(/en\.json$/, 'es.json')] }));

describe('Spanish locale files', () => {
  it('finds the shell and feature locale files', () => {
    expect(pairs.length).toBeGreaterThan(5);
    expect(pairs.map((pair) => pair.file)).toContain('./locales/en.json');
  });

  it.each(pairs)('$file: every English string has its own Spanish text', ({ file, en, es }) => {
    expect(es, `${file} has no es.json beside it`).toBeDefined();
    const spanish = flatten(es ?? {});
    const problems: string[] = [];
    for (const [key, english] of flatten(en)) {
      const value = spanish.get(key);
      if (value === undefined || value.trim() === '') problems.push(`${key}: missing in es`);
      else if (value === english && hasWords(english) && !sameInBoth(english))
        problems.push(`${key}: "${english}" is the English text`);
    }
    expect(problems).toEqual([]);
  });

  it.each(pairs)('$file: Spanish keeps the placeholders of the English', ({ en, es }) => {
    const spanish = flatten(es ?? {});
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
    const problems = [...flatten(en)]
      .filter(([key, english]) => {
        const value = spanish.get(key);
        return value !== undefined && placeholders(value).join() !== placeholders(english).join();
      })
      .map(([key]) => key);
    expect(problems).toEqual([]);
  });
});
