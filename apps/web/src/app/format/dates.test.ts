import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { formatDate, formatDateTime, formatNumber, formatRelativeTime } from './dates';

// Noon UTC: the same calendar day in every zone the tests run in; the hour depends on the zone.
const NOON = '2026-11-24T12:00:00Z';

describe('dates and figures follow the language', () => {
  afterEach(() => setLanguage('en'));

  it('writes English as the spec says: MM/DD/YYYY with a 12-hour time', () => {
    expect(formatDate(NOON)).toBe('11/24/2026');
    expect(formatDateTime(NOON)).toMatch(/^11\/24\/2026, \d{2}:\d{2} (AM|PM)$/);
    expect(formatNumber(12345)).toBe('12,345');
  });

  it('writes Spanish day first, with a 24-hour time, once the portal speaks Spanish', async () => {
    await setLanguage('es');
    expect(formatDate(NOON)).toBe('24/11/2026');
    expect(formatDateTime(NOON)).toMatch(/^24\/11\/2026, ([01]\d|2[0-3]):\d{2}$/);
    expect(formatNumber(12345)).toBe('12.345');
  });

  it('shows a value that is not a date as it came', () => {
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('says how long ago a moment was, in the language', async () => {
    const now = new Date(NOON);
    const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();
    expect(formatRelativeTime(ago(20), now)).toBe('now');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
    expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
    expect(formatRelativeTime(ago(26 * 3600), now)).toBe('yesterday');
    expect(formatRelativeTime(ago(15 * 86400), now)).toBe('2 weeks ago');
    await setLanguage('es');
    expect(formatRelativeTime(ago(5 * 60), now)).toBe('hace 5 minutos');
  });
});
