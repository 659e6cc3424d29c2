import { useQuery } from '@tanstack/react-query';
import { endpoints } from '@stride/contracts';
import { callEndpoint } from '../../app/api';

/** Every audit query starts with this key. */
export const AUDIT_KEY = ['audit'] as const;
export const auditListKey = [...AUDIT_KEY, 'operations'] as const;

/** GET /auditable/operations/{id}: one operation with its request. */
export function useAuditOperation(id: number) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'operation', id],
    queryFn: ({ signal }) => callEndpoint(endpoints.audit.operation, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}

/** GET /auditable/database-logs: every row the operation's request changed. */
export function useDatabaseLogs(traceId: string | null | undefined) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'database-logs', traceId],
    queryFn: ({ signal }) => callEndpoint(endpoints.audit.databaseLogs, { query: { traceId: traceId! }, signal }),
    enabled: Boolean(traceId),
    retry: false,
  });
}

/** The filters' choices: the operations and the entity types the tenant's log holds. */
export function useAuditDictionary(which: 'operations' | 'types') {
  const endpoint = which === 'operations' ? endpoints.audit.operationsDictionary : endpoints.audit.typesDictionary;
  return useQuery({
    queryKey: [...AUDIT_KEY, 'dictionary', which],
    queryFn: ({ signal }) => callEndpoint(endpoint, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Page views per day, the last `days` days. */
export function usePageViews(days = 30) {
  return useQuery({
    queryKey: [...AUDIT_KEY, 'page-views', days],
    queryFn: ({ signal }) => callEndpoint(endpoints.audit.pageViews, { query: { days }, signal }),
    staleTime: 60_000,
  });
}
