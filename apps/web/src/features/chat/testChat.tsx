import type { ChatChannel, ChatMember, ChatMessage } from '@stride/contracts';
import { act } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MediaPreviewProvider } from '../library/media/preview/MediaPreviewProvider';
import { UploadQueue } from '../library/media/upload/uploadQueue';
import { UploadQueueProvider } from '../library/media/upload/UploadQueueProvider';

/** Test data as the chat server answers it. */
export function buildMember(overrides: Partial<ChatMember> = {}): ChatMember {
  return {
    profileId: 1,
    uuid: 'uuid-1',
    fullName: 'Ada Lovelace',
    timeToken: null,
    isChatPinned: false,
    isHidden: false,
    ...overrides,
  };
}

export function buildChannel(overrides: Partial<ChatChannel> = {}): ChatChannel {
  return {
    id: 'dm_1',
    name: '',
    chatMembers: [],
    isDirectMessage: true,
    isReadOnly: false,
    isFreeUserChat: false,
    creationDate: '2025-03-01T10:00:00.000Z',
    createdBy: null,
    lastMessageTimetoken: null,
    lastMessage: null,
    version: 1,
    ...overrides,
  };
}

export function buildMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  const timetoken = overrides.timetoken ?? '17410000000000000';
  return {
    id: `m-${timetoken}`,
    channelId: 'dm_1',
    timetoken,
    text: 'Hello',
    user: 'uuid-1',
    senderProfileId: 1,
    is_read: false,
    updated: false,
    updated_at: null,
    deleted: false,
    deleted_at: null,
    reactions: [],
    needAck: false,
    ack: [],
    lng: null,
    mediaLibraryFiles: [],
    giphyFile: null,
    replyMessageTimetoken: null,
    file: null,
    createdAt: '2025-03-05T09:30:00.000Z',
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** Stubs fetch: each call is recorded in `calls`, then answered by `answer` (`path` is the URL without its query). */
export function stubFetch(calls: FetchCall[], answer: (call: FetchCall & { path: string }) => Response): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const call: FetchCall = {
      method: init.method ?? 'GET',
      url,
      body: init.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    };
    calls.push(call);
    return answer({ ...call, path: url.split('?')[0] ?? '' });
  });
}

/** A chat page inside the media providers the shell gives it (by default an upload queue that uploads nothing). */
export function renderChatPage(page: ReactNode, path: string, queue = new UploadQueue(async () => undefined)) {
  return renderWithApp(
    <UploadQueueProvider queue={queue}>
      <MediaPreviewProvider>{page}</MediaPreviewProvider>
    </UploadQueueProvider>,
    { path },
  );
}

/**
 * The realtime gateway as the socket would deliver its events, and what the portal emitted. A test file
 * puts it in place of app/realtime with
 * `vi.mock('../../app/realtime', async () => (await import('./testChat')).fakeRealtimeModule);`
 */
export const fakeRealtime = {
  handlers: new Map<string, Set<(payload: unknown) => void>>(),
  emitted: [] as unknown[][],
  deliver: (event: string, payload: unknown) =>
    act(async () => {
      fakeRealtime.handlers.get(event)?.forEach((handler) => handler(payload));
    }),
};

export const fakeRealtimeModule = {
  useRealtimeEvent(event: string, handler: (payload: unknown) => void) {
    const latest = useRef(handler);
    useEffect(() => {
      latest.current = handler;
    });
    useEffect(() => {
      const set = fakeRealtime.handlers.get(event) ?? new Set();
      fakeRealtime.handlers.set(event, set);
      const listener = (payload: unknown) => latest.current(payload);
      set.add(listener);
      return () => void set.delete(listener);
    }, [event]);
  },
  emitRealtime: (...args: unknown[]) => {
    fakeRealtime.emitted.push(args);
  },
  // No socket calls: the portal makes them as requests, which the tests' fetch answers.
  callRealtime: async () => null,
};
