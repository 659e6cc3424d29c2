import { DASHBOARD_RANGES, type DashboardRange } from '@stride/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The server's default range (packages/contracts, dashboardQuerySchema). */
const DEFAULT_RANGE: DashboardRange = 'week';

export interface DashboardRangeState {
  filter: DashboardRange;
  showAll: boolean;
  /** The browser's zone: "today", "week", "month" and "year" start where the user is. */
  tz: string;
  setFilter: (filter: DashboardRange) => void;
  setShowAll: (showAll: boolean) => void;
}

const isRange = (value: string | null): value is DashboardRange =>
  (DASHBOARD_RANGES as readonly string[]).includes(value ?? '');

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The dashboard's range and "Show all", kept in the address (?filter=&showAll=) so a reload or a link keeps them. */
export function useDashboardRange(): DashboardRangeState {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = isRange(raw) ? raw : DEFAULT_RANGE;
  const showAll = params.get('showAll') === 'true';
  const tz = useMemo(browserTimeZone, []);

  // Both are written together, so the address always says the whole range once the user picked one.
  const write = useCallback(
    (next: { filter: DashboardRange; showAll: boolean }) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          updated.set('filter', next.filter);
          updated.set('showAll', String(next.showAll));
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setFilter = useCallback((next: DashboardRange) => write({ filter: next, showAll }), [write, showAll]);
  const setShowAll = useCallback((next: boolean) => write({ filter, showAll: next }), [write, filter]);

  return { filter, showAll, tz, setFilter, setShowAll };
}
