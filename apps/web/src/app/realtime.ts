import {
  RENEW_SOCKET_TOKEN,
  type ChatAction,
  type ChatChannel,
  type ChatMessage,
  type JournalChangedEvent,
  type NotificationEvent,
  type SocketAnswer,
} from '@stride/contracts';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { io, type Socket } from 'socket.io-client';
import { registerBeforeLogout } from './auth/logout';
import { getSession, subscribeSession } from './auth/session';

/** Server events the portal listens to, with their payloads. */
export interface RealtimeEvents {
  /** NOTIFICATION_NEW_EVENT: a notification for the user (new, or snoozed and due again), with their unread count. */
  'notification:new': NotificationEvent;
  'chat:unread': { total: number };
  'chat:message': ChatMessage;
  'chat:action': ChatAction;
  /** Someone is typing in a channel (sent by the portal too, with its channelId). */
  'chat:typing': { channelId: string; uuid: string; fullName?: string };
  'chat:presence': unknown;
  'chat:channel': Partial<ChatChannel> & { id: string };
  /** This socket's channel rooms are joined (on every connect): time to fetch what was missed. */
  'chat:ready': { channels: number };
  /** JOURNAL_CHANGED_EVENT: a participant's journal day changed (a meal, a comment, the day's comment). */
  'journal:changed': JournalChangedEvent;
}
type EventName = keyof RealtimeEvents;
type Handler<E extends EventName> = (payload: RealtimeEvents[E]) => void;

let socket: Socket | null = null;
let stopFollowingSession: (() => void) | null = null;
const handlers = new Map<string, Set<(payload: unknown) => void>>();
let connected = false;
const connectionListeners = new Set<() => void>();

function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  connectionListeners.forEach((listener) => listener());
}

/** Sends an event to the server (e.g. a typing signal); dropped while disconnected. */
export function emitRealtime(event: string, payload: unknown): void {
  if (socket?.connected) socket.emit(event, payload);
}

/** How long a call over the socket may take before the caller makes it as a request instead. */
export const REALTIME_CALL_TIMEOUT_MS = 10_000;

/**
 * Makes a call over the open socket (the server's answer), or answers null when there is no connection
 * or no answer in time: the caller then makes the same call as an HTTP request.
 */
export async function callRealtime<T>(
  event: string,
  payload: unknown,
  timeoutMs = REALTIME_CALL_TIMEOUT_MS,
): Promise<SocketAnswer<T> | null> {
  if (!socket?.connected) return null;
  try {
    return (await socket.timeout(timeoutMs).emitWithAck(event, payload)) as SocketAnswer<T>;
  } catch {
    return null;
  }
}

/** One socket per page, signed with the current access token on every (re)connect. */
export function connectRealtime(): void {
  if (socket) return;
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    auth: (send) => send({ token: getSession()?.accessToken ?? '' }),
  });
  socket.onAny((event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)));
  socket.on('connect_error', (error) => console.info('Realtime connection failed', error.message));
  socket.on('connect', () => setConnected(true));
  // The server ends a socket whose token expired before it was renewed (or whose session ended): Socket.IO
  // does not come back by itself then, so the next renewed token reconnects it.
  let endedByServer = false;
  socket.on('disconnect', (reason) => {
    endedByServer = reason === 'io server disconnect';
    setConnected(false);
  });
  // The server checks the handshake's token on each call: a renewed one replaces it, without reconnecting.
  let sent = getSession()?.accessToken;
  stopFollowingSession = subscribeSession(() => {
    const token = getSession()?.accessToken;
    if (!token || token === sent || !socket) return;
    sent = token;
    if (socket.connected) socket.emit(RENEW_SOCKET_TOKEN, { token }, () => undefined);
    else if (endedByServer) {
      endedByServer = false;
      socket.connect();
    }
  });
}

export function disconnectRealtime(): void {
  stopFollowingSession?.();
  stopFollowingSession = null;
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

/**
 * Whether the socket is up: what pushes news (notifications) while it is, and what they are polled by
 * while it is not.
 */
export function useRealtimeConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

registerBeforeLogout(disconnectRealtime);

export function subscribeRealtime<E extends EventName>(event: E, handler: Handler<E>): () => void {
  const set = handlers.get(event) ?? new Set();
  handlers.set(event, set);
  // Payloads are the server's: typed by RealtimeEvents, as the API client types its answers.
  const listener = handler as (payload: unknown) => void;
  set.add(listener);
  return () => set.delete(listener);
}

/** Calls the latest handler for each event while the component is mounted. */
export function useRealtimeEvent<E extends EventName>(event: E, handler: Handler<E>): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => subscribeRealtime(event, (payload) => latest.current(payload)), [event]);
}
