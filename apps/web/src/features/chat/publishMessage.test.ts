import { ChatEvent, MESSAGE_TOO_LONG, type SocketAnswer } from '@stride/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import { publishMessage } from './chatApi';
import { buildMessage } from './testChat';

const call = vi.hoisted(() => vi.fn<(event: string, payload: unknown) => Promise<SocketAnswer<unknown> | null>>());
vi.mock('../../app/realtime', () => ({ callRealtime: call }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const body = { clientId: 'c0a80121-7ac0-4e1c-8e0e-000000000001', text: 'Hi', needAck: false, mediaLibraryFiles: [] };
const refusal = (status: number, message: string): SocketAnswer<never> => ({
  ok: false,
  status,
  error: { message, code: 'X' },
});

describe('publishing a message', () => {
  const posted: unknown[] = [];
  beforeEach(() => {
    posted.length = 0;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      posted.push(JSON.parse(String(init.body)));
      return json(201, buildMessage({ text: 'over HTTP' }));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    call.mockReset();
  });

  it('goes over the open socket, with no request', async () => {
    call.mockResolvedValue({ ok: true, data: buildMessage({ text: 'over the socket' }) });
    const message = await publishMessage('dm_1', body);
    expect(message?.text).toBe('over the socket');
    expect(call).toHaveBeenCalledWith(ChatEvent.Publish, { channelId: 'dm_1', message: body });
    expect(posted).toEqual([]);
  });

  it("throws the socket's refusal as the request's would be", async () => {
    call.mockResolvedValue(refusal(413, MESSAGE_TOO_LONG));
    const error = await publishMessage('dm_1', body).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(413);
    expect((error as ApiError).serverMessage).toBe(MESSAGE_TOO_LONG);
    expect(posted).toEqual([]);
  });

  it('makes it a request, with the same client id, without a socket, after an expired sign-in or a server failure', async () => {
    for (const answer of [
      null,
      refusal(401, 'Sign in to continue.'),
      refusal(500, 'Something went wrong on our side.'),
    ]) {
      call.mockResolvedValueOnce(answer);
      expect((await publishMessage('dm_1', body))?.text).toBe('over HTTP');
    }
    expect(posted).toEqual([body, body, body]);
  });
});
