import { AUDIT_C } from './audit-c.js';
import { GAD2, GAD7 } from './gad.js';
import { PHQ2, PHQ9 } from './phq.js';
import type { Instrument } from './instrument.js';

export type { Instrument } from './instrument.js';

/** The validated instruments every tenant has (docs/decisions.md, "Screeners: instruments"). */
export const INSTRUMENTS: readonly Instrument[] = [PHQ9, GAD7, PHQ2, GAD2, AUDIT_C];
