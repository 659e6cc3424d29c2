import { z } from 'zod';
import { pageQuerySchema, pagedSchema } from '../paging.js';

/** Stored statuses, plus partially_completed: a failed task that imported someone (spec 002 section 4). */
export const TASK_STATUSES = ['in_progress', 'completed', 'failed', 'partially_completed'] as const;
export const taskStatusSchema = z.enum(TASK_STATUSES);
export type TaskStatus = z.infer<typeof taskStatusSchema>;

export const TASK_TYPES = ['participants_import'] as const;

/** The import error codes (spec 002 sections 5 and 8). */
export const IMPORT_ERROR_CODES = [
  'INVALID_SCHEMA',
  'MISSING_FIRSTNAME',
  'MISSING_LASTNAME',
  'MISSING_EMAIL',
  'INVALID_EMAIL',
  'DUPLICATED_EMAIL',
  'IMPORT_OVERLOADED',
  'INTERNAL_ERROR',
] as const;
export const importErrorCodeSchema = z.enum(IMPORT_ERROR_CODES);
export type ImportErrorCode = z.infer<typeof importErrorCodeSchema>;

/** POST /participants/import's fields besides the file (multipart): the advisor the participants get. */
export const participantImportFieldsSchema = z.object({
  advisorId: z.coerce.number().int().positive().max(2147483647),
});
/** The file types an import reads, by extension. */
export const IMPORT_FILE_EXTENSIONS = ['csv', 'xlsx'] as const;

/** At most this many data rows are imported from one file; the rest is reported as IMPORT_OVERLOADED. */
export const IMPORT_MAX_ROWS = 10_000;
/** The columns of an import file, in the template's order; language may be left out (en). */
export const IMPORT_COLUMNS = ['firstName', 'lastName', 'email', 'language'] as const;

/** The whole task's error (the file cannot be read, or the job failed). */
export const taskErrorDetailsSchema = z.object({ code: importErrorCodeSchema, value: z.string().nullable() });
/** One row's error; row is the spreadsheet row (the header is row 1). */
export const taskRowErrorSchema = z.object({
  row: z.number().int(),
  code: importErrorCodeSchema,
  value: z.string().nullable(),
});
export type TaskRowError = z.infer<typeof taskRowErrorSchema>;

export const taskSchema = z.object({
  id: z.number().int(),
  type: z.enum(TASK_TYPES),
  status: taskStatusSchema,
  metadata: z.object({ IMPORTED_PARTICIPANTS: z.number().int() }),
  errorDetails: taskErrorDetailsSchema.nullable(),
  /** Data rows read from the file so far. */
  rows: z.number().int(),
  taskErrors: z.array(taskRowErrorSchema),
  fileName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;
export const taskListSchema = pagedSchema('tasks', taskSchema);
export const taskListQuerySchema = z.strictObject({ ...pageQuerySchema.shape });
export type TaskList = z.infer<typeof taskListSchema>;
