import type { FastifyBaseLogger } from 'fastify';
import type { ChatMessage, TenantId } from '@stride/contracts';
import type { MemberWithName } from './chat.presenter.js';
import type { ChatRealtime } from './chat.realtime.js';

/** After a message is committed: to the channel room, then each other member's unread total. */
export function afterPublish(
  rt: ChatRealtime,
  log: FastifyBaseLogger,
  tenantId: TenantId,
  message: ChatMessage,
  members: MemberWithName[],
): void {
  rt.message(
    tenantId,
    message,
    members.map((m) => m.userUuid),
  );
  const others = members
    .filter((m) => m.profileId !== message.senderProfileId)
    .map((m) => ({ profileId: m.profileId, uuid: m.userUuid }));
  rt.unread(tenantId, others).catch((err: unknown) => log.warn({ err }, 'chat: unread totals not sent'));
}
