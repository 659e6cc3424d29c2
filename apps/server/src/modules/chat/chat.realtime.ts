import {
  CHAT_PRESENCE_AUTOLOAD,
  ChatEvent,
  typingSchema,
  type ChatChannel,
  type ChatMessage,
  type TenantId,
} from '@stride/contracts';
import { inTenant } from '../../platform/db/tenant-scope.js';
import type { Platform } from '../../platform/platform.js';
import { userRoom, type RealtimeSocket } from '../../platform/realtime/index.js';
import type { Delivery } from './messages.service.js';
import { channelIdsOfProfile } from './members.js';
import { unreadTotals, type Recipient, type UnreadPerson } from './unread.js';
import { createUnreadThrottle } from './unread-throttle.js';

/**
 * Chat over Socket.IO: a room per channel (`chat:<tenant>:<channelId>`) beside the gateway's user
 * rooms. Every emit goes through the adapter, so with Redis it reaches sockets on every process.
 * Catch-up after a reconnect is the client's GET /chats/{id}/messages?after=<last seen timetoken>.
 */
export const chatRoom = (tenantId: string, channelId: string) => `chat:${tenantId}:${channelId}`;

export interface ChatRealtime {
  /**
   * After messages are committed, in one batch to every process: each message to its channel room and
   * the user rooms of its sender and of the members it raised (a socket gets it once; one whose join of a
   * new channel is still on its way through Redis gets it all the same); the raised members' unread
   * totals follow, counted after the commit (unread-throttle.ts).
   */
  published(tenantId: TenantId, delivery: Delivery | null): void;
  action(
    tenantId: TenantId,
    action: {
      kind: 'updated' | 'deleted' | 'receipt' | 'reaction' | 'ack';
      channelId: string;
      message?: ChatMessage;
      reader?: { uuid: string; timeToken: string };
    },
  ): void;
  /**
   * A channel made or changed: its members' sockets join the room (removed ones leave), and it is sent
   * to their user rooms (with Redis a join travels apart from emits: the room may not hold them yet).
   */
  channel(tenantId: TenantId, channel: ChatChannel, removedUuids?: string[]): Promise<void>;
  /** ChatEvent.Unread {total} to each of these people's user rooms, counted now. */
  unread(tenantId: TenantId, members: Array<{ profileId: number; uuid: string }>): Promise<void>;
  /** Stops what is pending (the app is closing). */
  close(): void;
  /** The uuids of the channel's members online (at most CHAT_PRESENCE_AUTOLOAD). */
  online(tenantId: TenantId, channelId: string, memberUuids: string[]): Promise<string[]>;
}

const perPlatform = new WeakMap<Platform, ChatRealtime>();

/** The one chat realtime of a platform (the routes' and the jobs' that post messages). */
export function chatRealtimeOf(platform: Platform): ChatRealtime {
  let rt = perPlatform.get(platform);
  if (!rt) {
    rt = createChatRealtime(platform);
    perPlatform.set(platform, rt);
  }
  return rt;
}

