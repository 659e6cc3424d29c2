import { endpoints, Role, type JournalDay, type JournalMeal, type Participant } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { fakeRealtime } from '../chat/testChat';
import { MediaPreviewProvider, UploadQueueProvider } from '../library/media';
import { UploadQueue } from '../library/media/upload/uploadQueue';
import MyDayPage from '../my-day/MyDayPage';
import { testComment, testDay, testMeal, testPhoto } from './testData';

vi.mock('../../app/realtime', async () => (await import('../chat/testChat')).fakeRealtimeModule);
configure({ asyncUtilTimeout: 10_000 });

const api = endpoints.journal;
const USER_ID = 107;
const TODAY = '2026-11-25';
const dayUrl = endpointUrl(api.day, { id: USER_ID, date: TODAY });

const me = (journalAvailable: boolean, language: 'en' | 'es' = 'en'): Participant => ({
  id: USER_ID,
  profileId: 207,
  uuid: '00000000-0000-4000-8000-000000000107',
  firstName: 'Lucía',
  lastName: 'Gómez',
  email: 'lucia@mail.example',
  emailConfirmed: true,
  language,
  timeZone: 'Europe/Madrid',
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: 5,
  advisorName: 'Alice Advisor',
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable,
  smartSurveyAvailable: false,
  swapAvailable: false,
  surveyAvailable: false,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: '2026-10-01T10:00:00.000Z',
  version: 3,
  accountVersion: 1,
});

let calls: FetchRequest[] = [];
let day: JournalDay;
let flag = true;

function serve(...handlers: FetchHandler<FetchRequest>[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(endpoints.participants.get, { id: USER_ID }), () => json(200, me(flag), { ETag: 'W/"3"' })),
      on('GET', endpointUrl(endpoints.sprints.messages, { id: USER_ID }), () => json(200, { messages: [] })),
      on('GET', endpointUrl(endpoints.calendarProgress.report, { id: USER_ID }), () =>
        json(200, { from: '2026-11-18', to: '2026-11-29', items: [] }),
      ),
      on('GET', dayUrl, () => json(200, day, { ETag: `W/"${day.version}"` })),
    ],
  });
}

/** The upload queue's runner stands for POST /ml/files/upload: every file is stored as 77. */
function renderDay(path = '/my-day') {
  const queue = new UploadQueue(async (file, target) => {
    if (target.kind === 'storage')
      await target.onUploaded({
        storageFileId: 77,
        name: file.name,
        fileTypeId: 18,
        contentType: file.type,
        size: file.size,
      });
  });
  return renderWithApp(
    <UploadQueueProvider queue={queue}>
      <MediaPreviewProvider>
        <MyDayPage />
      </MediaPreviewProvider>
    </UploadQueueProvider>,
    { path, pattern: '/my-day' },
  );
}
const journal = () => screen.findByRole('region', { name: 'My journal' });

