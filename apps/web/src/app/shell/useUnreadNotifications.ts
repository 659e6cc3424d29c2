import { endpoints, NOTIFICATION_NEW_EVENT } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
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
 * once) and the open lists read again; only while the socket is down is the count polled, every minute.
 */
export function useUnreadNotifications(): number | undefined {
  const queryClient = useQueryClient();
  const connected = useRealtimeConnected();
  const { data } = useQuery({
    queryKey: unreadKey,
    queryFn: fetchUnread,
    refetchInterval: connected ? false : UNREAD_REFRESH_MS,
  });
  useRealtimeEvent(NOTIFICATION_NEW_EVENT, ({ unread }) => {
    queryClient.setQueryData(unreadKey, unread);
    void queryClient.invalidateQueries({
      queryKey: NOTIFICATIONS_KEY,
      predicate: (query) => query.queryKey[1] !== unreadKey[1],
    });
  });
  return data;
}
