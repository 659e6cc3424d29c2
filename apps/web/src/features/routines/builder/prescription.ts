import {
  KIND_FIELDS,
  PRESCRIPTION_FIELDS,
  type DefinitionKind,
  type Prescription,
  type SequenceItem,
} from '@stride/contracts';
import type { TFunction } from 'i18next';

export type PrescriptionField = (typeof PRESCRIPTION_FIELDS)[number];

/** The amounts a routine item of this kind may set for itself (an activity: its time only). */
export const prescriptionFields = (kind: DefinitionKind): PrescriptionField[] =>
  PRESCRIPTION_FIELDS.filter((f) => (KIND_FIELDS[kind].amounts as readonly string[]).includes(f));

/** What the participant will be asked for: the item's own amount, else its definition's. */
export const effectivePrescription = (item: SequenceItem): Prescription => ({
  time: item.prescription.time ?? item.defaults.time,
  weight: item.prescription.weight ?? item.defaults.weight,
  repetitions: item.prescription.repetitions ?? item.defaults.repetitions,
  series: item.prescription.series ?? item.defaults.series,
  restTimeBetweenSeries: item.prescription.restTimeBetweenSeries ?? item.defaults.restTimeBetweenSeries,
});

/** A card's line: "3 × 8 · 12.5 kg · 30 s · rest 60 s" (only what is set). */
export function prescriptionSummary(item: SequenceItem, t: TFunction): string {
  const p = effectivePrescription(item);
  const parts: string[] = [];
  if (p.series !== null && p.repetitions !== null) parts.push(t('routineBuilder.setsTimesReps', p));
  else if (p.series !== null) parts.push(t('routineBuilder.sets', { count: p.series }));
  else if (p.repetitions !== null) parts.push(t('routineBuilder.reps', { count: p.repetitions }));
  if (p.weight !== null) parts.push(t('routineBuilder.kilograms', { weight: p.weight }));
  if (p.time !== null) parts.push(t('routineBuilder.seconds', { count: p.time }));
  if (p.restTimeBetweenSeries !== null) parts.push(t('routineBuilder.rest', { count: p.restTimeBetweenSeries }));
  return parts.join(' · ');
}

/** Whether the item sets any amount of its own. */
export const hasOwnPrescription = (item: SequenceItem): boolean =>
  Object.values(item.prescription).some((v) => v !== null);
