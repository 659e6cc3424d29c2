import { describe, expect, it } from 'vitest';
import { toDay } from '../../../app/format/days';
import { snoozeAfterDays, snoozeOnDay } from './snooze';

// Local wall times: the user's zone is the browser's, whatever zone the tests run in.
const now = new Date(2026, 10, 28, 18, 45);

describe('snooze dates', () => {
  it('comes back at 12:00 of the day 1, 7 or 10 days later, across the month', () => {
    expect(snoozeAfterDays(1, now)).toEqual(new Date(2026, 10, 29, 12, 0));
    expect(snoozeAfterDays(7, now)).toEqual(new Date(2026, 11, 5, 12, 0));
    expect(snoozeAfterDays(10, now)).toEqual(new Date(2026, 11, 8, 12, 0));
  });

  it('takes a picked day from today on, at 12:00, and refuses an earlier or impossible one', () => {
    expect(toDay(now)).toBe('2026-11-28');
    expect(snoozeOnDay('2026-11-28', now)).toEqual(new Date(2026, 10, 28, 12, 0));
    expect(snoozeOnDay('2027-01-02', now)).toEqual(new Date(2027, 0, 2, 12, 0));
    expect(snoozeOnDay('2026-11-27', now)).toBeNull();
    expect(snoozeOnDay('2026-02-30', now)).toBeNull();
    expect(snoozeOnDay('', now)).toBeNull();
  });
});
