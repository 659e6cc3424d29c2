import { endpoints, Role, type Resource, type SprintTemplate } from '@stride/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { UploadQueueProvider } from '../../library/media';
import { buildResource } from '../../library/media/testResources';
import { UploadQueue } from '../../library/media/upload/uploadQueue';
import SprintEditorPage from './SprintEditorPage';
import { template, templateMessage } from '../testData';

const api = endpoints.sprints;
const picked = buildResource({ id: 55, title: 'Water bottle video' });

// The library's picker is the library screen's: here it offers one file.
vi.mock('../../library/LibraryPickerDialog', () => ({
  LibraryPickerDialog: (props: { open: boolean; onPick: (r: Resource) => void; title: string }) =>
    props.open ? (
      <div role="dialog" aria-label={props.title}>
        <button type="button" onClick={() => props.onPick(picked)}>
          Pick
        </button>
      </div>
    ) : null,
}));
configure({ asyncUtilTimeout: 10_000 });

type Handler = FetchHandler<FetchRequest>;
const wake = templateMessage(101, 1, '08:00', 'Good morning! Drink a glass of water.');
const walk = templateMessage(102, 1, '08:00', 'Now a five-minute walk.', { position: 1 });
const evening = templateMessage(103, 1, '20:30', 'How did today go?');
const third = templateMessage(104, 3, '09:15', 'Day three: watch the video.');
const habits = template(7, 'Morning habits', { messages: [evening, third, walk, wake] });

let calls: FetchRequest[] = [];
function serve(current: SprintTemplate, ...handlers: Handler[]) {
  stubFetch({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      on('GET', endpointUrl(api.template, { id: current.id }), () => json(200, current, { ETag: 'W/"4"' })),
    ],
  });
}
/** The PUT answers the template with the list sent (ids for new ones), version 5. */
const answerPut: Handler = on<FetchRequest>('PUT', endpointUrl(api.updateTemplate, { id: 7 }), (call) => {
  const body = call.body as { messages?: Array<Record<string, unknown>> };
  const messages = (body.messages ?? []).map((m, i) =>
    templateMessage(Number(m.id ?? 900 + i), Number(m.day), String(m.time), String(m.text), { position: i }),
  );
  return json(200, { ...habits, messages, version: 5 }, { ETag: 'W/"5"' });
});

