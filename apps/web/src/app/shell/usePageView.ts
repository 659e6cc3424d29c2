import { endpoints } from '@stride/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { callEndpoint } from '../api';

/** Analytics: one page view per navigation, fire and forget. */
export function usePageView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    callEndpoint(endpoints.analytics.pageView, { body: { path: pathname } }).catch(() => undefined);
  }, [pathname]);
}
