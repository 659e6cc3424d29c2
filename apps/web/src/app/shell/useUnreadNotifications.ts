import { endpoints, NOTIFICATION_NEW_EVENT } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../api';
import { UNREAD_REFRESH_MS } from '../constants';
import { useRealtimeConnected, useRealtimeEvent } from '../realtime';

/** Every notification query starts with this key (the panel's lists too): invalidating it refreshes them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
const unreadKey = [...NOTIFICATIONS_KEY, 'unread'] as const;

async function fetchUnread(): Promise<number> {
  const page = await callEndpoint(endpoints.notifications.list, { query: { pageSize: 1 } });
  return page.unread;
}

/**
 * The bell's count (undefined until loaded). A new notification arrives over the socket with the new count (the bell rises at
 * once) and the open lists read again; only while the socket is down is the count polled, every minute. A
 * change of language reads the lists again (their words are the reader's language).
 */
export function useUnreadNotifications(): number | undefined {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  const { data } = useQuery({
    queryKey: unreadKey,
    queryFn: fetchUnread,
    refetchInterval: connected ? false : UNREAD_REFRESH_MS,
  });
  // The server words each notification in its reader's language when read: after a switch of language
  // (the profile saved first) the lists are read again, old notifications in the new language too.
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  }, [i18n.language, queryClient]);
  useRealtimeEvent(NOTIFICATION_NEW_EVENT, ({ unread }) => {
    queryClient.setQueryData(unreadKey, unread);
    void queryClient.invalidateQueries({
      queryKey: NOTIFICATIONS_KEY,
      predicate: (query) => query.queryKey[1] !== unreadKey[1],
    });
  });
  return data;
}
