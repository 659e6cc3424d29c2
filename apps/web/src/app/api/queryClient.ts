import { QueryClient } from '@tanstack/react-query';
import { registerBeforeLogout } from '../auth/logout';
import { ApiError } from './ApiError';

/** A 4xx will answer the same the second time; a network failure or a 5xx may not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerBeforeLogout(() => queryClient.clear());
