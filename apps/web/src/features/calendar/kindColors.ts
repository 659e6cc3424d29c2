import type { DefinitionKind } from '@stride/contracts';

/**
 * Each kind's colour on the calendar, with white text: all three pass WCAG AA (4.5:1) for small text
 * (exercise 5.8:1, circuit 9.5:1, activity 5.1:1; kindColors.test.ts checks them).
 */
export const KIND_COLORS: Record<DefinitionKind, string> = {
  EXERCISE: '#1565c0',
  SERIES: '#6a1b9a',
  ACTIVITY: '#2e7d32',
};
export const KIND_TEXT = '#ffffff';

// The view and kind toggles share the calendars' toggle style.
export { TOGGLE_SX } from '../../app/calendar/toggleSx';