beforeEach(() => {
  calls = [];
  flag = true;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 25, 13, 40, 0));
  signInAs(Role.Participant, { user_id: USER_ID });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
  day = testDay({ participantId: USER_ID, participantProfileId: 207, date: TODAY, editable: true });
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('the journal card on /my-day', { timeout: 30_000 }, () => {
  it('is not there while the participant’s journal is off, and asks nothing of the journal', async () => {
    flag = false;
    serve();
    renderDay();
    await screen.findByRole('region', { name: 'Today' });
    await waitFor(() =>
      expect(calls.some((c) => c.path === endpointUrl(endpoints.participants.get, { id: USER_ID }))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'My journal' })).toBeNull();
    expect(calls.some((c) => c.path.includes('/journals/'))).toBe(false);
  });

  it('is not there when the server answers 404 (the company’s journal is off)', async () => {
    serve(on('GET', dayUrl, () => json(404, { message: 'Not found', code: 'NOT_FOUND' })));
    renderDay();
    await waitFor(() => expect(calls.some((c) => c.path === dayUrl)).toBe(true));
    await screen.findByRole('region', { name: 'Today' });
    expect(screen.queryByRole('region', { name: 'My journal' })).toBeNull();
  });

  it('writes how the day went: PUT on the day’s version, Saved!', async () => {
    serve(
      on('PUT', dayUrl, (call) => {
        day = { ...day, comment: (call.body as { comment: string }).comment, version: 1 };
        return json(200, day, { ETag: 'W/"1"' });
      }),
    );
    renderDay();
    const card = await journal();
    const field = await within(card).findByRole('textbox', { name: 'How was your day?' });
    fireEvent.change(field, { target: { value: 'Tired but happy ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.ifMatch).toBe('W/"0"');
    expect(put.body).toEqual({ comment: 'Tired but happy', meals: [] });
  });

  it('adds today’s lunch with a photo from the phone, sent through the upload queue; the new meal is scrolled to and focused', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    let created: JournalMeal | null = null;
    serve(
      on('POST', endpointUrl(api.createMeal, { id: USER_ID, date: TODAY }), () => {
        created = testMeal(41, {
          date: TODAY,
          kind: 'LUNCH',
          time: '13:40',
          text: 'Rice with vegetables',
          photos: [testPhoto(601, 'lunch.jpg')],
        });
        day = { ...day, version: 1, meals: [created] };
        return json(201, created, { ETag: 'W/"1"' });
      }),
    );
    renderDay();
    const card = await journal();
    fireEvent.click(await within(card).findByRole('button', { name: 'Add a meal' }));
    const form = within(card).getByRole('form', { name: 'New meal' });
    // At 13:40 the form proposes lunch, now.
    expect((within(form).getByRole('combobox', { name: 'Meal' }) as HTMLSelectElement).value).toBe('LUNCH');
    expect((within(form).getByLabelText('Time') as HTMLInputElement).value).toBe('13:40');
    fireEvent.change(within(form).getByRole('textbox', { name: 'What did you eat?' }), {
      target: { value: 'Rice with vegetables' },
    });
    const input = within(form).getByLabelText('Add a photo', { selector: 'input' }) as HTMLInputElement;
    expect(input.accept).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const photo = new File([new Uint8Array([1, 2, 3])], 'lunch.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    const save = within(form).getByRole('button', { name: 'Save meal' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);

    await screen.findByText('Saved!');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      kind: 'LUNCH',
      time: '13:40',
      text: 'Rice with vegetables',
      photos: [{ storageFileId: 77 }],
    });
    const lunch = await within(card).findByRole('article', { name: 'Lunch 13:40' });
    expect(within(lunch).getByText('Rice with vegetables')).toBeTruthy();
    expect(within(lunch).getByRole('button', { name: 'Open photo 1 of Lunch' })).toBeTruthy();
    // Placed by its time, perhaps off-screen: brought into view and focused.
    await waitFor(() => expect(document.activeElement).toBe(lunch));
    expect(scrolled.mock.contexts).toContain(lunch);
  });

  it('changes a meal on its version, keeping its photos', async () => {
    day = { ...day, version: 2, meals: [testMeal(41, { date: TODAY, version: 3, photos: [testPhoto(601)] })] };
    serve(
      on('PUT', endpointUrl(api.updateMeal, { id: USER_ID, date: TODAY, mealId: 41 }), (call) =>
        json(200, { ...day.meals[0]!, kind: (call.body as { kind: string }).kind, version: 4 }, { ETag: 'W/"4"' }),
      ),
    );
    renderDay();
    const card = await journal();
    const lunch = await within(card).findByRole('article', { name: 'Lunch 13:30' });
    fireEvent.click(within(lunch).getByRole('button', { name: /^Edit: Lunch/ }));
    const form = within(card).getByRole('form', { name: 'Lunch' });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Meal' }), { target: { value: 'SNACK' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save meal' }));
    await screen.findByText('Saved!');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.ifMatch).toBe('W/"3"');
    expect(put.body).toEqual({
      kind: 'SNACK',
      time: '13:30',
      text: 'Lentils and salad',
      photos: [{ resourceId: 601 }],
    });
  });

  it('deletes a meal on its version after a confirmation: Item deleted!', async () => {
    day = { ...day, version: 2, meals: [testMeal(41, { date: TODAY, version: 3 })] };
    serve(
      on('DELETE', endpointUrl(api.deleteMeal, { id: USER_ID, date: TODAY, mealId: 41 }), () => {
        day = { ...day, meals: [] };
        return json(204, null);
      }),
    );
    renderDay();
    const card = await journal();
    fireEvent.click(
      within(await within(card).findByRole('article', { name: 'Lunch 13:30' })).getByRole('button', {
        name: 'Edit: Lunch 13:30',
      }),
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this meal?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Item deleted!');
    const removal = calls.find((c) => c.method === 'DELETE')!;
    expect(removal.ifMatch).toBe('W/"3"');
    await waitFor(() => expect(within(card).queryByRole('article', { name: 'Lunch 13:30' })).toBeNull());
  });

  it('opens the day a notification names (/my-day?date=), scrolled into view; never a day after today', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const earlier = endpointUrl(api.day, { id: USER_ID, date: '2026-11-20' });
    serve(
      on('GET', earlier, () =>
        json(200, {
          ...day,
          date: '2026-11-20',
          meals: [testMeal(41, { comments: [testComment(9, { text: 'Ok!' })] })],
        }),
      ),
    );
    renderDay('/my-day?date=2026-11-20');
    const card = await journal();
    await within(card).findByText('Friday, 11/20/2026');
    await within(card).findByText('Ok!');
    await waitFor(() => expect(scrolled).toHaveBeenCalled());
    expect(calls.some((c) => c.path === dayUrl)).toBe(false);
  });

  it('reads today for a date after today', async () => {
    serve();
    renderDay('/my-day?date=2026-12-01');
    const card = await journal();
    await within(card).findByRole('textbox', { name: 'How was your day?' });
    expect(calls.some((c) => c.path === dayUrl)).toBe(true);
    expect(calls.some((c) => c.path.endsWith('/date/2026-12-01'))).toBe(false);
  });

  it('in Spanish: shows the advisor’s new comment marked, and answers it; the comment arrives without reloading', async () => {
    await setLanguage('es');
    const lunch = testMeal(41, { date: TODAY, kind: 'LUNCH', time: '13:40' });
    day = { ...day, version: 1, meals: [lunch] };
    serve(
      on('POST', endpointUrl(api.addComment, { id: USER_ID, date: TODAY, mealId: 41 }), () =>
        json(201, testComment(95, { text: '¡Gracias!' })),
      ),
    );
    renderDay();
    const card = await screen.findByRole('region', { name: 'Mi diario' });
    const meal = await within(card).findByRole('article', { name: 'Almuerzo 13:40' });
    expect(within(meal).getByText('Aún no hay comentarios.')).toBeTruthy();

    // The advisor comments: the server tells the participant's sockets, the day is read again.
    day = {
      ...day,
      meals: [
        {
          ...lunch,
          comments: [
            testComment(94, {
              text: 'Muy bien, añade fruta.',
              byParticipant: false,
              authorName: 'Alice Advisor',
              unread: true,
            }),
          ],
        },
      ],
    };
    await fakeRealtime.deliver('journal:changed', {
      participantId: USER_ID,
      participantProfileId: 207,
      date: TODAY,
      reason: 'comment',
    });
    const comment = await within(meal).findByText('Muy bien, añade fruta.');
    expect(within(comment.closest('li')!).getByText('Nuevo')).toBeTruthy();
    expect(within(card).getByText('1 comentario nuevo de tu asesor')).toBeTruthy();

    fireEvent.change(within(meal).getByRole('textbox', { name: 'Añadir un comentario' }), {
      target: { value: '¡Gracias!' },
    });
    fireEvent.click(within(meal).getByRole('button', { name: /^Enviar: / }));
    await screen.findByText('¡Guardado!');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ text: '¡Gracias!' });
  });
});
