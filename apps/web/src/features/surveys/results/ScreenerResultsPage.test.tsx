import { endpoints, Role, type SurveySummary } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { testDefinition, testSurveySummary } from '../testData';
import ScreenerResultsPage from './ScreenerResultsPage';

configure({ asyncUtilTimeout: 10_000 });
const api = endpoints.surveys;

const band = (key: string, label: string) => ({ key, label });
const done = (id: number, overrides: Partial<SurveySummary>): SurveySummary =>
  testSurveySummary(id, { status: 'COMPLETED', ...overrides });
const ana = { userId: 12, profileId: 40, name: 'Ana Ruiz' };
const ben = { userId: 13, profileId: 41, name: 'Ben, "Benny" Soto' };
const result = (score: number, key: string, label: string) => ({
  result: score,
  rfsPoints: null,
  bhvsPoints: null,
  band: band(key, label),
  positive: null,
  summary: key as 'mild',
});

// Two pages of 100 (the page asks for 100 a page and reads on until the last one).
const firstPage = [
  done(1, { participant: ana, completedAt: '2026-10-01T09:00:00.000Z', result: result(12, 'moderate', 'Moderate') }),
  done(2, {
    participant: ben,
    completedAt: '2026-10-02T09:00:00.000Z',
    result: result(4, 'none-minimal', 'None-minimal'),
  }),
];
const secondPage = [
  done(3, {
    participant: ana,
    definitionVersion: 2,
    completedAt: '2026-11-01T09:00:00.000Z',
    result: result(7, 'mild', 'Mild'),
  }),
];

let calls: FetchRequest[] = [];
function serve() {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.definition, { id: 3 }), () => json(200, { ...testDefinition(3), sections: [] })),
      on('GET', endpointUrl(api.list), (call) => {
        const n = Number(new URLSearchParams(call.query).get('page'));
        const items = n === 1 ? firstPage : secondPage;
        return json(200, { items, _meta: { totalCount: 101, pageCount: 2, currentPage: n, perPage: 100 } });
      }),
    ],
  });
}

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
});
afterEach(() => vi.unstubAllGlobals());

describe('/screeners/{id}/results', () => {
  it('reads every page of the completed surveys and shows them per participant, with a chart each', async () => {
    serve();
    renderWithApp(<ScreenerResultsPage />, { path: '/screeners/3/results', pattern: '/screeners/:id/results' });
    const anaSection = await screen.findByRole('region', { name: 'Ana Ruiz' });
    const rows = within(within(anaSection).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'DateVersionScoreBand',
      // The version twice: under the date on a phone, in its own column from `sm` on (CSS shows one).
      '10/01/2026, 09:00 AMVersion 1112Moderate',
      '11/01/2026, 09:00 AMVersion 227Mild',
    ]);
    // The table's frame scrolls sideways on a narrow screen: a keyboard reaches it (axe's scrollable-region-focusable).
    const frame = within(anaSection).getByRole('region', { name: 'Scores of Ana Ruiz' });
    expect(frame.tabIndex).toBe(0);
    expect(within(frame).getByRole('table', { name: 'Scores of Ana Ruiz' })).toBeTruthy();
    expect(within(anaSection).getByRole('figure', { name: 'Scores of Ana Ruiz over time' })).toBeTruthy();
    expect(within(anaSection).getByText('10/01/2026: 12 (Moderate). 11/01/2026: 7 (Mild).')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ben, "Benny" Soto' })).toBeTruthy();
    const lists = calls.filter((c) => c.path === endpointUrl(api.list)).map((c) => c.query);
    expect(lists).toEqual([
      'key=phq-9&status=COMPLETED&page=1&perPage=100',
      'key=phq-9&status=COMPLETED&page=2&perPage=100',
    ]);
  });

  it('exports the rows as CSV: participant, instrument, version, completed at, score, band, positive', async () => {
    let saved: Blob | undefined;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:results';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serve();
    renderWithApp(<ScreenerResultsPage />, { path: '/screeners/3/results', pattern: '/screeners/:id/results' });
    await screen.findByRole('region', { name: 'Ana Ruiz' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(saved!);
    });
    // The byte order mark kept: Excel reads the file as UTF-8 by it.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n')).toEqual([
      '\uFEFFParticipant,Instrument,Version,Completed at,Score,Band,Positive',
      'Ana Ruiz,PHQ-9,1,2026-10-01T09:00:00.000Z,12,Moderate,',
      'Ana Ruiz,PHQ-9,2,2026-11-01T09:00:00.000Z,7,Mild,',
      '"Ben, ""Benny"" Soto",PHQ-9,1,2026-10-02T09:00:00.000Z,4,None-minimal,',
      '',
    ]);
    click.mockRestore();
  });
});
