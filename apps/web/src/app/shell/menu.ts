import { ROUTES, canSeeRoute, findRoute, type RouteAccessContext, type RouteDef } from '@stride/contracts';

/** The drawer's entries for this user, in the table's order. */
export function menuRoutes(access: RouteAccessContext): RouteDef[] {
  return ROUTES.filter((route) => route.menu && canSeeRoute(route, access)).sort(
    (a, b) => (a.menu?.order ?? 0) - (b.menu?.order ?? 0),
  );
}

/** The participant's bottom bar at phone width, in its order (More, the drawer, follows them). */
export const BOTTOM_BAR_PATHS = ['/my-day', '/my-calendar', '/my-progress', '/chat'] as const;
export type BottomBarPath = (typeof BOTTOM_BAR_PATHS)[number];

/**
 * The bottom bar's tabs for this user: only for someone whose own day is their home (a participant: staff keep
 * the drawer), and of its paths those the route table has and lets them see, so a page not yet in the table
 * is simply not offered.
 */
export function bottomBarPaths(access: RouteAccessContext): BottomBarPath[] {
  const visible = (path: string) => {
    const route = findRoute(path);
    return route !== undefined && canSeeRoute(route, access);
  };
  return visible('/my-day') ? BOTTOM_BAR_PATHS.filter(visible) : [];
}
