import { NotificationCode, type NotificationList } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { flatListKey, markRead, refreshNotifications } from '../../notifications/notificationsQueries';

/**
 * Opening a survey reads its announcement ("PHQ-9 is ready for you to answer"): whichever way the participant
 * came (My day's card or the bell), the bell does not keep asking for what they already answer.
 */
export function useReadAnnouncement(surveyId: number, loaded: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!loaded) return;
    const list = queryClient.getQueryData<NotificationList>(flatListKey);
    const unread = (list?.items ?? []).filter(
      (n) => n.unread && n.code === NotificationCode.SurveyAvailable && n.parameters.surveyId === surveyId,
    );
    if (unread.length === 0) return;
    void Promise.all(unread.map((n) => markRead(n.id)))
      .then(() => refreshNotifications(queryClient))
      .catch(() => undefined);
  }, [queryClient, surveyId, loaded]);
}
