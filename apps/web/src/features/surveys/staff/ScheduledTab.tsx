import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { endpoints, SURVEY_STATUSES, type SurveySummary } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../app/format/dates';
import { FilterSelect } from '../../../app/lists/FilterSelect';
import { PagedTable, type Column } from '../../../app/lists/PagedTable';
import { useListParams } from '../../../app/lists/useListParams';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { ResultSummary } from '../bands';
import { CriticalMarker, StatusChip, surveyLink } from '../surveyWords';
import { surveyListKey, useDefinitions, useSurveyNews } from '../surveysQueries';

const STATUS_PARAM = 'status';
const KEY_PARAM = 'key';

/**
 * The scheduled tab of /screeners: a page of the surveys of the participants the user sees
 * (GET /participants/surveys), by status and instrument, each with its participant (a link to the survey
 * on their tab), instrument and version, dates, score and band, and a critical answer's marker; read again
 * when a survey's news is told (a completion, a critical answer).
 */
export function ScheduledTab() {
  const { t } = useTranslation();
  useSurveyNews();
  const list = useListParams();
  const definitions = useDefinitions();
  const status = list.filters[STATUS_PARAM];
  const key = list.filters[KEY_PARAM];
  // The call's own parameters only (the address also holds the tab).
  const query = useMemo(
    () => ({
      query: { page: list.page, perPage: list.perPage, ...(status ? { status } : {}), ...(key ? { key } : {}) },
    }),
    [list.page, list.perPage, status, key],
  );
  const { data, error, isFetching } = usePagedEndpoint(surveyListKey, endpoints.surveys.list, query);
  const instruments = useMemo(() => {
    const names = new Map<string, string>();
    for (const d of definitions.data ?? []) if (!names.has(d.key)) names.set(d.key, d.name);
    return [...names].map(([value, label]) => ({ value, label }));
  }, [definitions.data]);
  const columns = useColumns();

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <FilterSelect
          label={t('surveys.statusFilter')}
          value={status ?? ''}
          allLabel={t('common.all')}
          showAll
          options={SURVEY_STATUSES.map((value) => ({ value, label: t(`surveys.status.${value}`) }))}
          onChange={(value) => list.setFilter(STATUS_PARAM, value)}
        />
        <FilterSelect
          label={t('surveys.instrumentFilter')}
          value={key ?? ''}
          allLabel={t('common.all')}
          showAll
          options={instruments}
          onChange={(value) => list.setFilter(KEY_PARAM, value)}
          minWidth={200}
        />
      </Stack>
      <PagedTable
        label={t('surveys.tab.scheduled')}
        columns={columns}
        rows={data?.items}
        meta={data?._meta}
        rowKey={(survey) => survey.id}
        list={list}
        loading={isFetching}
        error={error}
        emptyText={status || key ? t('surveys.noMatch') : t('surveys.noneScheduled')}
      />
    </Stack>
  );
}

function useColumns(): Column<SurveySummary>[] {
  const { t } = useTranslation();
  return useMemo(
    () => [
      {
        key: 'participant',
        label: t('surveys.participant'),
        render: (s) => (
          <Link component={RouterLink} to={surveyLink(s)}>
            {s.participant.name}
          </Link>
        ),
      },
      {
        key: 'instrument',
        label: t('surveys.instrument'),
        render: (s) => t('surveys.nameVersion', { name: s.name, version: s.definitionVersion }),
      },
      { key: 'status', label: t('surveys.statusLabel'), render: (s) => <StatusChip status={s.status} /> },
      { key: 'availableAt', label: t('surveys.availableFrom'), render: (s) => formatDateTime(s.availableAt) },
      {
        key: 'completedAt',
        label: t('surveys.completed'),
        render: (s) => (s.completedAt ? formatDateTime(s.completedAt) : ''),
      },
      { key: 'score', label: t('surveys.score'), render: (s) => (s.result ? <ResultSummary result={s.result} /> : '') },
      {
        key: 'critical',
        label: t('surveys.critical.column'),
        render: (s) => (s.critical ? <CriticalMarker critical={s.critical} /> : null),
      },
    ],
    [t],
  );
}
