import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SurveyDefinitionSummary } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../app/errors';
import { scoringSummary } from '../bands';
import { Term, TermList } from '../TermList';
import { useKindLabel } from '../surveyWords';
import { useDefinitions } from '../surveysQueries';

/**
 * The instruments tab of /screeners: every definition of the tenant (each version its own), with its kind,
 * languages and how it scores; its name opens it (/screeners/{id}), "Results" its results.
 */
export function InstrumentsTab() {
  const { t } = useTranslation();
  const definitions = useDefinitions();
  const rows = definitions.data ?? [];
  return (
    <Stack spacing={1.5}>
      <Box sx={{ height: 4 }}>
        {definitions.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {definitions.error ? <Alert severity="error">{errorMessage(definitions.error, t)}</Alert> : null}
      {definitions.isSuccess && rows.length === 0 ? (
        <Typography color="text.secondary">{t('surveys.noInstruments')}</Typography>
      ) : null}
      <Stack
        component="ul"
        aria-label={t('surveys.tab.instruments')}
        spacing={1.5}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {rows.map((definition) => (
          <Instrument key={definition.id} definition={definition} />
        ))}
      </Stack>
    </Stack>
  );
}

function Instrument({ definition: d }: { definition: SurveyDefinitionSummary }) {
  const { t } = useTranslation();
  const kindLabel = useKindLabel();
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 500, mr: 'auto', overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/screeners/${d.id}`}>
            {t('surveys.nameVersion', { name: d.name, version: d.version })}
          </Link>
        </Typography>
        <Link
          component={RouterLink}
          to={`/screeners/${d.id}/results`}
          variant="body2"
          aria-label={t('surveys.resultsOf', { name: t('surveys.nameVersion', { name: d.name, version: d.version }) })}
        >
          {t('surveys.results')}
        </Link>
      </Stack>
      <TermList>
        <Term label={t('surveys.kindLabel')}>{kindLabel(d.kind)}</Term>
        <Term label={t('surveys.languages')}>
          {d.languages.map((l) => t(`languages.${l}`, { defaultValue: l })).join(', ')}
        </Term>
        <Term label={t('surveys.scoringLabel')}>{scoringSummary(d.scoring, t)}</Term>
      </TermList>
    </Paper>
  );
}
