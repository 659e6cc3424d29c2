import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute } from '@stride/contracts';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { useParticipantsDashboard } from './dashboardQueries';
import { ParticipantsDashboardView } from './ParticipantsDashboardView';
import { useDashboardRange } from './useDashboardRange';

const DASHBOARD_ROUTE = findRoute('/dashboard');

/** /dashboard (advisors): their own participants ("Show all": their practice's) and unread notifications, for a range. */
export default function DashboardPage() {
  const titleOf = useRouteTitle();
  const range = useDashboardRange();
  const query = useParticipantsDashboard(range);
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {DASHBOARD_ROUTE ? titleOf(DASHBOARD_ROUTE) : null}
      </Typography>
      <ParticipantsDashboardView range={range} query={query} whose="own" />
    </Stack>
  );
}
