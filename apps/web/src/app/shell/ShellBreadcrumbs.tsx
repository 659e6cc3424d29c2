import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
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
  // On a phone the trail keeps its last two steps (the rest behind "…"): the title wraps, never cut; the step
  // before it (a record's name, which its page's header shows whole) keeps to one line, cut short.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const oneLine = narrow
    ? { display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
    : {};
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
    <Breadcrumbs
      aria-label={t('shell.breadcrumb')}
      maxItems={narrow ? 2 : 8}
      itemsBeforeCollapse={narrow ? 0 : 1}
      itemsAfterCollapse={narrow ? 2 : 1}
      expandText={t('shell.showPath')}
      sx={{
        minWidth: 0,
        flexShrink: 1,
        lineHeight: 1.25,
        // The step before the title, cut short to leave the "…" and the separators its line.
        ...(narrow && {
          '& .MuiBreadcrumbs-li:not(:last-of-type):not(:has(> button))': { maxWidth: 'calc(100% - 72px)' },
        }),
      }}
    >
      {crumbs.map((crumb, index) => {
        const isLast = index === crumbs.length - 1;
        if (crumb.linkable) {
          return (
            <Link
              key={crumb.path}
              component={RouterLink}
              to={crumb.path}
              underline="hover"
              color="text.secondary"
              sx={isLast ? undefined : oneLine}
            >
              {crumb.label}
            </Link>
          );
        }
        return (
          <Typography
            key={crumb.path}
            sx={{
              ...(isLast ? {} : oneLine),
              color: isLast ? 'text.primary' : 'text.secondary',
              fontWeight: isLast ? 600 : undefined,
              overflowWrap: 'break-word',
              lineHeight: 1.25,
              fontSize: { xs: '0.9375rem', sm: '1rem' },
            }}
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
