import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { useParticipantsDashboard } from './dashboardQueries';
import { DashboardStatus } from './DashboardStatus';
import { dashboardGroups } from './figures';
import { FigureCards } from './FigureCards';
import { RangeControls } from './RangeControls';
import type { DashboardRangeState } from './useDashboardRange';

// The charts library is the heaviest part of the page: the figures show while it loads.
const ParticipantsChart = lazy(() =>
  import('./charts/ParticipantsChart').then((m) => ({ default: m.ParticipantsChart })),
);

interface ParticipantsDashboardViewProps {
  range: DashboardRangeState;
  query: ReturnType<typeof useParticipantsDashboard>;
  /** Whose dashboard: the signed-in advisor's own (/dashboard) or one advisor's seen by the company admin. */
  whose: 'own' | 'advisor';
}

/**
 * The body of /dashboard and /advisors-dashboard/{id}: the range, whose participants (one advisor's, or with
 * "Show all" the practice's), the figures as cards, the chart.
 */
export function ParticipantsDashboardView({ range, query, whose }: ParticipantsDashboardViewProps) {
  const { t } = useTranslation();
  const { data, error, isFetching, refetch } = query;
  const scopeText = t('dashboards.scope', { context: range.showAll ? `${whose}All` : whose });
  return (
    <Stack spacing={2}>
      <RangeControls range={range} from={data?.range.from} scopeText={scopeText} />
      <DashboardStatus loading={isFetching} error={error} onRetry={() => void refetch()} />
      {data ? (
        <>
          {data.participants.total.value === 0 ? <Alert severity="info">{t('dashboards.noParticipants')}</Alert> : null}
          <FigureCards groups={dashboardGroups(data)} />
          {data.participants.total.value > 0 ? (
            <Suspense fallback={<Skeleton variant="rounded" height={320} />}>
              <ParticipantsChart figures={data.participants} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}
