import SettingsIcon from '@mui/icons-material/Settings';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import { hasNotificationSettings } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/auth/session';
import { useErrorHandler } from '../../app/errors';
import { useNotificationSettingsDialog } from './settings/NotificationSettingsDialog';
import { readAll, refreshNotifications } from './notificationsQueries';

/**
 * The list's actions (spec 002 section 2): advisors have the settings gear and Mark all as read; the
 * others Read all, and Settings when they are staff (a participant's notifications have no switch of
 * theirs).
 */
export function NotificationActions({ advisor }: { advisor: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const handleError = useErrorHandler();
  const role = useSession()?.claims.role_id;
  const settings = useNotificationSettingsDialog();
  const [reading, setReading] = useState(false);

  const markAll = async () => {
    setReading(true);
    try {
      await readAll(advisor);
      await refreshNotifications(queryClient);
    } catch (error) {
      handleError(error);
    } finally {
      setReading(false);
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, ml: 'auto' }}>
      <Button size="small" loading={reading} onClick={() => void markAll()}>
        {t(advisor ? 'notifications.markAllRead' : 'notifications.readAll')}
      </Button>
      {advisor ? (
        <IconButton aria-label={t('notifications.settingsButton')} onClick={settings.open} loading={settings.loading}>
          <SettingsIcon />
        </IconButton>
      ) : role !== undefined && hasNotificationSettings({ role }) ? (
        <Button size="small" onClick={settings.open} loading={settings.loading}>
          {t('notifications.settings')}
        </Button>
      ) : null}
      {settings.dialog}
    </Stack>
  );
}
