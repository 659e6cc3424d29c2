import { AUDIT_C } from './audit-c.js';
import { BRAIN_SCREENER_V1, BRAIN_SCREENER_V2 } from './brain.js';
import { FRAMEWORK_SURVEY } from './framework.js';
import { INITIAL_QUESTIONS } from './initial.js';
import { GAD2, GAD7 } from './gad.js';
import { PHQ2, PHQ9 } from './phq.js';
import type { Instrument } from './instrument.js';

export type { Instrument } from './instrument.js';

/**
 * The instruments every tenant has (docs/decisions.md, "Screeners: instruments"): the validated ones, and the
 * programmes' own public screeners (the brain-health screener's two versions, the framework survey).
 */
export const INSTRUMENTS: readonly Instrument[] = [
  PHQ9,
  GAD7,
  PHQ2,
  GAD2,
  AUDIT_C,
  BRAIN_SCREENER_V1,
  BRAIN_SCREENER_V2,
  FRAMEWORK_SURVEY,
  INITIAL_QUESTIONS,
];
