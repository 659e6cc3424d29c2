import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { addDays, daysBetween, formatDay, formatWeekday, isPlainDate, mondayOf, toDay, weekStart } from './days';

describe('plain days', () => {
  it('counts days across a month, a year and a daylight saving change', () => {
    expect(addDays('2026-10-31', 1)).toBe('2026-11-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', -1)).toBe('2026-03-28');
    expect(daysBetween('2026-11-24', '2026-11-17')).toBe(-7);
    expect(toDay(new Date(2026, 10, 24, 23, 59))).toBe('2026-11-24');
  });

  it('finds the week of a day, from Sunday or Monday', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(weekStart('2026-11-29', 0)).toBe('2026-11-29');
    expect(weekStart('2026-11-24', 0)).toBe('2026-11-22');
  });

  it('writes a day as the language does, and leaves what is not a day as it came', async () => {
    await setLanguage('en');
    expect(formatDay('2026-11-24')).toBe('11/24/2026');
    expect(formatWeekday('2026-11-24')).toBe('Tuesday, 11/24/2026');
    await setLanguage('es');
    expect(formatDay('2026-11-24')).toBe('24/11/2026');
    expect(formatWeekday('2026-11-24')).toBe('martes, 24/11/2026');
    await setLanguage('en');
    expect(isPlainDate('2026-13-01')).toBe(false);
    expect(formatDay('soon')).toBe('soon');
  });
});
