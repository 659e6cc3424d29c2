import { endpoints, notificationTarget, type Notification } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint } from '../../app/api';
import { useErrorHandler } from '../../app/errors';
import { formatDateTime } from '../../app/format/dates';
import { useSnackbar } from '../../app/ui/snackbar';
import { profilePreviews } from '../chat/profilePreviews';
import { markRead, refreshNotifications, snooze } from './notificationsQueries';

/**
 * The user id of the profile a notification is about (the click targets' {id}, spec 002): from the
 * profile previews already loaded, else asked for now. Null when there is none or it is not visible.
 */
export async function resolveUserId(profileId: number | null | undefined): Promise<number | null> {
  if (!profileId) return null;
  const known = profilePreviews.get(profileId);
  if (known) return known.userId;
  try {
    const { items } = await callEndpoint(endpoints.profiles.previews, { query: { profileIds: [String(profileId)] } });
    profilePreviews.seed(items);
    return items.find((p) => p.profileId === profileId)?.userId ?? null;
  } catch {
    return null;
  }
}

/**
 * What a card does: a click marks it read, closes the panel and opens its target; a snooze marks it read
 * until the date and says when it comes back ("Next notification scheduled to …").
 */
export function useNotificationActions(onClose?: () => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();

  const open = async (notification: Notification, userId?: number | null) => {
    onClose?.();
    if (notification.unread) {
      markRead(notification.id).then(
        () => refreshNotifications(queryClient),
        (error: unknown) => handleError(error),
      );
    }
    const target = notificationTarget(
      notification,
      userId ?? (await resolveUserId(notification.parameters.entityProfileId)),
    );
    if (target) await navigate(target);
  };

  const snoozeUntil = async (notification: Notification, resendAt: Date) => {
    try {
      const saved = await snooze(notification.id, resendAt);
      snackbar.show(t('notifications.scheduled', { date: formatDateTime(saved.resendAt ?? resendAt.toISOString()) }));
      await refreshNotifications(queryClient);
    } catch (error) {
      handleError(error);
    }
  };

  return {
    open: (notification: Notification, userId?: number | null) => void open(notification, userId),
    snooze: (notification: Notification, resendAt: Date) => void snoozeUntil(notification, resendAt),
  };
}
