import { endpoints } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';
import type { DashboardRangeState } from './useDashboardRange';

/** Every dashboard query starts with this key. */
export const DASHBOARDS_KEY = ['dashboards'] as const;
export const advisorsDashboardKey = [...DASHBOARDS_KEY, 'advisors'] as const;

type Range = Pick<DashboardRangeState, 'filter' | 'showAll' | 'tz'>;

const rangeQuery = ({ filter, showAll, tz }: Range) => ({ filter, showAll: String(showAll) as 'true' | 'false', tz });

/**
 * GET /participants/dashboard (the signed-in advisor's), or /advisors/{id}/participants/dashboard (an
 * advisor of the company admin's company, by user id). The figures of the last range stay while the next load.
 */
export function useParticipantsDashboard(range: Range, advisorUserId?: number) {
  const query = rangeQuery(range);
  const who = advisorUserId ?? 'own';
  return useQuery({
    queryKey: [...DASHBOARDS_KEY, 'participants', who, query],
    queryFn: ({ signal }) =>
      advisorUserId === undefined
        ? callEndpoint(endpoints.dashboards.participants, { query, signal })
        : callEndpoint(endpoints.dashboards.advisorParticipants, { params: { id: advisorUserId }, query, signal }),
    // Another range of the same person's dashboard stays shown while loading; another advisor's never does.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === who ? previous : undefined),
    enabled: advisorUserId === undefined || (Number.isInteger(advisorUserId) && advisorUserId > 0),
  });
}

/** The advisors dashboard's query: the range and the table's page (it has no sort or search). */
export function advisorsDashboardQuery(range: Range, page: { page: number; perPage: number }) {
  return { ...rangeQuery(range), page: page.page, perPage: page.perPage };
}
