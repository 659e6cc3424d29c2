import type { ImportErrorCode, Task } from '@stride/contracts';
import type { TaskRow } from './tasks.table.js';

/** The one shape of a task on the wire. A failed task that imported someone is partially completed. */
export function presentTask(row: TaskRow): Task {
  const imported = row.metadata.IMPORTED_PARTICIPANTS;
  return {
    id: row.id,
    type: row.type,
    status: row.status === 'failed' && imported > 0 ? 'partially_completed' : row.status,
    metadata: { IMPORTED_PARTICIPANTS: imported },
    errorDetails: row.errorDetails
      ? { code: row.errorDetails.code as ImportErrorCode, value: row.errorDetails.value }
      : null,
    rows: row.rows,
    taskErrors: row.taskErrors,
    fileName: row.fileName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
