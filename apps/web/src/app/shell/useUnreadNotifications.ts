import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { api } from '../api/client';
import { UNREAD_REFRESH_MS } from '../constants';
import { useRealtimeEvent } from '../realtime';

const unreadKey = ['notifications', 'unread'] as const;

async function fetchUnread(): Promise<number> {
  try {
    const page = await api.get<{ unread?: unknown }>('/notification-service/notifications', { query: { pageSize: 1 } });
    return typeof page.unread === 'number' ? page.unread : 0;
  } catch (error) {
    // Notifications are a later issue on the server: until then there is nothing unread.
    if (error instanceof ApiError && error.status === 404) return 0;
    throw error;
  }
}

/** The bell's count: refreshed every minute and on each realtime notification. */
export function useUnreadNotifications(): number {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: unreadKey, queryFn: fetchUnread, refetchInterval: UNREAD_REFRESH_MS });
  useRealtimeEvent('notification', () => void queryClient.invalidateQueries({ queryKey: unreadKey }));
  return data ?? 0;
}
