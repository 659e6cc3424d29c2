import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Survey } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Summaries after which the participant is told where to turn at once (docs/decisions.md). */
const SAFETY_SUMMARIES = new Set(['moderately-severe', 'severe']);

/**
 * The outcome of a completed survey as the participant reads it (docs/decisions.md, "Screeners: what a
 * participant reads"): a plain, kind summary (`surveys.summary.<key>`), never a score or a clinical band;
 * the brain-health screener's risk and protective factors; after a hard result or a critical answer, where
 * to turn if they are in danger.
 */
export function SurveyOutcome({ survey }: { survey: Survey }) {
  const { t } = useTranslation();
  const result = survey.result;
  if (!result) return null;
  const safety = survey.critical !== null || SAFETY_SUMMARIES.has(result.summary);
  return (
    <Paper component="section" aria-labelledby="survey-outcome" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography id="survey-outcome" variant="h6" component="h2">
          {t('surveys.take.thanks')}
        </Typography>
        <Typography>{t(`surveys.summary.${result.summary}`)}</Typography>
        {result.rfsPoints !== null || result.bhvsPoints !== null ? (
          <Stack direction="row" useFlexGap spacing={3} sx={{ flexWrap: 'wrap' }}>
            {result.rfsPoints !== null ? (
              <Typography>{t('surveys.riskFactor', { points: result.rfsPoints })}</Typography>
            ) : null}
            {result.bhvsPoints !== null ? (
              <Typography>{t('surveys.protectiveFactor', { points: result.bhvsPoints })}</Typography>
            ) : null}
          </Stack>
        ) : null}
        {safety ? <Alert severity="info">{t('surveys.summary.safety')}</Alert> : null}
        <div>
          <Button component={RouterLink} to="/my-day" variant="contained">
            {t('surveys.take.backToDay')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
