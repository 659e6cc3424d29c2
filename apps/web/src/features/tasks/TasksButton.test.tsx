import { endpoints, Role, type Task } from '@stride/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { buildProfile, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { closeTasksPanel } from './tasksPanel';
import { TasksButton } from './TasksButton';

const task = (overrides: Partial<Task>): Task => ({
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
});

let tasks: Task[] = [];
const calls: { method: string; url: string }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url });
    // The signed-in person's own profile (the policies' actor).
    if (url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' })))
      return new Response(JSON.stringify(buildProfile()), { headers: { 'Content-Type': 'application/json' } });
    if (method === 'DELETE') {
      tasks = tasks.filter((t) => !url.endsWith(`/tasks/${t.id}`));
      return new Response(null, { status: 204 });
    }
    const _meta = { totalCount: tasks.length, pageCount: 1, currentPage: 1, perPage: 50 };
    return new Response(JSON.stringify({ tasks, _meta }), { headers: { 'Content-Type': 'application/json' } });
  });
});
afterEach(() => {
  closeTasksPanel();
  vi.unstubAllGlobals();
});

describe('TasksButton', () => {
  it('is there only for the roles that import', async () => {
    tasks = [];
    const { profile_id } = signInAs(Role.Consultant);
    renderWithApp(<TasksButton />);
    // Decided once the actor is known (their profile loaded).
    await waitFor(() =>
      expect(calls).toContainEqual({ method: 'GET', url: endpointUrl(endpoints.profiles.get, { id: profile_id }) }),
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: /^Tasks/ })).toBeNull();
  });

  it('counts the running tasks and opens the panel with each task, its status and errors', async () => {
    tasks = [
      task({ id: 3, status: 'in_progress', rows: 500, fileName: 'running.csv' }),
      task({
        id: 2,
        status: 'partially_completed',
        metadata: { IMPORTED_PARTICIPANTS: 2 },
        taskErrors: [{ row: 3, code: 'MISSING_FIRSTNAME', value: null }],
        fileName: 'partial.csv',
      }),
      task({ id: 1, status: 'completed', metadata: { IMPORTED_PARTICIPANTS: 4 }, fileName: 'done.csv' }),
    ];
    signInAs(Role.Advisor);
    renderWithApp(<TasksButton />);
    const button = await screen.findByRole('button', { name: 'Tasks, 1 in progress' });
    fireEvent.click(button);
    const panel = await screen.findByRole('dialog', { name: 'Tasks' });
    const headings = () => within(panel).getAllByRole('heading', { name: 'Participants import' });
    expect(headings()).toHaveLength(3);
    const items = within(panel).getAllByRole('listitem');
    expect(within(items[0]!).getByText('In progress')).toBeTruthy();
    expect(within(items[0]!).getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    expect(within(items[1]!).getByText('Completed, check errors')).toBeTruthy();
    expect(within(items[1]!).getByText('2 participants imported')).toBeTruthy();
    expect(within(items[2]!).getByText('Success')).toBeTruthy();

    const show = within(items[1]!).getByRole('button', { name: 'Show errors (1)' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(show);
    expect(within(items[1]!).getByRole('button', { name: 'Hide errors (1)' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(within(items[1]!).getByText('Row 3: First name is missing')).toBeTruthy();
    // A running task cannot be dismissed.
    expect(within(items[0]!).queryByRole('button', { name: 'OK' })).toBeNull();

    fireEvent.click(within(items[2]!).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(headings()).toHaveLength(2));
    expect(calls).toContainEqual({ method: 'DELETE', url: endpointUrl(endpoints.tasks.delete, { id: 1 }) });
    fireEvent.click(within(items[1]!).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(headings()).toHaveLength(1));
  });

  it('says so when there is no task', async () => {
    tasks = [];
    signInAs(Role.CompanyAdmin);
    renderWithApp(<TasksButton />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tasks' }));
    expect(await screen.findByText('There are no tasks.')).toBeTruthy();
  });
});
