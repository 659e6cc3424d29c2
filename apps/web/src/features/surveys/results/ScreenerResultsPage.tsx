import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ScoringRule, SurveySummary } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { saveText } from '../../../app/format/csv';
import { formatDateTime } from '../../../app/format/dates';
import { NotFoundPage } from '../../../app/routes/NotFoundPage';
import { useBreadcrumbLabel } from '../../../app/shell/breadcrumbLabels';
import { BandChip } from '../bands';
import { surveyLink } from '../surveyWords';
import { useCompletedSurveys, useDefinition } from '../surveysQueries';
import { CSV_COLUMNS, resultsCsv, type CsvColumn } from './csv';
import { ScoreChart } from './ScoreChart';

interface ParticipantResults {
  userId: number;
  name: string;
  surveys: SurveySummary[];
}

/** The completed surveys per participant (by name), each one's in the order they were completed. */
function byParticipant(surveys: readonly SurveySummary[]): ParticipantResults[] {
  const groups = new Map<number, ParticipantResults>();
  for (const s of surveys) {
    const group = groups.get(s.participant.userId) ?? {
      userId: s.participant.userId,
      name: s.participant.name,
      surveys: [],
    };
    group.surveys.push(s);
    groups.set(s.participant.userId, group);
  }
  const when = (s: SurveySummary) => s.completedAt ?? '';
  return [...groups.values()]
    .map((g) => ({ ...g, surveys: g.surveys.sort((a, b) => when(a).localeCompare(when(b))) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * /screeners/{id}/results: every completed survey of the instrument's key, all its versions (each row says
 * its version), per participant: a table of date, score and band, and the scores over time as a chart.
 * "Export CSV" saves the rows as they are read (participant, instrument, version, completed at, score,
 * band, positive).
 */
export default function ScreenerResultsPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const definition = useDefinition(id);
  const completed = useCompletedSurveys(definition.data?.key);
  const groups = useMemo(() => byParticipant(completed.data ?? []), [completed.data]);
  const name = definition.data?.name;
  useBreadcrumbLabel(id, definition.data ? t('surveys.nameVersion', { name, version: definition.data.version }) : null);

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (definition.error instanceof ApiError && definition.error.status === 404) return <NotFoundPage />;
  const error = definition.error ?? completed.error;

  const exportCsv = () => {
    const headings = Object.fromEntries(CSV_COLUMNS.map((c) => [c, t(`surveys.csv.${c}`)])) as Record<
      CsvColumn,
      string
    >;
    const rows = groups.flatMap((g) => g.surveys);
    saveText(
      resultsCsv({ headings, yes: t('common.yes'), no: t('common.no') }, rows),
      `${definition.data?.key ?? 'results'}-results.csv`,
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {name ? t('surveys.resultsOf', { name }) : t('surveys.results')}
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportCsv}
          disabled={!completed.isSuccess || groups.length === 0}
        >
          {t('surveys.exportCsv')}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('surveys.resultsIntro')}
      </Typography>
      <Box sx={{ height: 4 }}>
        {definition.isFetching || completed.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      </Box>
      {error ? <Alert severity="error">{errorMessage(error, t)}</Alert> : null}
      {completed.isSuccess && groups.length === 0 ? (
        <Typography color="text.secondary">{t('surveys.noResults')}</Typography>
      ) : null}
      {groups.map((group) => (
        <ParticipantSection key={group.userId} group={group} rule={definition.data?.scoring ?? null} />
      ))}
    </Stack>
  );
}

/** On a phone the version goes under the date (its own column from `sm` on). */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const PHONE_ONLY = { display: { xs: 'block', sm: 'none' } } as const;
/** Narrower cells on a phone, and a long band ("Moderadamente grave") wraps inside its chip rather than being cut. */
const PHONE_FIT = {
  '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } },
  '& .MuiChip-root': { height: 'auto', minHeight: 24, py: 0.25 },
  '& .MuiChip-label': { whiteSpace: 'normal' },
} as const;

function ParticipantSection({ group, rule }: { group: ParticipantResults; rule: ScoringRule | null }) {
  const { t } = useTranslation();
  const latest = group.surveys.at(-1);
  return (
    <Paper component="section" aria-label={group.name} variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {latest ? (
          <Link component={RouterLink} to={surveyLink(latest)}>
            {group.name}
          </Link>
        ) : (
          group.name
        )}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mt: 1, alignItems: { md: 'flex-start' } }}>
        {/* On a narrow screen the table may scroll sideways: its frame takes the focus, so that a keyboard scrolls it too. */}
        <Box
          role="region"
          tabIndex={0}
          aria-label={t('surveys.resultsTable', { name: group.name })}
          sx={{
            flex: 1,
            minWidth: 0,
            overflowX: 'auto',
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Table size="small" aria-label={t('surveys.resultsTable', { name: group.name })} sx={PHONE_FIT}>
            <TableHead>
              <TableRow>
                <TableCell>{t('surveys.date')}</TableCell>
                <TableCell sx={WIDE_ONLY}>{t('surveys.version')}</TableCell>
                <TableCell align="right">{t('surveys.score')}</TableCell>
                <TableCell>{t('surveys.bandColumn')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {group.surveys.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    {s.completedAt ? formatDateTime(s.completedAt) : ''}
                    <Typography variant="caption" color="text.secondary" sx={PHONE_ONLY}>
                      {t('surveys.versionValue', { version: s.definitionVersion })}
                    </Typography>
                  </TableCell>
                  <TableCell sx={WIDE_ONLY}>{s.definitionVersion}</TableCell>
                  <TableCell align="right">{s.result?.result ?? ''}</TableCell>
                  <TableCell>{s.result ? <BandChip result={s.result} /> : null}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <ScoreChart name={group.name} surveys={group.surveys} rule={rule} />
        </Box>
      </Stack>
    </Paper>
  );
}
