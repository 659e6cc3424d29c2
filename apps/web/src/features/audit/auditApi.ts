import { auditFilterSchema, endpoints, type AuditFilter } from '@stride/contracts';
import { downloadEndpoint } from '../../app/api';
import { saveBlob } from '../../app/format/csv';

/** The filters of the address that the log's calls take (the list's own keys and unknown ones left out). */
export function auditFiltersOf(filters: Readonly<Record<string, string>>, search: string): Record<string, string> {
  const keys = Object.keys(auditFilterSchema.shape) as (keyof AuditFilter)[];
  const out: Record<string, string> = {};
  for (const key of keys) if (filters[key]) out[key] = filters[key];
  if (search) out.search = search;
  return out;
}

/** GET /auditable/operations.csv of these filters, saved under the server's file name. */
export async function downloadAuditCsv(filters: Record<string, string>): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(endpoints.audit.operationsCsv, {
    query: filters as never,
  });
  saveBlob(blob, fileName ?? 'audit-log.csv');
}
