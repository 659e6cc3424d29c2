import { findRoute } from '@stride/contracts';
import { useRouteTitle } from '../../../app/routes/routeTitle';

const ROUTINES_ROUTE = findRoute('/routines');

/** The tenant's word for routines (Positive Actions in the default tenant, Routines on brain.localhost). */
export function useRoutinesWord(): string {
  const titleOf = useRouteTitle();
  return ROUTINES_ROUTE ? titleOf(ROUTINES_ROUTE) : '';
}
