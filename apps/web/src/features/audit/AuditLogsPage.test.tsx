import { endpoints, Role, type AuditOperation } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import AuditLogsPage from './AuditLogsPage';
import AuditOperationPage from './AuditOperationPage';

configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.audit;
let calls: FetchRequest[] = [];
/** The request's path as the log keeps it. */
const PARTICIPANT_PATH = endpointUrl(endpoints.participants.get, { id: 12 });

const operation = (id: number, o: Partial<AuditOperation> = {}): AuditOperation => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  operation: 'UPDATE',
  entityType: 'participant',
  entityId: '12',
  actor: { id: 5, name: 'Ben Advisor' },
  surrogateActor: { id: 1, name: 'Ada Admin' },
  subject: { id: 12, name: 'Pat Participant' },
  traceId: 'trace-1',
  request: { method: 'PUT', path: PARTICIPANT_PATH, traceId: 'trace-1', ip: '10.0.0.1', userAgent: 'Firefox' },
  ...o,
});

function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.operationsDictionary), () => json(200, [{ id: 'UPDATE', name: 'Update' }])),
      on('GET', endpointUrl(api.typesDictionary), () => json(200, [{ id: 'participant', name: 'Participant' }])),
      on('GET', endpointUrl(api.pageViews), () => json(200, [{ day: '2026-11-20', views: 3 }])),
    ],
  });
}

const list = (items: AuditOperation[]) =>
  on('GET', endpointUrl(api.operations), () =>
    json(200, { content: items, _meta: { totalCount: items.length, pageCount: 1, currentPage: 1, perPage: 20 } }),
  );

beforeEach(() => {
  calls = [];
  signInAs(Role.Admin);
});

describe('AuditLogsPage', () => {
  it('lists operations with the actor and the surrogate, and keeps the filters in the address', async () => {
    serve(list([operation(7)]));
    const { router } = renderWithApp(<AuditLogsPage />, { path: '/admin-panel/logs?traceId=trace-1' });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(await within(table).findByText('Ben Advisor')).toBeTruthy();
    expect(within(table).getByText('acted by Ada Admin (surrogate login)')).toBeTruthy();
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toBe('/admin-panel/logs/7');
    await waitFor(() =>
      expect(calls.some((c) => c.path === endpointUrl(api.operations) && c.query.includes('traceId=trace-1'))).toBe(
        true,
      ),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Ben Advisor' }));
    await waitFor(() => expect(router.state.location.search).toContain('actor=5'));
    expect(router.state.location.search).toContain('traceId=trace-1');
    await waitFor(() => expect(calls.some((c) => c.query.includes('actor=5'))).toBe(true));
  });

  it('says "Please try again!" when the log cannot be loaded', async () => {
    serve(on('GET', endpointUrl(api.operations), () => json(500, { message: 'down', code: 'INTERNAL_ERROR' })));
    renderWithApp(<AuditLogsPage />, { path: '/admin-panel/logs' });
    expect(await screen.findByText('Please try again!')).toBeTruthy();
  });
});

describe('AuditOperationPage', () => {
  it('shows the request and the before/after of each row, changed fields highlighted', async () => {
    serve(
      on('GET', endpointUrl(api.operation, { id: 7 }), () =>
        json(200, {
          ...operation(7),
          before: { firstName: 'Pat', lastName: 'Lee' },
          after: { firstName: 'Patricia', lastName: 'Lee' },
        }),
      ),
      on('GET', endpointUrl(api.databaseLogs), () =>
        json(200, {
          traceId: 'trace-1',
          content: [
            {
              id: 7,
              at: '2026-11-20T10:00:00.000Z',
              operation: 'UPDATE',
              entityType: 'participant',
              entityId: '12',
              before: { firstName: 'Pat', lastName: 'Lee' },
              after: { firstName: 'Patricia', lastName: 'Lee' },
            },
          ],
        }),
      ),
    );
    renderWithApp(<AuditOperationPage />, { path: '/admin-panel/logs/7', pattern: '/admin-panel/logs/:id' });
    expect(await screen.findByText(PARTICIPANT_PATH)).toBeTruthy();
    expect(screen.getByText('10.0.0.1')).toBeTruthy();
    expect(screen.getByText('Firefox')).toBeTruthy();
    const diff = await screen.findByRole('table', { name: 'UPDATE participant 12' });
    const changed = within(diff)
      .getByRole('rowheader', { name: /firstName/ })
      .closest('tr')!;
    expect(changed.getAttribute('data-changed')).toBe('true');
    expect(within(changed).getByText('Patricia')).toBeTruthy();
    expect(
      within(diff).getByRole('rowheader', { name: 'lastName' }).closest('tr')!.getAttribute('data-changed'),
    ).toBeNull();
    expect(calls.some((c) => c.path === endpointUrl(api.databaseLogs) && c.query === 'traceId=trace-1')).toBe(true);
  });
});
