import { ROUTES, type RouteDef } from '@stride/contracts';
import { matchRoutes, type Params } from 'react-router';

const routeObjects = ROUTES.map((route) => ({ path: route.path, def: route }));

export interface RouteMatch {
  route: RouteDef;
  params: Params;
}

/** The route table entry for a path, ranked as the router ranks it (`/courses/add` before `/courses/:id`). */
export function matchRouteDef(pathname: string): RouteMatch | null {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  return match ? { route: match.route.def, params: match.params } : null;
}
