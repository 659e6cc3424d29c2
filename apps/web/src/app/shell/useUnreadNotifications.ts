import { endpoints } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../api';
import { UNREAD_REFRESH_MS } from '../constants';
import { useRealtimeEvent } from '../realtime';

const unreadKey = ['notifications', 'unread'] as const;

async function fetchUnread(): Promise<number> {
  const page = await callEndpoint(endpoints.notifications.list, { query: { pageSize: 1 } });
  return page.unread;
}

/** The bell's count: refreshed every minute and on each realtime notification. */
export function useUnreadNotifications(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: unreadKey, queryFn: fetchUnread, refetchInterval: UNREAD_REFRESH_MS });
  useRealtimeEvent('notification', () => void queryClient.invalidateQueries({ queryKey: unreadKey }));
  return data ?? 0;
}
