import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotificationCard } from '../NotificationCard';
import { useFlatNotifications } from '../notificationsQueries';
import { useNotificationActions } from '../useNotificationActions';
import { useNow } from '../useNow';

interface FlatNotificationsProps {
  /** The panel closes when a card opens its target. */
  onClose?: () => void;
  /** The full page shows the list a page at a time. */
  pageSize?: number;
}

/** Everyone but advisors: their notifications, newest first (spec 002 section 2). */
export function FlatNotifications({ onClose, pageSize }: FlatNotificationsProps) {
  const { t } = useTranslation();
  const now = useNow();
  const actions = useNotificationActions(onClose);
  const { data, isPending, isError } = useFlatNotifications();
  const [page, setPage] = useState(1);

  if (isPending) return <LinearProgress aria-label={t('common.loading')} />;
  if (isError) return <Alert severity="error">{t('notifications.loadFailed')}</Alert>;
  if (data.items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2 }}>
        {t('notifications.emptyFlat')}
      </Typography>
    );
  }
  const pages = pageSize ? Math.ceil(data.items.length / pageSize) : 1;
  const current = Math.min(page, pages);
  const shown = pageSize ? data.items.slice((current - 1) * pageSize, current * pageSize) : data.items;
  return (
    <>
      <List disablePadding aria-label={t('notifications.title')}>
        {shown.map((n) => (
          <NotificationCard key={n.id} notification={n} now={now} onOpen={actions.open} onSnooze={actions.snooze} />
        ))}
      </List>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={current}
          onChange={(_event, value) => setPage(value)}
          sx={{ display: 'flex', justifyContent: 'center', py: 2 }}
        />
      ) : null}
    </>
  );
}
