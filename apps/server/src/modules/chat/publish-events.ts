import type { TenantId } from '@stride/contracts';
import type { ChatRealtime } from './chat.realtime.js';
import type { Delivery } from './messages.service.js';

/**
 * After messages are committed: each to its channel room and the user rooms of its sender and of the
 * members it raised, then each raised member's unread total once.
 */
export function afterPublish(rt: ChatRealtime, tenantId: TenantId, delivery: Delivery | null): void {
  if (!delivery) return;
  for (const message of delivery.messages) {
    rt.message(tenantId, message, [message.user, ...(delivery.bumpedUuids.get(message.channelId) ?? [])]);
  }
  rt.unreadTotals(tenantId, delivery.totals);
}
