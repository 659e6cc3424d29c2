import type { ImportErrorCode, Task, TaskRowError, TaskStatus } from '@stride/contracts';
import type { TFunction } from 'i18next';

/** Spec 002 section 4: In progress, Success, Failed, Completed, check errors. */
export const STATUS_KEYS: Record<TaskStatus, string> = {
  in_progress: 'tasks.statusInProgress',
  completed: 'tasks.statusCompleted',
  failed: 'tasks.statusFailed',
  partially_completed: 'tasks.statusPartiallyCompleted',
};

/** Spec 002 section 5: the label of each import error code. */
const LABEL_KEYS: Record<ImportErrorCode, string> = {
  INTERNAL_ERROR: 'tasks.errorInternal',
  IMPORT_OVERLOADED: 'tasks.errorOverloaded',
  DUPLICATED_EMAIL: 'tasks.errorDuplicatedEmail',
  INVALID_SCHEMA: 'tasks.errorInvalidSchema',
  INVALID_EMAIL: 'tasks.errorInvalidEmail',
  MISSING_LASTNAME: 'tasks.errorMissingLastName',
  MISSING_FIRSTNAME: 'tasks.errorMissingFirstName',
  MISSING_EMAIL: 'tasks.errorMissingEmail',
};

/** One error of a task as the panel lists it: the whole file's (no row) or one row's. */
export interface TaskProblem {
  row: number | null;
  code: ImportErrorCode;
  value: string | null;
}

/** The whole task's error first, then the rows' in row order (as the server keeps them). */
export function problemsOf(task: Task): TaskProblem[] {
  const whole: TaskProblem[] = task.errorDetails ? [{ row: null, ...task.errorDetails }] : [];
  return [...whole, ...task.taskErrors.map((error: TaskRowError) => ({ ...error }))];
}

export interface ProblemText {
  /** "Row 3: First name is missing", or the label alone for the whole file. */
  title: string;
  /** The spec's text for the error (spec 002 section 8), else the offending value; null when neither. */
  detail: string | null;
}

export function describeProblem(problem: TaskProblem, t: TFunction): ProblemText {
  const label = t(LABEL_KEYS[problem.code]);
  const title = problem.row === null ? label : t('tasks.rowError', { row: problem.row, label });
  return { title, detail: detailOf(problem, t) };
}

function detailOf({ row, code, value }: TaskProblem, t: TFunction): string | null {
  switch (code) {
    case 'INVALID_SCHEMA':
      return value === null ? t('tasks.unreadableFile') : t('tasks.wrongColumn', { column: value });
    case 'IMPORT_OVERLOADED':
      return t('tasks.importLimit', { row: row ?? '', imported: value ?? '0' });
    case 'INTERNAL_ERROR':
      return t('tasks.internalError');
    case 'DUPLICATED_EMAIL':
      return value === null ? null : t('tasks.emailInUse', { email: value });
    default:
      return value;
  }
}
