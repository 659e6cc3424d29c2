import { z } from 'zod';
import { searchQuerySchema } from '../flags.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** A person as the audit log names them: their user id and name (null once the account is gone). */
export const auditPersonSchema = z.object({ id: z.number().int(), name: z.string().nullable() });
export type AuditPerson = z.infer<typeof auditPersonSchema>;

/** The HTTP request that made an operation, as the log keeps it (none for a job's work). */
export const auditRequestSchema = z.object({
  method: z.string().nullable(),
  path: z.string().nullable(),
  traceId: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditRequest = z.infer<typeof auditRequestSchema>;

/** One row of the audit log (GET /auditable/operations): what was done, to what, by whom, in which request. */
export const auditOperationSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operation: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  actor: auditPersonSchema.nullable(),
  /** The staff member who acted through a surrogate login ("as <surrogate>"), else null. */
  surrogateActor: auditPersonSchema.nullable(),
  /** The person the row is about (a participant's user id), when known. */
  subject: auditPersonSchema.nullable(),
  traceId: z.string().nullable(),
  request: auditRequestSchema.nullable(),
});
export type AuditOperation = z.infer<typeof auditOperationSchema>;

/** What a row kept of the entity before or after the change: a JSON object (or list), null where none. */
const keptSchema = z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).nullable();

/** One operation with what it wrote (GET /auditable/operations/{id}). */
export const auditOperationDetailSchema = auditOperationSchema.extend({
  before: keptSchema,
  after: keptSchema,
});
export type AuditOperationDetail = z.infer<typeof auditOperationDetailSchema>;

/** The spec's "content with pageMetadata": the house's list shape, the item key `content` (as courses). */
export const auditOperationListSchema = pagedSchema('content', auditOperationSchema);
export type AuditOperationList = z.infer<typeof auditOperationListSchema>;

const isoMoment = z.iso.datetime({ offset: true }).or(z.iso.date());
const userIdSchema = z.coerce.number().int().positive().max(2147483647);
const codeSchema = z.string().trim().min(1).max(64);

/** The filters of the log, as the address of /admin-panel/logs keeps them (all optional, combined with AND). */
export const auditFilterSchema = z.strictObject({
  operation: codeSchema.optional(),
  entityType: codeSchema.optional(),
  /** The user who acted, themself or through a surrogate login. */
  actor: userIdSchema.optional(),
  /** The participant (user id) the rows are about. */
  participant: userIdSchema.optional(),
  /** Only accesses to a record (AUDIT_ACCESS_OPERATIONS): "Who accessed this participant". */
  access: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  /** From this moment (a date: its start, UTC), inclusive. */
  from: isoMoment.optional(),
  /** Until this moment (a date: its end, UTC), exclusive of the next day. */
  to: isoMoment.optional(),
  traceId: z.string().trim().min(1).max(100).optional(),
  /** Free text: an entity id or trace id exactly, an operation or type by name, or an actor's name or e-mail. */
  search: searchQuerySchema,
});
export type AuditFilter = z.infer<typeof auditFilterSchema>;

export const auditOperationListQuerySchema = auditFilterSchema.extend(pageQuerySchema.shape);

/** One row a request changed, with what it was and became (GET /auditable/database-logs). */
export const databaseLogSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operation: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: keptSchema,
  after: keptSchema,
});
export type DatabaseLog = z.infer<typeof databaseLogSchema>;
export const databaseLogListSchema = z.object({ traceId: z.string(), content: z.array(databaseLogSchema) });
export type DatabaseLogList = z.infer<typeof databaseLogListSchema>;
export const databaseLogQuerySchema = z.strictObject({ traceId: z.string().trim().min(1).max(100) });

/** GET /dictionaries/auditable-operations and /dictionaries/auditable-types: the values the log holds. */
export const auditDictionarySchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type AuditDictionary = z.infer<typeof auditDictionarySchema>;

/** Page views per day (GET /auditable/page-views): the admin panel's chart. */
export const pageViewDaysQuerySchema = z.strictObject({ days: z.coerce.number().int().min(1).max(366).default(30) });
export const pageViewDaysSchema = z.array(z.object({ day: z.string(), views: z.number().int() }));
export type PageViewDays = z.infer<typeof pageViewDaysSchema>;

/**
 * What counts as an access to a person's record (docs/decisions.md, "Audit: who accessed"): a read of the
 * log about them, an export of their record, a surrogate login into their account.
 */
export const AUDIT_ACCESS_OPERATIONS = ['READ', 'EXPORT', 'SURROGATE_START'] as const;

/** The CSV export's columns, in order. */
export const AUDIT_CSV_COLUMNS = [
  'id',
  'at',
  'operation',
  'entityType',
  'entityId',
  'actorId',
  'actorName',
  'surrogateActorId',
  'surrogateActorName',
  'participantId',
  'traceId',
  'method',
  'path',
  'ip',
  'userAgent',
] as const;
