import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { canSeeRoute, type RouteAccessContext } from '@stride/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { useRouteTitle } from '../routes/routeTitle';
import { useBreadcrumbLabels } from './breadcrumbLabels';
import { buildBreadcrumbs } from './breadcrumbs';

export function ShellBreadcrumbs({ access }: { access: RouteAccessContext }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleOf = useRouteTitle();
  const labels = useBreadcrumbLabels();
  const crumbs = useMemo(
    () =>
      buildBreadcrumbs(pathname, {
        titleOf,
        labelFor: (id) => labels.get(id),
        isVisible: (route) => canSeeRoute(route, access),
      }),
    [pathname, titleOf, labels, access],
  );

  return (
    <Breadcrumbs aria-label={t('shell.breadcrumb')} sx={{ minWidth: 0, flexShrink: 1 }}>
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        if (crumb.linkable) {
          return (
            <Link key={crumb.path} component={RouterLink} to={crumb.path} underline="hover" color="text.secondary">
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.path}
            noWrap
            sx={{ color: isLast ? 'text.primary' : 'text.secondary', fontWeight: isLast ? 600 : undefined }}
            aria-current={isLast ? 'page' : undefined}
            aria-disabled={isLast ? undefined : true}
          >
            {crumb.label}
          </Typography>
        );
      })}
    </Breadcrumbs>
  );
}
