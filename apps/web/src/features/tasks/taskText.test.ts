import type { Task } from '@stride/contracts';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { displayStatus, pollInterval, TASK_POLL_MS } from './tasksQueries';
import { describeProblem, problemsOf } from './taskText';

const t = i18next.t.bind(i18next);

function buildTask(overrides: Partial<Task> = {}): Task {
  return {
    id: 1,
    type: 'participants_import',
    status: 'completed',
    metadata: { IMPORTED_PARTICIPANTS: 0 },
    errorDetails: null,
    rows: 0,
    taskErrors: [],
    fileName: 'people.csv',
    createdAt: '2025-03-04T10:00:00.000Z',
    updatedAt: '2025-03-04T10:00:00.000Z',
    ...overrides,
  };
}

describe('task status and poll', () => {
  it('shows a failed task that imported someone as partially completed', () => {
    expect(displayStatus(buildTask({ status: 'failed', metadata: { IMPORTED_PARTICIPANTS: 2 } }))).toBe(
      'partially_completed',
    );
    expect(displayStatus(buildTask({ status: 'failed' }))).toBe('failed');
    expect(displayStatus(buildTask({ status: 'completed', metadata: { IMPORTED_PARTICIPANTS: 2 } }))).toBe('completed');
  });

  it('polls every 5 s while a task is in progress, not otherwise', () => {
    const meta = { totalCount: 2, pageCount: 1, currentPage: 1, perPage: 50 };
    expect(pollInterval({ tasks: [buildTask(), buildTask({ id: 2, status: 'in_progress' })], _meta: meta })).toBe(
      TASK_POLL_MS,
    );
    expect(TASK_POLL_MS).toBe(5000);
    expect(pollInterval({ tasks: [buildTask(), buildTask({ id: 2, status: 'failed' })], _meta: meta })).toBe(false);
    expect(pollInterval(undefined)).toBe(false);
  });
});

describe('import errors (spec 002 sections 5 and 8)', () => {
  it("lists the whole file's error first, then the rows'", () => {
    const task = buildTask({
      status: 'failed',
      errorDetails: { code: 'INTERNAL_ERROR', value: null },
      taskErrors: [{ row: 3, code: 'MISSING_FIRSTNAME', value: null }],
    });
    expect(problemsOf(task).map((p) => p.code)).toEqual(['INTERNAL_ERROR', 'MISSING_FIRSTNAME']);
  });

  it("words each error with the spec's label and text", () => {
    const texts = [
      { row: null, code: 'INVALID_SCHEMA', value: 'mail' },
      { row: null, code: 'INVALID_SCHEMA', value: null },
      { row: null, code: 'INTERNAL_ERROR', value: null },
      { row: 10_002, code: 'IMPORT_OVERLOADED', value: '10000' },
      { row: 3, code: 'MISSING_FIRSTNAME', value: null },
      { row: 4, code: 'MISSING_LASTNAME', value: null },
      { row: 5, code: 'MISSING_EMAIL', value: null },
      { row: 6, code: 'INVALID_EMAIL', value: 'not-an-email' },
      { row: 7, code: 'DUPLICATED_EMAIL', value: 'ana@mail.example' },
    ] as const;
    expect(texts.map((problem) => describeProblem(problem, t))).toEqual([
      { title: 'Wrong column name', detail: 'Wrong column mail' },
      { title: 'Wrong column name', detail: 'The file could not be read as a CSV or XLSX file.' },
      { title: 'Internal error', detail: 'Internal error, please contact system administator.' },
      {
        title: 'Row 10002: Import limit reached',
        detail: 'Import limit reached on row 10002, 10000 participants were imported.',
      },
      { title: 'Row 3: First name is missing', detail: null },
      { title: 'Row 4: Last name is missing', detail: null },
      { title: 'Row 5: E-mail address is missing', detail: null },
      { title: 'Row 6: E-mail address is invalid', detail: 'not-an-email' },
      { title: 'Row 7: E-mail address already used', detail: 'The e-mail address ana@mail.example is already in use.' },
    ]);
  });
});
