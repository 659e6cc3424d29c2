import i18next from 'i18next';

type Language = 'en' | 'es';

/**
 * The one place the portal writes dates, times and figures (docs/decisions.md, "Dates follow the
 * language"): in the user's zone, in the order of their language. English is the spec's MM/DD/YYYY with
 * a 12-hour time (11/24/2026, 02:05 PM); Spanish is day first with a 24-hour time (24/11/2026, 14:05).
 * A value that is not a date is shown as it came.
 */
const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES' };
const DAY = { month: '2-digit', day: '2-digit', year: 'numeric' } as const;
const TIME: Record<Language, Intl.DateTimeFormatOptions> = {
  en: { hour: '2-digit', minute: '2-digit', hour12: true },
  es: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/** The language dates are written in: the one the portal shows (the profile's after sign-in). */
function currentLanguage(): Language {
  return (i18next.resolvedLanguage ?? i18next.language ?? 'en').toLowerCase().startsWith('es') ? 'es' : 'en';
}

function dateFormat(kind: 'date' | 'dateTime', language: Language): Intl.DateTimeFormat {
  const key = `${kind}:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], kind === 'date' ? DAY : { ...DAY, ...TIME[language] });
    cache.set(key, format);
  }
  return format;
}

export function formatDate(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat('date', language).format(date);
}

export function formatDateTime(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat('dateTime', language).format(date);
}

/** The weekday of a moment in the user's zone ("Tuesday", "martes"). */
export function formatWeekdayName(iso: string, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `weekday:${language}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { weekday: 'long' });
    cache.set(key, format);
  }
  return format.format(date);
}

/** A count as the language writes it (1,234 in English, 1234 / 12.345 in Spanish). */
export function formatNumber(value: number, language: Language = currentLanguage()): string {
  const key = `number:${language}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language]);
    cache.set(key, format);
  }
  return format.format(value);
}

const RELATIVE_STEPS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60],
  ['day', 24],
  ['week', 7],
  ['month', 4.345],
  ['year', 12],
];

/**
 * How long ago (or ahead) a moment is from `now`, in words of the language ("5 minutes ago", "hace 5
 * minutos"); under a minute is "now". A value that is not a date is shown as it came.
 */
export function formatRelativeTime(iso: string, now: Date, language: Language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const key = `relative:${language}`;
  let format = cache.get(key) as Intl.RelativeTimeFormat | undefined;
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
    cache.set(key, format);
  }
  let value = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(value) < 60) return format.format(0, 'second');
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [next, size] of RELATIVE_STEPS) {
    if (Math.abs(value) < size) break;
    value /= size;
    unit = next;
  }
  return format.format(Math.trunc(value), unit);
}
