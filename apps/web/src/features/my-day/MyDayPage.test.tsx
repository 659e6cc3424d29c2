import { endpoints, FileType, Role, type ReportItem } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { MediaProviders } from '../library/media/MediaProviders';
import { fileLink } from '../library/media/testResources';
import { testMedia, testResult, testRow } from '../calendar/results/testItems';
import MyDayPage from './MyDayPage';

const api = endpoints.calendarProgress;
const USER_ID = 107;

let calls: FetchRequest[] = [];
let rows: ReportItem[] = [];

function serve(...handlers: ((call: FetchRequest) => Response | undefined)[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.report, { id: USER_ID }), () =>
        json(200, { from: '2026-11-18', to: '2026-11-29', items: rows }),
      ),
    ],
  });
}

const renderDay = () =>
  renderWithApp(
    <MediaProviders>
      <MyDayPage />
    </MediaProviders>,
    { path: '/my-day' },
  );

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(() => {
  calls = [];
  // Wednesday 25 November 2026, noon where the test runs: the week is Monday 23 to Sunday 29.
  vi.setSystemTime(new Date(2026, 10, 25, 12, 0, 0));
  signInAs(Role.Participant, { user_id: USER_ID });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  rows = [
    testRow({ id: 1, title: 'Squat', media: testMedia() }),
    testRow(
      { id: 2, title: 'Stretch', weight: null, repetitions: null, series: null, time: 300, collect: ['TIME'] },
      testResult({
        itemId: 2,
        status: 'SKIPPED',
        series: null,
        repetitions: null,
        weight: null,
        skipReason: 'Sore knee',
      }),
    ),
    testRow({
      id: 3,
      title: 'Walk',
      kind: 'ACTIVITY',
      date: '2026-11-27',
      weight: null,
      repetitions: null,
      series: null,
      distance: 3000,
      media: testMedia({
        title: 'park.jpg',
        fileTypeId: FileType.Image,
        fileUrl: fileLink('pic'),
        thumbnailUrl: fileLink('pic-t'),
      }),
    }),
    testRow({ id: 4, title: 'Plank', date: '2026-11-23' }, null, 'MISSED'),
  ];
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('/my-day', { timeout: 20_000 }, () => {
  it("asks for the participant's span in one call and shows today, later this week and the days still open", async () => {
    serve();
    renderDay();
    await screen.findByRole('article', { name: 'Squat' });
    const report = calls.find((c) => c.path === endpointUrl(api.report, { id: USER_ID }))!;
    expect(new URLSearchParams(report.query).get('from')).toBe('2026-11-18');
    expect(new URLSearchParams(report.query).get('to')).toBe('2026-11-29');

    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getAllByRole('article')).toHaveLength(2);
    expect(within(card('Squat')).getByText('3 sets · 10 repetitions · 20 kg')).toBeTruthy();
    expect(within(card('Stretch')).getByText('Sore knee')).toBeTruthy();
    // Today comes first: the other days are folded under it, with how many items they hold, their cards not there.
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.slice(0, 3)).toEqual(['Today', 'Earlier days1(1 item)', 'Later this week1(1 item)']);
    const earlierFold = screen.getByRole('button', { name: 'Earlier days (1 item)' });
    expect(earlierFold.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Plank' })).toBeNull();
    expect(screen.queryByRole('article', { name: 'Walk' })).toBeNull();

    // A video is a thumbnail until asked: no player (and no video request) until "Watch video: Squat".
    expect(within(card('Squat')).queryByLabelText('Video of Squat')).toBeNull();
    fireEvent.click(within(card('Squat')).getByRole('button', { name: 'Watch video: Squat' }));
    const video = within(card('Squat')).getByLabelText('Video of Squat') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe(fileLink('video-a'));
    expect(video.autoplay).toBe(true);

    // Every button names its item: a screen reader's list of buttons tells them apart.
    const buttons = within(today)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent);
    expect(buttons).toEqual(['Done: Squat', 'Skip: Squat', 'Done: Stretch', 'Change reason: Stretch', 'Undo: Stretch']);

    // Opened, the earlier days' items are recorded as today's are.
    fireEvent.click(earlierFold);
    const earlier = await screen.findByRole('region', { name: 'Earlier days (1 item)' });
    expect(within(earlier).getByText('Monday, 11/23/2026')).toBeTruthy();
    expect(within(card('Plank')).getByText('Missed')).toBeTruthy();
    expect(within(card('Plank')).getByRole('button', { name: 'Done: Plank' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Later this week (1 item)' }));
    const week = await screen.findByRole('region', { name: 'Later this week (1 item)' });
    expect(within(week).getByText('Friday, 11/27/2026')).toBeTruthy();
    expect(within(card('Walk')).getByText('You can record it on its day.')).toBeTruthy();
    expect(within(card('Walk')).queryByRole('button', { name: /^Done/ })).toBeNull();

    // A picture opens in the preview dialog.
    fireEvent.click(within(card('Walk')).getByRole('button', { name: 'Open Walk' }));
    const preview = await screen.findByRole('dialog', { name: 'park.jpg' });
    expect(within(preview).getByRole('img', { name: 'park.jpg' }).getAttribute('src')).toBe(fileLink('pic'));
  });

  it('opens the earlier days when a notification names one of them (/my-day?date=)', async () => {
    serve();
    renderWithApp(
      <MediaProviders>
        <MyDayPage />
      </MediaProviders>,
      { path: '/my-day?date=2026-11-23' },
    );
    expect(await screen.findByRole('article', { name: 'Plank' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Earlier days (1 item)' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('records an item as done with its values prefilled and changed, a comment and a rating', async () => {
    serve(
      on('POST', endpointUrl(api.recordResult, { id: USER_ID, itemId: 1 }), () =>
        json(201, testResult({ repetitions: 8, comment: 'Hard one', rating: 4 }), { ETag: 'W/"1"' }),
      ),
    );
    renderDay();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Squat' })).getByRole('button', { name: 'Done: Squat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Done: Squat' });
    expect((within(dialog).getByRole('spinbutton', { name: 'Sets' }) as HTMLInputElement).value).toBe('3');
    expect((within(dialog).getByRole('spinbutton', { name: 'Weight' }) as HTMLInputElement).value).toBe('20');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Repetitions' }), { target: { value: '8' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: ' Hard one ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await screen.findByText('Saved!');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      status: 'DONE',
      series: 3,
      repetitions: 8,
      weight: 20,
      comment: 'Hard one',
      rating: 4,
    });
    // The card shows the 201's result at once (8 of the 10 repetitions: partly done), and the day is not read again.
    await waitFor(() => expect(within(card('Squat')).getByText('Partly done')).toBeTruthy());
    expect(calls.filter((c) => c.path === endpointUrl(api.report, { id: USER_ID }))).toHaveLength(1);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    serve(
      on('POST', endpointUrl(api.recordResult, { id: USER_ID, itemId: 4 }), () =>
        json(400, {
          message: 'This item was more than 7 days ago: it can no longer be recorded or changed.',
          code: 'RESULT_TOO_LATE',
        }),
      ),
    );
    renderDay();
    fireEvent.click(await screen.findByRole('button', { name: /^Earlier days/ }));
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Plank' })).getByRole('button', { name: 'Done: Plank' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Done: Plank' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/This item was more than 7 days ago: it can no longer be recorded or changed\./),
    ).toBeTruthy();
  });

  it('changes a skip reason with If-Match, and takes a result back', async () => {
    serve(
      on('PUT', endpointUrl(api.changeResult, { id: USER_ID, itemId: 2 }), () =>
        json(200, testResult({ itemId: 2, status: 'SKIPPED', skipReason: 'Travelling' }), { ETag: 'W/"5"' }),
      ),
      on('DELETE', endpointUrl(api.deleteResult, { id: USER_ID, itemId: 2 }), () => json(204, null)),
    );
    renderDay();
    fireEvent.click(
      within(await screen.findByRole('article', { name: 'Stretch' })).getByRole('button', {
        name: 'Change reason: Stretch',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Skip: Stretch' });
    const reason = within(dialog).getByRole('textbox', { name: /Why are you skipping it/ });
    expect((reason as HTMLTextAreaElement).value).toBe('Sore knee');
    fireEvent.change(reason, { target: { value: 'Travelling' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved!');
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.ifMatch).toBe('W/"4"');
    expect(put.body).toEqual({ status: 'SKIPPED', reason: 'Travelling', comment: null });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    expect(within(card('Stretch')).getByText('Travelling')).toBeTruthy();

    fireEvent.click(within(card('Stretch')).getByRole('button', { name: 'Undo: Stretch' }));
    await screen.findByText('Marked as not done.');
    // On the version the PUT answered, not the one first read.
    expect(calls.find((c) => c.method === 'DELETE')!.ifMatch).toBe('W/"5"');
    // Taken back, today's item is planned again: the card offers Done, without a second read of the day.
    expect(await within(card('Stretch')).findByRole('button', { name: 'Done: Stretch' })).toBeTruthy();
    expect(calls.filter((c) => c.path === endpointUrl(api.report, { id: USER_ID }))).toHaveLength(1);
  });

  it('speaks Spanish to a Spanish-speaking participant', async () => {
    await setLanguage('es');
    serve(
      on('POST', endpointUrl(api.recordResult, { id: USER_ID, itemId: 1 }), () =>
        json(400, {
          message: 'This item is planned for a later day: you can record it from its day on.',
          code: 'RESULT_NOT_YET',
        }),
      ),
    );
    renderDay();
    await screen.findByRole('article', { name: 'Squat' });
    expect(screen.getByRole('heading', { level: 1, name: 'Mi día' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Hoy' })).toBeTruthy();
    expect(within(card('Squat')).getByText('3 series · 10 repeticiones · 20 kg')).toBeTruthy();
    expect(within(card('Squat')).getByRole('button', { name: 'Hecho: Squat' })).toBeTruthy();
    expect(within(card('Squat')).getByRole('button', { name: 'Ver vídeo: Squat' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Días anteriores (1 elemento)' }));
    expect(within(await screen.findByRole('article', { name: 'Plank' })).getByText('No hecho')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Más adelante esta semana (1 elemento)' }));
    expect(
      within(await screen.findByRole('article', { name: 'Walk' })).getByText('Podrás registrarlo ese día.'),
    ).toBeTruthy();
    // The server's refusal of the day (its zone says it is still to come), in Spanish.
    fireEvent.click(within(card('Squat')).getByRole('button', { name: 'Hecho: Squat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hecho: Squat' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      await within(dialog).findByText(
        /Este elemento está previsto para otro día: podrás registrarlo a partir de ese día\./,
      ),
    ).toBeTruthy();
  });
});
