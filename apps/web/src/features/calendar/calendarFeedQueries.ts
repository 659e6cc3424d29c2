import { endpoints } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';

export const calendarFeedKey = (userId: number) => ['calendar-feed', userId] as const;

/** GET /participants/{id}/calendar-feed: whether a feed is active (its URL is shown only when made). */
export function useCalendarFeed(userId: number) {
  return useQuery({
    queryKey: calendarFeedKey(userId),
    queryFn: ({ signal }) => callEndpoint(endpoints.calendarFeed.get, { params: { id: userId }, signal }),
  });
}

/** POST: a new URL, answered once; the previous one stops working. */
export const makeCalendarFeed = (userId: number) =>
  callEndpoint(endpoints.calendarFeed.create, { params: { id: userId } });

/** DELETE: the URL answers 404 from now on. */
export const revokeCalendarFeed = (userId: number) =>
  callEndpoint(endpoints.calendarFeed.revoke, { params: { id: userId } });
