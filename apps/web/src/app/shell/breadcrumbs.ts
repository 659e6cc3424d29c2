import type { RouteDef } from '@stride/contracts';
import { matchRouteDef } from '../routes/matchRoute';

export interface Crumb {
  path: string;
  label: string;
  /** False for routes marked not linkable and for the page being shown. */
  linkable: boolean;
}

interface CrumbOptions {
  titleOf: (route: RouteDef) => string;
  /** Name the current view registered for an id segment. */
  labelFor: (id: string) => string | undefined;
  isVisible: (route: RouteDef) => boolean;
}

/** One crumb per path prefix that is a route: its title, or for an id segment the registered name (else the id). */
export function buildBreadcrumbs(pathname: string, { titleOf, labelFor, isVisible }: CrumbOptions): Crumb[] {
  const segments = pathname.split('/').filter(Boolean);
  const crumbs: Crumb[] = [];
  segments.forEach((segment, index) => {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const match = matchRouteDef(path);
    if (!match || !isVisible(match.route)) return;
    const isIdSegment = match.route.path.split('/').pop()?.startsWith(':') ?? false;
    const id = decodeURIComponent(segment);
    const label = isIdSegment ? (labelFor(id) ?? id) : titleOf(match.route);
    crumbs.push({ path, label, linkable: !match.route.notLinkable });
  });
  const last = crumbs.at(-1);
  if (last) last.linkable = false;
  return crumbs;
}
