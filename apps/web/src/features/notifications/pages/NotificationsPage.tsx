import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute } from '@stride/contracts';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { FlatNotifications } from './FlatNotifications';
import { GroupedNotifications } from './GroupedNotifications';
import { NotificationActions } from '../NotificationActions';

const FLAT_PAGE_SIZE = 20;
const GROUPS_PAGE_SIZE = 10;

/** /notifications and /notifications-grouped: the panel's lists on a page of their own, a page at a time. */
function NotificationsPageFrame({ path, advisor }: { path: string; advisor: boolean }) {
  const titleOf = useRouteTitle();
  const route = findRoute(path);
  return (
    <Paper variant="outlined" sx={{ maxWidth: 800, overflow: 'hidden' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, px: 2, py: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {route ? titleOf(route) : null}
        </Typography>
        <NotificationActions advisor={advisor} />
      </Stack>
      {advisor ? <GroupedNotifications pageSize={GROUPS_PAGE_SIZE} /> : <FlatNotifications pageSize={FLAT_PAGE_SIZE} />}
    </Paper>
  );
}

/** /notifications: the flat list (spec 002 section 2). */
export default function NotificationsPage() {
  return <NotificationsPageFrame path="/notifications" advisor={false} />;
}

/** /notifications-grouped: the advisor's list grouped per participant. */
export function GroupedNotificationsPage() {
  return <NotificationsPageFrame path="/notifications-grouped" advisor />;
}
