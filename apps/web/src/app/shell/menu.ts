import { ROUTES, canSeeRoute, type RouteAccessContext, type RouteDef } from '@stride/contracts';

/** The drawer's entries for this user, in the table's order. */
export function menuRoutes(access: RouteAccessContext): RouteDef[] {
  return ROUTES.filter((route) => route.menu && canSeeRoute(route, access)).sort(
    (a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0),
  );
}