function createChatRealtime(platform: Platform): ChatRealtime {
  const log = platform.log;
  const io = () => platform.realtime.io;

  async function join(socket: RealtimeSocket) {
    const { tenant, uuid, profile_id: profileId } = socket.data.claims;
    const { ids, total } = await inTenant(platform.db, { tenantId: tenant }, async (tx) => ({
      ids: await channelIdsOfProfile(tx, tenant, profileId),
      total: (await unreadTotals(tx, tenant, [profileId])).get(profileId) ?? 0,
    }));
    const rooms = ids.map((id) => chatRoom(tenant, id));
    if (!socket.connected) return;
    await socket.join(rooms);
    // The menu's Chat badge starts from the real total, not 0 (the same total sent on changes); before
    // Ready, so a client that is ready already has it.
    socket.emit(ChatEvent.Unread, { total });
    socket.emit(ChatEvent.Ready, { channels: ids.length });
    for (const room of rooms) socket.to(room).emit(ChatEvent.Presence, { uuid, online: true });
  }

  platform.realtime.onConnection((socket, claims) => {
    join(socket).catch((err: unknown) => log.error({ err }, 'chat: joining the channel rooms failed'));
    socket.on('chat:typing', (payload: unknown) => {
      const parsed = typingSchema.safeParse(payload);
      if (!parsed.success) return;
      const room = chatRoom(claims.tenant, parsed.data.channelId);
      // Members only: the socket is in the room of every channel it belongs to.
      if (!socket.rooms.has(room)) return;
      socket.to(room).emit(ChatEvent.Typing, { channelId: parsed.data.channelId, uuid: claims.uuid });
    });
    socket.on('disconnecting', () => {
      const rooms = [...socket.rooms].filter((r) => r.startsWith(`chat:${claims.tenant}:`));
      const server = io();
      if (!server || rooms.length === 0) return;
      // Offline only when no other tab of theirs is still connected (any process).
      server
        .in(userRoom(claims.tenant, claims.uuid))
        .fetchSockets()
        .then((sockets) => {
          if (sockets.some((s) => s.id !== socket.id)) return;
          for (const room of rooms) server.to(room).emit(ChatEvent.Presence, { uuid: claims.uuid, online: false });
        })
        .catch((err: unknown) => log.warn({ err }, 'chat: presence on disconnect failed'));
    });
  });

  const emitUnread = (tenantId: TenantId, recipients: Recipient[]) =>
    platform.realtime.emitMany(
      recipients.map((r) => ({
        rooms: [userRoom(tenantId, r.uuid)],
        event: ChatEvent.Unread,
        payload: { total: r.unreadTotal },
      })),
    );
  /** These people's unread totals now, in one query. */
  const countTotals = async (tenantId: TenantId, people: UnreadPerson[]): Promise<Recipient[]> => {
    const totals = await inTenant(platform.db, { tenantId }, (tx) =>
      unreadTotals(
        tx,
        tenantId,
        people.map((p) => p.profileId),
      ),
    );
    return people.map((p) => ({ ...p, unreadTotal: totals.get(p.profileId) ?? 0 }));
  };
  const throttle = createUnreadThrottle({
    emit: emitUnread,
    recount: countTotals,
    onError: (err) => log.warn({ err }, 'chat: unread totals not sent'),
  });

  return {
    published(tenantId, delivery) {
      if (!delivery) return;
      const messages = delivery.messages.map((message) => ({
        rooms: [
          chatRoom(tenantId, message.channelId),
          ...[message.user, ...(delivery.bumpedUuids.get(message.channelId) ?? [])].map((u) => userRoom(tenantId, u)),
        ],
        event: ChatEvent.Message,
        payload: message,
      }));
      platform.realtime.emitMany(messages);
      throttle.offer(tenantId, delivery.raised);
    },
    action(tenantId, action) {
      io()?.to(chatRoom(tenantId, action.channelId)).emit(ChatEvent.Action, action);
    },
    async channel(tenantId, channel, removedUuids = []) {
      const server = io();
      if (!server) return;
      const room = chatRoom(tenantId, channel.id);
      // One adapter operation for all the members (with Redis, one message rather than one per member);
      // never with no rooms: that would address every socket.
      const members = channel.chatMembers.map((m) => userRoom(tenantId, m.uuid));
      const removed = removedUuids.map((uuid) => userRoom(tenantId, uuid));
      if (members.length > 0) server.in(members).socketsJoin(room);
      if (removed.length > 0) {
        server.in(removed).socketsLeave(room);
        server.to(removed).emit(ChatEvent.Channel, { ...channel, removed: true });
      }
      if (members.length > 0) server.to(members).emit(ChatEvent.Channel, channel);
    },
    async unread(tenantId, members) {
      const server = io();
      if (!server || members.length === 0) return;
      emitUnread(tenantId, await countTotals(tenantId, members));
    },
    close() {
      throttle.close();
    },
    async online(tenantId, channelId, memberUuids) {
      const server = io();
      if (!server) return [];
      const sockets = await server.in(chatRoom(tenantId, channelId)).fetchSockets();
      const online = new Set(sockets.map((s) => s.data.claims.uuid));
      return memberUuids.filter((u) => online.has(u)).slice(0, CHAT_PRESENCE_AUTOLOAD);
    },
  };
}
