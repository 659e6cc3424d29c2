import { FEATURE_FLAGS, ROUTES, type FeatureFlag } from '@stride/contracts';
import { useMemo } from 'react';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useTenant } from '../../../app/tenant/TenantContext';

export interface OfferedFlag {
  flag: FeatureFlag;
  /** The title of the tab the flag opens (Journal, Swaps, the tenant's word for Smart survey, Screeners). */
  label: string;
}

/**
 * The participant flags this tenant has a use for: a flag whose tab needs a feature the tenant lacks
 * (smart survey, screener) is left out, so neither the filters nor the switches offer it.
 */
export function useOfferedFlags(): OfferedFlag[] {
  const { features } = useTenant();
  const titleOf = useRouteTitle();
  return useMemo(
    () =>
      FEATURE_FLAGS.flatMap((flag) => {
        const tab = ROUTES.find((route) => route.tab && route.participantFlag === flag);
        if (!tab || tab.features?.some((feature) => !features[feature])) return [];
        return [{ flag, label: titleOf(tab) }];
      }),
    [features, titleOf],
  );
}