/** The upload queue's runner stands for POST /ml/files/upload: every file is stored as 77. */
const storageFile = { storageFileId: 77, name: 'walk.png', fileTypeId: 18, contentType: 'image/png', size: 3 } as const;
function renderEditor() {
  const queue = new UploadQueue(async (_file, target) => {
    if (target.kind === 'storage') await target.onUploaded(storageFile);
  });
  return renderWithApp(
    <UploadQueueProvider queue={queue}>
      <SprintEditorPage />
    </UploadQueueProvider>,
    { path: '/sprints/7', pattern: '/sprints/:id' },
  );
}
const day = (n: number) => screen.findByRole('listitem', { name: `Day ${n}` });
const put = () => calls.find((call) => call.method === 'PUT');

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('/sprints/{id}', { timeout: 60_000 }, () => {
  it('shows the days up to one after the last, each day’s messages by time then position', async () => {
    serve(habits);
    renderEditor();
    const first = await day(1);
    const texts = within(first)
      .getAllByRole('listitem')
      .map((item) => item.getAttribute('aria-label'));
    expect(texts).toEqual(['Message at 08:00', 'Message at 08:00', 'Message at 20:30']);
    expect(first.textContent?.indexOf('Good morning')).toBeLessThan(first.textContent!.indexOf('five-minute walk'));
    expect(within(await day(2)).getByText('No messages this day.')).toBeTruthy();
    expect(within(await day(3)).getByText('Day three: watch the video.')).toBeTruthy();
    expect(within(await day(4)).getByText('No messages this day.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Day 5' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add day' }));
    expect(await day(5)).toBeTruthy();
  });

  it('adds a message to a day: PUT with the whole timeline and If-Match, Saved!', async () => {
    serve(habits, answerPut);
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Add message to day 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Write a message or attach a file.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Stretch.' } });
    fireEvent.change(within(dialog).getByLabelText(/^Time/), { target: { value: '07:45' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(put()?.ifMatch).toBe('W/"4"');
    expect(put()?.body).toEqual({
      messages: [
        { id: 101, day: 1, time: '08:00', text: 'Good morning! Drink a glass of water.', resourceId: null },
        { id: 102, day: 1, time: '08:00', text: 'Now a five-minute walk.', resourceId: null },
        { id: 103, day: 1, time: '20:30', text: 'How did today go?', resourceId: null },
        { id: 104, day: 3, time: '09:15', text: 'Day three: watch the video.', resourceId: null },
        { day: 2, time: '07:45', text: 'Stretch.' },
      ],
    });
    expect(within(await day(2)).getByText('Stretch.')).toBeTruthy();
  });

  it('edits a message in its place and moves one up among those at the same time', async () => {
    serve(habits, answerPut);
    renderEditor();
    const first = await day(1);
    fireEvent.click(within(first).getByRole('button', { name: 'Edit: Message at 20:30' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit message' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'Rate today.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const edited = put()?.body as { messages: Array<{ id?: number; text: string }> };
    expect(edited.messages.map((m) => m.id)).toEqual([101, 102, 103, 104]);
    expect(edited.messages[2]?.text).toBe('Rate today.');

    calls = [];
    const moveUp = within(await day(1)).getAllByRole('button', { name: 'Move up: Message at 08:00' });
    expect((moveUp[0] as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(moveUp[1]!);
    await waitFor(() => expect(put()).toBeTruthy());
    expect((put()?.body as { messages: Array<{ id: number }> }).messages.map((m) => m.id)).toEqual([
      102, 101, 103, 104,
    ]);
  });

  it('deletes a message after confirming: the PUT leaves it out', async () => {
    serve(habits, answerPut);
    renderEditor();
    fireEvent.click(within(await day(3)).getByRole('button', { name: 'Delete: Message at 09:15' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this message?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect((put()?.body as { messages: Array<{ id: number }> }).messages.map((m) => m.id)).toEqual([101, 102, 103]);
  });

  it('renames the template on leaving the field', async () => {
    serve(habits, answerPut);
    renderEditor();
    const name = await screen.findByRole('textbox', { name: 'Name' });
    fireEvent.change(name, { target: { value: 'Morning habits 2' } });
    fireEvent.blur(name);
    expect(await screen.findByText('Saved!')).toBeTruthy();
    expect(put()?.body).toEqual({ name: 'Morning habits 2' });
  });

  it('previews the messages as the participant will read them', async () => {
    serve(habits);
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Morning habits as the participant sees it' });
    const dayOne = within(preview).getByRole('region', { name: 'Day 1' });
    expect(within(dayOne).getAllByRole('listitem')).toHaveLength(3);
    expect(within(preview).getByRole('region', { name: 'Day 3' }).textContent).toContain('watch the video');
  });

  it('a read-only template shows no editing, offers duplicate and apply', async () => {
    serve(template(8, 'Platform welcome', { companyId: null, editable: false, messages: [wake] }));
    renderWithApp(
      <UploadQueueProvider>
        <SprintEditorPage />
      </UploadQueueProvider>,
      { path: '/sprints/8', pattern: '/sprints/:id' },
    );
    expect(await screen.findByRole('heading', { name: 'Platform welcome' })).toBeTruthy();
    expect(screen.getByText('A platform template is read-only: duplicate it to change it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add message to/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Duplicate' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply to participant' }));
    expect(await screen.findByRole('dialog', { name: 'Apply “Platform welcome”' })).toBeTruthy();
  });
  it('attaches a file of the library (resourceId) or one uploaded through the upload queue (storageFileId)', async () => {
    serve(habits, answerPut);
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: 'Add message to day 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'New message' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'From media library' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: /Media/ })).getByText('Pick'));
    expect(await within(dialog).findByText(/Water bottle video/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    const withLibrary = put()?.body as { messages: Array<Record<string, unknown>> };
    expect(withLibrary.messages.at(-1)).toEqual({ day: 2, time: '08:00', text: '', resourceId: 55 });

    calls = [];
    fireEvent.click(await screen.findByRole('button', { name: 'Add message to day 3' }));
    dialog = await screen.findByRole('dialog', { name: 'New message' });
    const input = within(dialog).getByLabelText('Media: file to upload') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['abc'], 'walk.png', { type: 'image/png' })] } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Message' }), { target: { value: 'A walk.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(put()).toBeTruthy());
    const withUpload = put()?.body as { messages: Array<Record<string, unknown>> };
    expect(withUpload.messages.at(-1)).toEqual({ day: 3, time: '08:00', text: 'A walk.', storageFileId: 77 });
  });
});
