import { z } from 'zod';
import { IMPORT_COLUMNS, type Language, type TaskRowError } from '@stride/contracts';

type Column = (typeof IMPORT_COLUMNS)[number];
export type HeaderMap = Partial<Record<Column, number>>;
const REQUIRED: readonly Column[] = ['firstName', 'lastName', 'email'];
const MAX_NAME = 100;
const emailSchema = z.email().max(254);

/**
 * The header row: every named column must be one of the template's (any case), none twice, and
 * firstName, lastName and email present. Otherwise INVALID_SCHEMA with the wrong or missing column.
 */
export function readHeader(cells: string[]): { map: HeaderMap } | { error: { code: 'INVALID_SCHEMA'; value: string } } {
  const map: HeaderMap = {};
  for (const [index, raw] of cells.entries()) {
    const name = raw.replace(/^\uFEFF/, '').trim();
    if (name === '') continue;
    const column = IMPORT_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (!column || map[column] !== undefined) return { error: { code: 'INVALID_SCHEMA', value: name } };
    map[column] = index;
  }
  const missing = REQUIRED.find((c) => map[c] === undefined);
  return missing ? { error: { code: 'INVALID_SCHEMA', value: missing } } : { map };
}

export interface ImportRow {
  row: number;
  firstName: string;
  lastName: string;
  email: string;
  language: Language;
}

const LANGUAGES: Record<string, Language> = {
  en: 'en',
  english: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espanol: 'es',
};

/** en or es, also written out; empty or unknown: en (the spec's default language). */
export const importLanguage = (text: string): Language => LANGUAGES[text.trim().toLowerCase()] ?? 'en';

export type RowOutcome = { ok: true; value: ImportRow } | { ok: false; error: TaskRowError };

/**
 * One data row: null when blank (skipped), else the participant or the row's first error, checked
 * in the columns' order. `seen` holds the e-mails (lower case) of the good rows before this one: a
 * second use in the file is DUPLICATED_EMAIL. Names longer than 100 characters are cut to 100.
 */
export function checkRow(row: number, cells: string[], map: HeaderMap, seen: Set<string>): RowOutcome | null {
  const cell = (c: Column) => (map[c] === undefined ? '' : (cells[map[c]] ?? '').trim());
  const firstName = cell('firstName');
  const lastName = cell('lastName');
  const email = cell('email');
  const language = cell('language');
  if (!firstName && !lastName && !email && !language) return null;
  const fail = (code: TaskRowError['code'], value: string | null): RowOutcome => ({
    ok: false,
    error: { row, code, value },
  });
  if (!firstName) return fail('MISSING_FIRSTNAME', null);
  if (!lastName) return fail('MISSING_LASTNAME', null);
  if (!email) return fail('MISSING_EMAIL', null);
  if (!emailSchema.safeParse(email).success) return fail('INVALID_EMAIL', email);
  const key = email.toLowerCase();
  if (seen.has(key)) return fail('DUPLICATED_EMAIL', email);
  seen.add(key);
  return {
    ok: true,
    value: {
      row,
      firstName: firstName.slice(0, MAX_NAME),
      lastName: lastName.slice(0, MAX_NAME),
      email,
      language: importLanguage(language),
    },
  };
}
