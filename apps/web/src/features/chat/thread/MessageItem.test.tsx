import { endpoints, Role } from '@stride/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { signInAs } from '../../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { buildMessage } from '../testChat';
import { MessageItem, type MessageActions } from './MessageItem';

const calls: FetchRequest[] = [];
const actions: MessageActions = {
  onReact: vi.fn(),
  onReply: vi.fn(),
  onAck: vi.fn(),
  onEdit: vi.fn(),
  onDelete: vi.fn(),
  onOpenMedia: vi.fn(),
  onDownloadMedia: vi.fn(),
};

afterEach(() => vi.unstubAllGlobals());

function renderThread(messages: ReturnType<typeof buildMessage>[]) {
  calls.length = 0;
  stubFetch<FetchRequest>({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(endpoints.translation.availability), () =>
        json(200, { available: true, pairs: [{ source: 'es', target: 'en' }], maxLength: 5000 }),
      ),
      on('GET', endpointUrl(endpoints.speech.availability), () =>
        json(200, { available: true, languages: ['en', 'es'], maxLength: 2000 }),
      ),
      on('POST', endpointUrl(endpoints.translation.translate), () =>
        json(200, { text: 'My head hurts.', sourceLanguage: 'es', targetLanguage: 'en' }),
      ),
    ],
  });
  signInAs(Role.Advisor);
  renderWithApp(
    <ul>
      {messages.map((message) => (
        <MessageItem
          key={message.id}
          message={message}
          myUuid="uuid-me"
          senderName={message.user === 'uuid-me' ? 'Me' : 'Ana Ruiz'}
          quoted={undefined}
          read={false}
          mayEdit={false}
          mayDelete={false}
          mayReply
          {...actions}
        />
      ))}
    </ul>,
  );
}

describe('a chat message in another language', () => {
  it("offers staff Translate on another's message whose lng is not theirs, and Read aloud on every message", async () => {
    renderThread([
      buildMessage({ timetoken: '1', text: 'Me duele la cabeza.', lng: 'es' }),
      buildMessage({ timetoken: '2', text: 'See you Monday.', lng: 'en' }),
      buildMessage({ timetoken: '3', text: 'Hasta luego.', lng: 'es', user: 'uuid-me' }),
    ]);
    const [spanish, english, mine] = screen.getAllByRole('listitem');
    fireEvent.click(await within(spanish!).findByRole('button', { name: 'Translate' }));
    expect(await within(spanish!).findByText('My head hurts.')).toBeTruthy();
    expect(within(spanish!).getByText('Translated from Spanish')).toBeTruthy();
    expect(within(english!).queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(within(mine!).queryByRole('button', { name: 'Translate' })).toBeNull();
    for (const item of [spanish!, english!, mine!]) {
      expect(await within(item).findByRole('button', { name: 'Read aloud' })).toBeTruthy();
    }
  });
});
