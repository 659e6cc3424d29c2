import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { NotificationFilter } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationGroup } from './NotificationGroup';
import { useGroupedNotifications } from '../notificationsQueries';
import { useNotificationActions } from '../useNotificationActions';
import { useNow } from '../useNow';

type TimeTab = Extract<NotificationFilter, 'all' | '3d' | '1d'>;
type ReadTab = 'all' | 'unread';

const TIME_TABS: readonly { value: TimeTab; label: string }[] = [
  { value: 'all', label: 'notifications.tabAllTime' },
  { value: '3d', label: 'notifications.tab3Days' },
  { value: '1d', label: 'notifications.tab24h' },
];
const READ_TABS: readonly { value: ReadTab; label: string }[] = [
  { value: 'all', label: 'notifications.tabAll' },
  { value: 'unread', label: 'notifications.tabUnread' },
];

/**
 * The tabs' behaviour (spec 002 section 4): Unread reads the list with filter all, keeps the groups with
 * unread notifications and puts the time tab back to All time; a time tab reads with its filter (3d, 1d),
 * All time shows the list loaded first.
 */
export function useGroupedTabs() {
  const [time, setTime] = useState<TimeTab>('all');
  const [read, setRead] = useState<ReadTab>('all');
  return {
    time,
    read,
    filter: (read === 'unread' ? 'all' : time) satisfies NotificationFilter,
    chooseTime: (value: TimeTab) => {
      setTime(value);
      setRead('all');
    },
    chooseRead: (value: ReadTab) => {
      setRead(value);
      if (value === 'unread') setTime('all');
    },
  };
}

interface GroupedNotificationsProps {
  /** The panel closes when a card opens its target. */
  onClose?: () => void;
  /** The full page shows this many groups at a time. */
  pageSize?: number;
  /** In the panel the tabs stay in view while the groups scroll under them. */
  stickyTabs?: boolean;
}

/** The advisor's notifications grouped per participant, with the time and read tabs (spec 002 section 2). */
export function GroupedNotifications({ onClose, pageSize, stickyTabs }: GroupedNotificationsProps) {
  const { t } = useTranslation();
  const now = useNow();
  const actions = useNotificationActions(onClose);
  const tabs = useGroupedTabs();
  const { data, isPending, isError } = useGroupedNotifications(tabs.filter);
  const [page, setPage] = useState(1);

  const groups = data?.groups.filter((g) => tabs.read === 'all' || g.countUnread > 0) ?? [];
  const pages = pageSize ? Math.max(1, Math.ceil(groups.length / pageSize)) : 1;
  const current = Math.min(page, pages);
  const shown = pageSize ? groups.slice((current - 1) * pageSize, current * pageSize) : groups;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}>
      <Box
        sx={{
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          ...(stickyTabs ? { position: 'sticky', top: 0, zIndex: 1 } : {}),
        }}
      >
        <Tabs
          value={tabs.time}
          onChange={(_event, value: TimeTab) => {
            tabs.chooseTime(value);
            setPage(1);
          }}
          aria-label={t('notifications.timeTabs')}
          variant="fullWidth"
        >
          {TIME_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={t(tab.label)} sx={{ px: 1, whiteSpace: 'nowrap' }} />
          ))}
        </Tabs>
        <Tabs
          value={tabs.read}
          onChange={(_event, value: ReadTab) => {
            tabs.chooseRead(value);
            setPage(1);
          }}
          aria-label={t('notifications.readTabs')}
          variant="fullWidth"
        >
          {READ_TABS.map((tab) => (
            <Tab key={tab.value} value={tab.value} label={t(tab.label)} />
          ))}
        </Tabs>
      </Box>
      {isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {t('notifications.loadFailed')}
        </Alert>
      ) : null}
      {data && groups.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {t('notifications.empty')}
        </Typography>
      ) : null}
      {shown.length > 0 ? (
        <Box component="ul" aria-label={t('notifications.title')} sx={{ m: 0, p: 0 }}>
          {shown.map((group) => (
            <NotificationGroup
              key={group.profile.profileId}
              group={group}
              listFilter={tabs.filter}
              unreadOnly={tabs.read === 'unread'}
              now={now}
              onOpen={actions.open}
              onSnooze={actions.snooze}
            />
          ))}
        </Box>
      ) : null}
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={current}
          onChange={(_event, value) => setPage(value)}
          sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        />
      ) : null}
    </Box>
  );
}
