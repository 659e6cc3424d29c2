import { z } from 'zod';

/**
 * How an instrument turns its answers into a score (issue 27): every rule sums the points (`value`) of the
 * answers chosen on its scored questions, then reads the sum one of three ways. Pure and shared, so the
 * server stores the same band the portal shows. Ranges and bands are the instruments' published ones
 * (modules/surveys/instruments/).
 */
export const scoreBandSchema = z.object({
  /** A stable key (`moderately-severe`), for colours and translations. */
  key: z.string(),
  /** The published label ("Moderately severe"), a clinical word staff read; participants get plain wording. */
  label: z.string(),
  min: z.number().int(),
  max: z.number().int(),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

export const SEXES = ['FEMALE', 'MALE'] as const;
export type Sex = (typeof SEXES)[number];

export const scoringRuleSchema = z.discriminatedUnion('type', [
  /** A sum read against contiguous bands (PHQ-9, GAD-7). */
  z.object({
    type: z.literal('SUM_BANDS'),
    min: z.number().int(),
    max: z.number().int(),
    bands: z.array(scoreBandSchema),
  }),
  /** A sum that screens positive from a threshold (PHQ-2, GAD-2: 3 or more). */
  z.object({
    type: z.literal('THRESHOLD'),
    min: z.number().int(),
    max: z.number().int(),
    positiveAt: z.number().int(),
  }),
  /**
   * A threshold by sex (AUDIT-C: 4 or more for men, 3 or more for women); `otherwise` where the sex is not
   * known (docs/decisions.md, "Screeners: instruments").
   */
  z.object({
    type: z.literal('THRESHOLD_BY_SEX'),
    min: z.number().int(),
    max: z.number().int(),
    positiveAt: z.object({ FEMALE: z.number().int(), MALE: z.number().int() }),
    otherwise: z.number().int(),
  }),
  /**
   * The brain-health screener: the points of the risk-factor questions (rfsPoints, "Risk Factor") and of the
   * protective-factor questions (bhvsPoints, "Protective Factor"), each against its maximum; the result is
   * protective minus risk (min..max), higher is better.
   */
  z.object({
    type: z.literal('FACTORS'),
    min: z.number().int(),
    max: z.number().int(),
    riskMax: z.number().int(),
    protectiveMax: z.number().int(),
  }),
]);
export type ScoringRule = z.infer<typeof scoringRuleSchema>;

export interface SurveyScore {
  score: number;
  /** The band of a SUM_BANDS rule, else null. */
  band: ScoreBand | null;
  /** Whether a threshold rule screens positive, else null. */
  positive: boolean | null;
}

/** The band a sum falls in (bands are contiguous over min..max). */
export function bandOf(bands: readonly ScoreBand[], score: number): ScoreBand | null {
  return bands.find((b) => score >= b.min && score <= b.max) ?? null;
}

/**
 * Scores the chosen answers' points by the rule. A sum outside the rule's range means the answers are
 * not the instrument's (a bug or tampering), so it throws rather than guess a band.
 */
export function scoreSurvey(rule: ScoringRule, points: readonly number[], sex?: Sex | null): SurveyScore {
  const score = points.reduce((sum, p) => sum + p, 0);
  if (score < rule.min || score > rule.max) throw new RangeError(`Score ${score} outside ${rule.min}-${rule.max}`);
  switch (rule.type) {
    case 'SUM_BANDS':
      return { score, band: bandOf(rule.bands, score), positive: null };
    case 'THRESHOLD':
      return { score, band: null, positive: score >= rule.positiveAt };
    case 'THRESHOLD_BY_SEX': {
      const at = sex ? rule.positiveAt[sex] : rule.otherwise;
      return { score, band: null, positive: score >= at };
    }
    case 'FACTORS':
      return { score, band: null, positive: null };
  }
}

export type FactorsRule = Extract<ScoringRule, { type: 'FACTORS' }>;

/**
 * The brain-health screener's scores: rfsPoints (risk) and bhvsPoints (protective), each within its
 * maximum, and the result, protective minus risk.
 */
export function scoreFactors(rule: FactorsRule, risk: readonly number[], protective: readonly number[]) {
  const rfsPoints = risk.reduce((sum, p) => sum + p, 0);
  const bhvsPoints = protective.reduce((sum, p) => sum + p, 0);
  if (rfsPoints > rule.riskMax || bhvsPoints > rule.protectiveMax)
    throw new RangeError(`Factors ${rfsPoints}/${bhvsPoints} above ${rule.riskMax}/${rule.protectiveMax}`);
  return { ...scoreSurvey(rule, [bhvsPoints, -rfsPoints]), rfsPoints, bhvsPoints };
}
