import { MESSAGE_TOO_LONG } from '@stride/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageTooLongError, sendMessage } from './sendMessage';
import { buildMessage } from '../testChat';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const noWait = async () => undefined;
const draft = { text: 'Hi', needAck: false, mediaLibraryFiles: [] };

afterEach(() => vi.unstubAllGlobals());

describe('sending a message', () => {
  it('resends with the same client id after a network failure', async () => {
    const bodies: { clientId: string }[] = [];
    let calls = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      calls += 1;
      if (calls < 3) throw new TypeError('Failed to fetch');
      return json(201, buildMessage({ text: 'Hi' }));
    });
    const message = await sendMessage('dm_1', draft, 'c0a80121-7ac0-4e1c-8e0e-000000000001', noWait);
    expect(message?.text).toBe('Hi');
    expect(bodies.map((b) => b.clientId)).toEqual(Array(3).fill('c0a80121-7ac0-4e1c-8e0e-000000000001'));
  });

  it('retries a too-big message with library media once without thumbnails', async () => {
    const bodies: { mediaLibraryFiles: object[] }[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body));
      bodies.push(body);
      return body.mediaLibraryFiles[0].thumbnailUrl
        ? json(413, { message: MESSAGE_TOO_LONG, code: 'PAYLOAD_TOO_LARGE' })
        : json(201, buildMessage());
    });
    await sendMessage(
      'dm_1',
      { ...draft, mediaLibraryFiles: [{ resourceId: 5, thumbnailUrl: '/t.png' }] },
      undefined,
      noWait,
    );
    expect(bodies.map((b) => b.mediaLibraryFiles)).toEqual([
      [{ resourceId: 5, thumbnailUrl: '/t.png' }],
      [{ resourceId: 5 }],
    ]);
  });

  it('refuses a text over the limit without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(sendMessage('dm_1', { ...draft, text: 'x'.repeat(33_000) })).rejects.toBeInstanceOf(
      MessageTooLongError,
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('passes other failures on', async () => {
    vi.stubGlobal('fetch', async () => json(403, { message: 'Forbidden', code: 'FORBIDDEN' }));
    await expect(sendMessage('dm_1', draft, undefined, noWait)).rejects.toMatchObject({ status: 403 });
  });
});
