import { describe, expect, it } from 'vitest';
import i18n from 'i18next';
import { setLanguage } from '../../../app/i18n/i18n';
import { againstText, formatValue } from './values';

const t = i18n.t.bind(i18n);
const none = { series: null, repetitions: null, weight: null, time: null, distance: null };

describe('values with their units', () => {
  it('reads a time in seconds under a minute, in minutes under an hour, in hours above', async () => {
    await setLanguage('en');
    expect(formatValue('time', 45, t)).toBe('45 s');
    expect(formatValue('time', 90, t)).toBe('1:30 min');
    expect(formatValue('time', 3725, t)).toBe('1:02:05 h');
  });

  it('reads what was done against what was prescribed, in Spanish too', async () => {
    await setLanguage('es');
    const text = againstText({ ...none, repetitions: 10, time: 30 }, { ...none, repetitions: 8, time: 15 }, t);
    expect(text).toContain('8');
    expect(text).toContain('10');
    expect(text).toContain('30 s');
    await setLanguage('en');
  });
});
