import { endpoints, Role, type Swap } from '@stride/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { MediaPreviewProvider, UploadQueueProvider } from '../library/media';
import { MySwapsCard } from './MySwapsCard';
import { buildSwap } from './testData';

configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.swaps;
const USER_ID = 107;
const TODAY = '2026-11-25';
const listUrl = endpointUrl(api.list, { id: USER_ID });

let calls: FetchRequest[] = [];
let swaps: Swap[] = [];
function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    formData: true,
    handlers: [...handlers, on('GET', listUrl, () => json(200, { items: swaps }))],
  });
}
const render = () =>
  renderWithApp(
    <UploadQueueProvider>
      <MediaPreviewProvider>
        <MySwapsCard userId={USER_ID} profileId={207} day={TODAY} />
      </MediaPreviewProvider>
    </UploadQueueProvider>,
    { path: '/my-day' },
  );

beforeEach(() => {
  calls = [];
  swaps = [
    buildSwap(1, { description: 'Crisps', goal: 'Fruit', progress: ['2026-11-24'], progressCount: 4 }),
    buildSwap(2, { description: 'Soda', goal: 'Water', status: 'NEW' }),
    buildSwap(3, { description: 'Old habit', status: 'DONE', progressCount: 5 }),
    buildSwap(4, { description: 'Refused', status: 'REJECTED', rejectedReason: 'No' }),
  ];
  signInAs(Role.Participant, { user_id: USER_ID });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the swaps card on /my-day', { timeout: 30_000 }, () => {
  it('shows a card per active swap (NEW, IN_PROGRESS) under the tenant’s word, with its progress', async () => {
    serve();
    render();
    const card = await screen.findByRole('region', { name: 'Heroic Choices' });
    const shown = within(card).getAllByRole('article');
    expect(shown.map((article) => article.querySelector('h3')?.textContent)).toEqual([
      'Crisps → Fruit',
      'Soda → Water',
    ]);
    expect(within(shown[0]!).getByText('4 / 5')).toBeTruthy();
    expect((within(shown[0]!).getByRole('switch', { name: 'Done today: Crisps' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });

  it('marks today done (progress for today), reaching the goal: Goal reached!', async () => {
    serve(
      on('POST', endpointUrl(api.addProgress, { id: USER_ID, swapId: 1 }), () => {
        swaps[0] = { ...swaps[0]!, progress: [...swaps[0]!.progress, TODAY], progressCount: 5, nextStatuses: ['DONE'] };
        return json(200, swaps[0], { ETag: 'W/"4"' });
      }),
    );
    render();
    const crisps = await screen.findByRole('article', { name: 'Crisps → Fruit' });
    fireEvent.click(within(crisps).getByRole('switch', { name: 'Done today: Crisps' }));
    expect(await screen.findByText('Goal reached!')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ date: TODAY });
    await waitFor(() =>
      expect((within(crisps).getByRole('switch', { name: 'Done today: Crisps' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    expect(within(crisps).getByText('5 / 5')).toBeTruthy();
  });

  it('takes today back by switching it off', async () => {
    swaps[0] = { ...swaps[0]!, progress: ['2026-11-24', TODAY], progressCount: 5 };
    serve(
      on('DELETE', endpointUrl(api.removeProgress, { id: USER_ID, swapId: 1, date: TODAY }), () => json(200, swaps[0])),
    );
    render();
    const crisps = await screen.findByRole('article', { name: 'Crisps → Fruit' });
    fireEvent.click(within(crisps).getByRole('switch', { name: 'Done today: Crisps' }));
    expect(await screen.findByText('Today is no longer marked.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(true);
  });

  it('writes an entry in Spanish with a photo from the phone: the spec’s multipart form', async () => {
    await setLanguage('es');
    serve(on('POST', endpointUrl(api.addEntry, { id: USER_ID, swapId: 2 }), () => json(201, swaps[1])));
    render();
    expect(await screen.findByRole('region', { name: 'Elecciones heroicas' })).toBeTruthy();
    const soda = await screen.findByRole('article', { name: 'Soda → Water' });
    fireEvent.click(within(soda).getByRole('button', { name: 'Escribir una entrada: Soda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Escribir una entrada' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: '¿Cómo te ha ido?' }), {
      target: { value: 'Agua con limón' },
    });
    const input = within(dialog).getByLabelText('Añadir una foto') as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const photo = new File(['jpeg'], 'agua.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(within(dialog).getByText('Foto: agua.jpg')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('¡Entrada añadida!')).toBeTruthy();
    const form = calls.find((call) => call.method === 'POST')?.body as FormData;
    expect(JSON.parse(String(form.get('model')))).toEqual({
      content: 'Agua con limón',
      impactLevel: null,
      difficultLevel: null,
    });
    expect((form.get('file') as File).name).toBe('agua.jpg');
  });

  it('shows nothing while swaps are off for the participant (the list answers 404)', async () => {
    serve(on('GET', listUrl, () => json(404, { message: 'Not found', code: 'NOT_FOUND' })));
    const { container } = render();
    await waitFor(() => expect(calls.some((call) => call.path === listUrl)).toBe(true));
    await act(() => Promise.resolve());
    expect(container.querySelector('section')).toBeNull();
    expect(calls.filter((call) => call.path === listUrl)).toHaveLength(1);
  });
});
