import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { api } from '../api/client';

/** Analytics: one page view per navigation, fire and forget. */
export function usePageView(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    api.post('/page-views', { path: pathname }).catch(() => undefined);
  }, [pathname]);
}
