import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FactorScore, PublicResult as Result } from '@stride/contracts';
import { useTranslation } from 'react-i18next';

type Factor = FactorScore['factor'];
/** The tenant's colours for each kind of factor (the theme's error and success are its red and green). */
const FACTOR_COLOR: Record<Factor, 'error.main' | 'success.main'> = { RISK: 'error.main', PROTECTIVE: 'success.main' };

/**
 * The result as an anonymous taker reads it (docs/decisions.md, "Screeners: the public pages"): a plain
 * summary (`publicSurveys.summary.<key>`), then the brain-health screener's two figures, Risk Factor
 * (rfsPoints) and Protective Factor (bhvsPoints), each with what it means in one line; with
 * `additionalScores` (/exos) each factor's points of its maximum, risk and protective apart.
 */
export function PublicResult({ result, additionalScores }: { result: Result; additionalScores: boolean }) {
  const { t } = useTranslation();
  const factors = additionalScores ? result.additionalScores : [];
  const scored = result.rfsPoints !== null || result.bhvsPoints !== null;
  return (
    <Paper component="section" aria-labelledby="public-result" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography id="public-result" variant="h5" component="h2">
          {t('publicSurveys.result.title')}
        </Typography>
        <Typography>
          {t(`publicSurveys.summary.${result.summary}`, { defaultValue: t('publicSurveys.summary.recorded') })}
        </Typography>
        {scored ? (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            {result.rfsPoints !== null ? <Figure factor="RISK" points={result.rfsPoints} /> : null}
            {result.bhvsPoints !== null ? <Figure factor="PROTECTIVE" points={result.bhvsPoints} /> : null}
          </Box>
        ) : null}
        {factors.length > 0 ? <AdditionalScores factors={factors} /> : null}
        {scored ? (
          <Typography variant="body2" color="text.secondary">
            {t('publicSurveys.result.notDiagnosis')}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}

const FIGURE_KEYS: Record<Factor, string> = { RISK: 'riskFactor', PROTECTIVE: 'protectiveFactor' };

/** One figure: its name (the spec's "Risk Factor", "Protective Factor"), the points, what it means. */
function Figure({ factor, points }: { factor: Factor; points: number }) {
  const { t } = useTranslation();
  const key = FIGURE_KEYS[factor];
  const id = `figure-${key}`;
  return (
    <Box
      role="group"
      aria-labelledby={id}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderLeft: 6,
        borderLeftColor: FACTOR_COLOR[factor],
        borderRadius: 1,
        p: 2,
      }}
    >
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t(`publicSurveys.result.${key}`)}
      </Typography>
      <Typography variant="h3" component="p" data-figure={key}>
        {points}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(`publicSurveys.result.${key}Meaning`)}
      </Typography>
    </Box>
  );
}

/** Each factor's points of its maximum, the risk factors and the protective ones apart (/exos). */
function AdditionalScores({ factors }: { factors: FactorScore[] }) {
  const { t } = useTranslation();
  const groups: Array<{ factor: Factor; title: string }> = [
    { factor: 'RISK', title: t('publicSurveys.result.riskFactors') },
    { factor: 'PROTECTIVE', title: t('publicSurveys.result.protectiveFactors') },
  ];
  return (
    <Stack spacing={2} component="section" aria-labelledby="additional-scores">
      <Typography id="additional-scores" variant="h6" component="h3">
        {t('publicSurveys.result.byFactor')}
      </Typography>
      {groups.map(({ factor, title }) => {
        const rows = factors.filter((f) => f.factor === factor);
        if (rows.length === 0) return null;
        return (
          <Box key={factor}>
            <Typography variant="subtitle2" component="h4" id={`factors-${factor}`}>
              {title}
            </Typography>
            <Box component="ul" aria-labelledby={`factors-${factor}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {rows.map((row) => (
                <FactorRow key={row.label} row={row} />
              ))}
            </Box>
          </Box>
        );
      })}
    </Stack>
  );
}

function FactorRow({ row }: { row: FactorScore }) {
  const { t } = useTranslation();
  const share = row.max > 0 ? Math.min(100, Math.max(0, (100 * row.points) / row.max)) : 0;
  return (
    <Box component="li" sx={{ py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.label}
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
          {t('publicSurveys.result.pointsOf', { points: row.points, max: row.max })}
        </Typography>
      </Stack>
      {/* The bar repeats the figure beside it for the eye; the text says it. */}
      <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover', overflow: 'hidden' }}>
        <Box sx={{ width: `${share}%`, height: '100%', bgcolor: FACTOR_COLOR[row.factor] }} />
      </Box>
    </Box>
  );
}
