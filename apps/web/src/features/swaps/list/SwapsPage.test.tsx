import { endpoints, Role, type Swap } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { UploadQueueProvider } from '../../library/media';
import SwapsPage from './SwapsPage';
import { buildSwap, participant } from '../testData';

const api = endpoints.swaps;
configure({ asyncUtilTimeout: 10_000 });

let calls: FetchRequest[] = [];
function serve(items: Swap[], ...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(endpoints.participants.get, { id: 12 }), () => json(200, participant, { ETag: 'W/"3"' })),
      on('GET', endpointUrl(api.list, { id: 12 }), () => json(200, { items })),
    ],
  });
}

const render = (path = '/participants/12/swaps') =>
  renderWithApp(
    <UploadQueueProvider>
      <SwapsPage />
    </UploadQueueProvider>,
    { path, pattern: '/participants/:id/swaps' },
  );

const done = buildSwap(1, {
  description: 'Crisps in the afternoon',
  goal: 'A piece of fruit',
  status: 'DONE',
  progressCount: 6,
  repeatGoal: 5,
});
const rejected = buildSwap(2, {
  description: 'Soda at lunch',
  goal: 'Water',
  status: 'REJECTED',
  rejectedReason: 'Not now',
  nextStatuses: ['NEW', 'IN_PROGRESS'],
});
const fresh = buildSwap(3, { description: 'Late screens', goal: 'A book', status: 'NEW', progressCount: 2 });
const card = (name: string) => screen.findByRole('article', { name: new RegExp(name) });

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/participants/{id}/swaps', { timeout: 60_000 }, () => {
  it('lists each swap: description → goal, its status, its progress over the goal', async () => {
    serve([done, rejected, fresh]);
    render();
    const first = await card('Crisps in the afternoon');
    expect(first.textContent).toContain('Crisps in the afternoon → A piece of fruit');
    expect(within(first).getByText('Done')).toBeTruthy();
    expect(within(first).getByText('6 / 5')).toBeTruthy();
    expect(within(first).getByText('over the goal')).toBeTruthy();
    const second = await card('Soda at lunch');
    expect(within(second).getByText('Rejected')).toBeTruthy();
    expect(within(second).getByText('Rejected: Not now')).toBeTruthy();
    expect(within(await card('Late screens')).getByText('2 / 5')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Heroic Choices of the participant' })).toBeTruthy();
  });

  it('filters by a status (translated) and the period, in the call and the address', async () => {
    serve([done]);
    const { router } = render();
    await card('Crisps in the afternoon');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All', 'New', 'In progress', 'Done', 'Rejected']);
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Done' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === endpointUrl(api.list, { id: 12 })).at(-1)?.query).toBe(
        'status=DONE&from=2026-11-01&to=2026-11-30',
      ),
    );
    expect(router.state.location.search).toBe('?status=DONE&from=2026-11-01&to=2026-11-30');
  });

  it('adds a swap: repeat goal 1 by default, status NEW: Added to Heroic Choices!', async () => {
    serve(
      [],
      on('POST', endpointUrl(api.create, { id: 12 }), () => json(201, buildSwap(9), { ETag: 'W/"1"' })),
    );
    render();
    expect(await screen.findByText('Nothing here yet. Add the first one with Add.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Heroic Choices' });
    expect((within(dialog).getByRole('textbox', { name: /Repeat goal/ }) as HTMLInputElement).value).toBe('1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Crisps in the afternoon' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Goal/ }), { target: { value: 'Fruit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added to Heroic Choices!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'Crisps in the afternoon',
      goal: 'Fruit',
      tactic: '',
      repeatGoal: 1,
      impactLevel: null,
      difficultLevel: null,
      status: 'NEW',
    });
  });

  it('edits with If-Match, offering only the allowed statuses; REJECTED asks for a reason', async () => {
    const inProgress = buildSwap(4, { description: 'Sweets', nextStatuses: ['NEW', 'REJECTED'], version: 7 });
    serve(
      [inProgress],
      on('PUT', endpointUrl(api.update, { id: 12, swapId: 4 }), () =>
        json(200, { ...inProgress, status: 'REJECTED', version: 8 }, { ETag: 'W/"8"' }),
      ),
    );
    render();
    fireEvent.click(within(await card('Sweets')).getByRole('button', { name: 'Actions for Sweets' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Status' }));
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['In progress', 'New', 'Rejected']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'Rejected' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Say why it is rejected')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason for rejecting/ }), {
      target: { value: 'Too hard now' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.ifMatch).toBe('W/"7"');
    expect(put?.body).toMatchObject({ status: 'REJECTED', rejectedReason: 'Too hard now', description: 'Sweets' });
  });

  it('deletes after confirming, with If-Match', async () => {
    serve(
      [fresh],
      on('DELETE', endpointUrl(api.delete, { id: 12, swapId: 3 }), () => json(204, null)),
    );
    render();
    fireEvent.click(within(await card('Late screens')).getByRole('button', { name: 'Actions for Late screens' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete' });
    expect(within(dialog).getByText(/Delete “Late screens” with its progress and entries/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'DELETE')?.ifMatch).toBe('W/"3"');
  });

  it('downloads the PDF: language, status and period sent, the file saved', async () => {
    const createObjectURL = vi.fn(() => 'blob:swaps');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serve(
      [done],
      on(
        'POST',
        endpointUrl(api.generatePdf, { id: 12 }),
        () =>
          new Response('%PDF-1.7', {
            status: 200,
            headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="swaps.pdf"' },
          }),
      ),
    );
    render('/participants/12/swaps?status=DONE');
    await card('Crisps in the afternoon');
    fireEvent.click(screen.getByRole('button', { name: 'PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Download the PDF' });
    // The participant's language first.
    expect(within(dialog).getByRole('combobox', { name: 'Language' }).textContent).toBe('Español');
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(within(dialog).getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      template: 'default',
      lang: 'es',
      statusFilter: 'DONE',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(createObjectURL).toHaveBeenCalled();
    click.mockRestore();
  });

  it('marks the swap a notification points at (?id=…)', async () => {
    serve([done, rejected, fresh]);
    render('/participants/12/swaps?id=2');
    expect((await card('Soda at lunch')).getAttribute('aria-current')).toBe('true');
    expect((await card('Late screens')).getAttribute('aria-current')).toBeNull();
  });
});
