import { endpoints, type Swap, type SwapsChangedPayload, type SwapStatus } from '@stride/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../app/api';
import { useRealtimeEvent } from '../../app/realtime';

declare module '../../app/realtime' {
  interface RealtimeEvents {
    /** SWAPS_CHANGED_EVENT: a swap of a participant changed (progress, an entry, a note, its status). */
    'swaps:changed': SwapsChangedPayload;
  }
}

const api = endpoints.swaps;

/** Every query of swaps starts with this key: a change refreshes the lists, the swap opened and the day. */
export const SWAPS_KEY = ['swaps'] as const;
/** The swaps of one participant (their user id). */
export const participantSwapsKey = (userId: number) => [...SWAPS_KEY, userId] as const;
export const swapKey = (userId: number, swapId: number) => [...participantSwapsKey(userId), 'swap', swapId] as const;

/** The list's filters: a status and the period (plain days), each optional. */
export interface SwapFilters {
  status?: SwapStatus;
  from?: string;
  to?: string;
}

/** While some media is processing the view reloads after 5 s, then 25 s, then 60 s (spec 001). */
const PROCESSING_RELOADS_MS = [5_000, 25_000, 60_000];
const processingInterval = (processing: boolean, attempts: number) =>
  processing && attempts < PROCESSING_RELOADS_MS.length ? PROCESSING_RELOADS_MS[attempts]! : false;

/** GET /participants/{id}/swaps: the participant's swaps by status and period. */
export function useSwaps(userId: number, filters: SwapFilters, enabled = true) {
  return useQuery({
    queryKey: [...participantSwapsKey(userId), 'list', filters],
    queryFn: ({ signal }) => callEndpoint(api.list, { params: { id: userId }, query: filters, signal }),
    enabled: enabled && Number.isInteger(userId) && userId > 0,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    // Swaps off (a 404) or not allowed are answers, not failures to try again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
    select: (answer) => answer.items,
    refetchInterval: (query) =>
      processingInterval(
        (query.state.data?.items ?? []).some((swap) => swap.processing),
        query.state.dataUpdateCount - 1,
      ),
  });
}

/** GET /participants/{id}/swaps/{swapId}: one swap with its progress and entries, its version from the ETag. */
export const fetchSwap = (userId: number, swapId: number, signal?: AbortSignal): Promise<Swap> =>
  callEndpoint(api.get, { params: { id: userId, swapId }, signal });

export function useSwap(userId: number, swapId: number) {
  return useQuery({
    queryKey: swapKey(userId, swapId),
    queryFn: ({ signal }) => fetchSwap(userId, swapId, signal),
    enabled: Number.isInteger(swapId) && swapId > 0,
    retry: false,
    // Signed media links live 10 to 20 minutes: back on the tab, the swap is read again.
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      processingInterval(query.state.data?.processing ?? false, query.state.dataUpdateCount - 1),
  });
}

/**
 * The server's `swaps:changed` (a swap of this participant changed: progress, an entry, a note, its
 * status): the participant's swaps are read again at once, wherever they are shown.
 */
export function useSwapsRealtime(participantProfileId: number | undefined) {
  const queryClient = useQueryClient();
  useRealtimeEvent('swaps:changed', (payload) => {
    if (participantProfileId === undefined || payload.participantProfileId !== participantProfileId) return;
    void queryClient.invalidateQueries({ queryKey: SWAPS_KEY });
  });
}
