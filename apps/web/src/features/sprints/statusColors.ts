import type { SprintOccurrenceStatus } from '@stride/contracts';

/**
 * Each status's colour on the calendar, with white text (WCAG AA for small text): planned blue (5.8:1),
 * sent green with a check (5.1:1), skipped grey (4.6:1).
 */
export const STATUS_COLORS: Record<SprintOccurrenceStatus, string> = {
  PLANNED: '#1565c0',
  SENT: '#2e7d32',
  SKIPPED: '#757575',
};
export const STATUS_TEXT = '#ffffff';
