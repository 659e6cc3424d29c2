import type { AuditOperation, AuditOperationDetail, AuditPerson, DatabaseLog } from '@stride/contracts';
import type { AuditRow, AuditRowWithData } from './audit.queries.js';

type Kept = AuditOperationDetail['before'];
/** A kept value as the wire shows it: an object or list as is, a bare value (never written today) wrapped. */
const kept = (value: unknown): Kept =>
  value === null || value === undefined ? null : typeof value === 'object' ? (value as Kept) : { value };

const personOf = (id: number | null, names: Map<number, string>): AuditPerson | null =>
  id === null ? null : { id, name: names.get(id) ?? null };

/** The user ids a row names (actor, surrogate, subject): whose names the presenter needs. */
export const peopleOfRows = (rows: AuditRow[]): number[] =>
  rows
    .flatMap((r) => [r.actorUserId, r.surrogateActorUserId, r.subjectUserId])
    .filter((id): id is number => id !== null);

/** One row of the log as GET /auditable/operations answers it. */
export function presentOperation(row: AuditRow, names: Map<number, string>): AuditOperation {
  const hasRequest = row.requestMethod !== null || row.requestPath !== null || row.requestIp !== null;
  return {
    id: row.id,
    at: row.at.toISOString(),
    operation: row.operation,
    entityType: row.entityType,
    entityId: row.entityId,
    actor: personOf(row.actorUserId, names),
    surrogateActor: personOf(row.surrogateActorUserId, names),
    subject: personOf(row.subjectUserId, names),
    traceId: row.traceId,
    request: hasRequest
      ? {
          method: row.requestMethod,
          path: row.requestPath,
          traceId: row.traceId,
          ip: row.requestIp,
          userAgent: row.userAgent,
        }
      : null,
  };
}

export function presentOperationDetail(row: AuditRowWithData, names: Map<number, string>): AuditOperationDetail {
  return { ...presentOperation(row, names), before: kept(row.before), after: kept(row.after) };
}

export function presentDatabaseLog(row: AuditRowWithData): DatabaseLog {
  return {
    id: row.id,
    at: row.at.toISOString(),
    operation: row.operation,
    entityType: row.entityType,
    entityId: row.entityId,
    before: kept(row.before),
    after: kept(row.after),
  };
}

/** A dictionary entry's label: `SURROGATE_START` is "Surrogate start", `journal_meal` "Journal meal". */
export function labelOf(code: string): string {
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
