import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import Typography from '@mui/material/Typography';
import { endpoints, findRoute } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '../../../app/lists/PagedTable';
import { usePagedEndpoint } from '../../../app/lists/usePagedEndpoint';
import { useListParams } from '../../../app/lists/useListParams';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useAdvisorColumns } from './advisorColumns';
import { advisorsDashboardKey, advisorsDashboardQuery } from '../dashboardQueries';
import { DashboardStatus } from '../DashboardStatus';
import { participantGroups } from '../figures';
import { FigureCards } from '../FigureCards';
import { RangeControls } from '../RangeControls';
import { useDashboardRange } from '../useDashboardRange';

// The charts library is the heaviest part of the page: the figures and the table show while it loads.
const AdvisorsChart = lazy(() => import('../charts/AdvisorsChart').then((m) => ({ default: m.AdvisorsChart })));
const ADVISORS_DASHBOARD_ROUTE = findRoute('/advisors-dashboard');

/** /advisors-dashboard (company admins): the company's figures, the advisors compared, a page of advisors. */
export default function AdvisorsDashboardPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const range = useDashboardRange();
  const list = useListParams();
  // Only the range and the page: the call takes no sort or search, and refuses what it does not know.
  const paged = { query: advisorsDashboardQuery(range, list) };
  const { data, error, isFetching, refetch } = usePagedEndpoint(
    advisorsDashboardKey,
    endpoints.dashboards.advisors,
    paged,
  );
  const columns = useAdvisorColumns(range);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {ADVISORS_DASHBOARD_ROUTE ? titleOf(ADVISORS_DASHBOARD_ROUTE) : null}
      </Typography>
      <RangeControls range={range} from={data?.range.from} />
      <DashboardStatus loading={isFetching} error={error} onRetry={() => void refetch()} />
      {data && data.totals.total.value === 0 ? <Alert severity="info">{t('dashboards.noParticipants')}</Alert> : null}
      {data ? <FigureCards groups={participantGroups(data.totals)} /> : null}
      {data && data.advisors.length > 0 ? (
        <Suspense fallback={<Skeleton variant="rounded" height={260} />}>
          <AdvisorsChart advisors={data.advisors} />
        </Suspense>
      ) : null}
      <Typography variant="h6" component="h2">
        {t('dashboards.advisorsTable')}
      </Typography>
      <PagedTable
        label={t('dashboards.advisorsTable')}
        columns={columns}
        rows={data?.advisors}
        meta={data?._meta}
        rowKey={(advisor) => advisor.id}
        list={list}
        loading={false}
        error={null}
        emptyText={t('dashboards.noAdvisors')}
      />
    </Stack>
  );
}
