import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { AdvisorsDashboard, DashboardMetric } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../../app/lists/PagedTable';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { advisorName } from './advisorName';
import type { DashboardRangeState } from '../useDashboardRange';

export type AdvisorRow = AdvisorsDashboard['advisors'][number];

const FIGURE_COLUMNS = ['total', 'active', 'signedIn', 'newSignIns', 'notSignedIn', 'neverSignedIn'] as const;

/** A figure of the table: the number links to the participants it counts. */
function FigureLink({ metric, label }: { metric: DashboardMetric; label: string }) {
  const { t } = useTranslation();
  if (!metric.link) return metric.value;
  return (
    <Link
      component={RouterLink}
      to={metric.link}
      aria-label={t('dashboards.figureLink', { label, value: metric.value })}
    >
      {metric.value}
    </Link>
  );
}

/**
 * The advisors table: name (to the advisor's dashboard, for the same range), their participants' figures,
 * unread notifications.
 */
export function useAdvisorColumns(range: Pick<DashboardRangeState, 'filter' | 'showAll'>): Column<AdvisorRow>[] {
  const { t } = useTranslation();
  const { filter, showAll } = range;
  return useMemo(() => {
    const search = `?${new URLSearchParams({ filter, showAll: String(showAll) })}`;
    const name: Column<AdvisorRow> = {
      key: 'name',
      label: t('dashboards.advisorColumn'),
      render: (advisor) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 160 }}>
          <UserAvatar
            picture={advisor.thumbnailUrl}
            firstName={advisor.firstName}
            lastName={advisor.lastName}
            size={32}
          />
          <Link component={RouterLink} to={`/advisors-dashboard/${advisor.id}${search}`}>
            {advisorName(advisor)}
          </Link>
        </Stack>
      ),
    };
    const figures = FIGURE_COLUMNS.map<Column<AdvisorRow>>((key) => {
      const label = t('dashboards.figure', { context: key });
      return {
        key,
        label,
        align: 'right',
        render: (advisor) => (
          <FigureLink metric={advisor.participants[key]} label={`${advisorName(advisor)}, ${label}`} />
        ),
      };
    });
    const unread: Column<AdvisorRow> = {
      key: 'unreadNotifications',
      label: t('dashboards.figure_unreadNotifications'),
      align: 'right',
      render: (advisor) => advisor.unreadNotifications.value,
    };
    return [name, ...figures, unread];
  }, [t, filter, showAll]);
}
