import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ScoringRule, SurveyResult } from '@stride/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface BandColor {
  background: string;
  text: string;
}

const LOW: BandColor = { background: '#2e7d32', text: '#ffffff' };
const MILD: BandColor = { background: '#f9a825', text: '#000000' };
const MODERATE: BandColor = { background: '#ef6c00', text: '#000000' };
const HIGH: BandColor = { background: '#c62828', text: '#ffffff' };
const SEVERE: BandColor = { background: '#7f0000', text: '#ffffff' };
const NEUTRAL: BandColor = { background: '#616161', text: '#ffffff' };

/**
 * The one colour scale of the bands (docs/decisions.md, "Screeners: the staff screens"), from green to a
 * dark red, the same in every tenant (a band's meaning is not the tenant's brand). Each pair reads at 4.5:1
 * or better (white on green 5.1, black on yellow 10.4, black on orange 6.8, white on red 5.6, white on
 * dark red 11); the chip's words carry the band too, so colour is never the only sign.
 */
const BAND_COLORS: Readonly<Record<string, BandColor>> = {
  'none-minimal': LOW,
  minimal: LOW,
  negative: LOW,
  mild: MILD,
  moderate: MODERATE,
  'moderately-severe': HIGH,
  positive: HIGH,
  severe: SEVERE,
};

export const bandColor = (key: string): BandColor => BAND_COLORS[key] ?? NEUTRAL;

/** The key a result is coloured and worded by: its band, else its threshold's outcome, else none. */
export function resultKey(result: Pick<SurveyResult, 'band' | 'positive'>): string | null {
  if (result.band) return result.band.key;
  if (result.positive !== null) return result.positive ? 'positive' : 'negative';
  return null;
}

/** A result's band (or threshold outcome) in staff words: the published label, translated where we have it. */
export function resultLabel(result: Pick<SurveyResult, 'band' | 'positive'>, t: TFunction): string | null {
  if (result.band) return t(`surveys.band.${result.band.key}`, { defaultValue: result.band.label });
  if (result.positive !== null) return result.positive ? t('surveys.positive') : t('surveys.negative');
  return null;
}

/** The band (or positive / negative) as a coloured chip. */
export function BandChip({ result }: { result: Pick<SurveyResult, 'band' | 'positive'> }) {
  const { t } = useTranslation();
  const key = resultKey(result);
  const label = resultLabel(result, t);
  if (key === null || label === null) return null;
  const color = bandColor(key);
  return <Chip size="small" label={label} sx={{ bgcolor: color.background, color: color.text, fontWeight: 500 }} />;
}

/** A result for staff: the score, its band chip, and the brain-health screener's two factors. */
export function ResultSummary({ result }: { result: SurveyResult }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" component="span">
        {result.result}
      </Typography>
      <BandChip result={result} />
      {result.rfsPoints !== null ? (
        <Typography variant="body2" component="span">
          {t('surveys.riskFactor', { points: result.rfsPoints })}
        </Typography>
      ) : null}
      {result.bhvsPoints !== null ? (
        <Typography variant="body2" component="span">
          {t('surveys.protectiveFactor', { points: result.bhvsPoints })}
        </Typography>
      ) : null}
    </Stack>
  );
}

/** How an instrument scores, in one line ("0–27; Mild 5–9, …", "positive at 3 or more"). */
export function scoringSummary(rule: ScoringRule | null, t: TFunction): string {
  if (!rule) return t('surveys.scoring.none');
  const range = t('surveys.scoring.range', { min: rule.min, max: rule.max });
  switch (rule.type) {
    case 'SUM_BANDS': {
      const bands = rule.bands
        .map((b) =>
          t('surveys.scoring.band', {
            label: t(`surveys.band.${b.key}`, { defaultValue: b.label }),
            min: b.min,
            max: b.max,
          }),
        )
        .join(', ');
      return `${range}; ${bands}`;
    }
    case 'THRESHOLD':
      return `${range}; ${t('surveys.scoring.threshold', { at: rule.positiveAt })}`;
    case 'THRESHOLD_BY_SEX':
      return `${range}; ${t('surveys.scoring.thresholdBySex', {
        male: rule.positiveAt.MALE,
        female: rule.positiveAt.FEMALE,
        otherwise: rule.otherwise,
      })}`;
    case 'FACTORS':
      return t('surveys.scoring.factors', { riskMax: rule.riskMax, protectiveMax: rule.protectiveMax });
  }
}
