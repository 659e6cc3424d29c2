import {
  endpoints,
  NOTIFICATION_GROUP_PAGE_SIZE,
  type Notification,
  type NotificationFilter,
  type NotificationGrouped,
  type NotificationSettings,
} from '@stride/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';
import { NOTIFICATIONS_KEY } from '../../app/shell/useUnreadNotifications';

const api = endpoints.notifications;

/** Every notification query starts with NOTIFICATIONS_KEY (the bell's count too): one invalidation refreshes all. */
export const flatListKey = [...NOTIFICATIONS_KEY, 'list'] as const;
export const groupedKey = (filter: NotificationFilter) => [...NOTIFICATIONS_KEY, 'grouped', filter] as const;
export const SETTINGS_KEY = ['notificationSettings'] as const;

/** The flat list (everyone but advisors): up to 100 newest, with the unread count. */
export function useFlatNotifications() {
  return useQuery({
    queryKey: flatListKey,
    queryFn: ({ signal }) => callEndpoint(api.list, { query: { filter: 'all' }, signal }),
  });
}

/**
 * The advisor's list grouped per participant. A filter's answer is kept until something changes it (a
 * realtime notification, a read): going back to All time shows the list loaded first (spec 002 section 4).
 */
export function useGroupedNotifications(filter: NotificationFilter) {
  return useQuery({
    queryKey: groupedKey(filter),
    queryFn: ({ signal }) => callEndpoint(api.grouped, { query: { filter }, signal }),
    staleTime: Infinity,
  });
}

/**
 * Load more of one group: the page after its last shown notification, appended to that group in the
 * cached list it was shown from. Answers whether more follow.
 */
export async function loadMoreOfGroup(
  queryClient: QueryClient,
  listFilter: NotificationFilter,
  profileId: number,
  shown: readonly Notification[],
  pageFilter: NotificationFilter,
): Promise<boolean> {
  const lastItem = shown.at(-1)?.id;
  const page = await callEndpoint(api.groupPage, {
    params: { id: profileId },
    query: { pageSize: NOTIFICATION_GROUP_PAGE_SIZE, filter: pageFilter, ...(lastItem ? { lastItem } : {}) },
  });
  queryClient.setQueryData<NotificationGrouped>(groupedKey(listFilter), (list) =>
    list
      ? {
          ...list,
          groups: list.groups.map((group) => {
            if (group.profile.profileId !== profileId) return group;
            const known = new Set(group.notifications.map((n) => n.id));
            return { ...group, notifications: [...group.notifications, ...page.items.filter((n) => !known.has(n.id))] };
          }),
        }
      : list,
  );
  return page.hasMore;
}

/** After a change: every list and the bell read again. */
export const refreshNotifications = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });

export const markRead = (id: number) => callEndpoint(api.update, { params: { id }, body: { unread: false } });

/** Snoozes: read now, unread again at `resendAt`. */
export const snooze = (id: number, resendAt: Date) =>
  callEndpoint(api.update, { params: { id }, body: { unread: false, resendAt: resendAt.toISOString() } });

export const readAll = (isAdvisor: boolean) =>
  callEndpoint(api.readAll, { query: { isAdvisor: isAdvisor ? 'true' : 'false' } });

export const readGroup = (profileId: number) => callEndpoint(api.readGroup, { params: { id: profileId } });

export const fetchSettings = (): Promise<NotificationSettings> => callEndpoint(api.settings, {});

export const saveSettings = (settings: NotificationSettings): Promise<NotificationSettings> =>
  callEndpoint(api.updateSettings, { body: settings });
