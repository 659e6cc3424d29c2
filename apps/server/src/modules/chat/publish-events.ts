import type { TenantId } from '@stride/contracts';
import type { Published } from './messages.service.js';
import type { ChatRealtime } from './chat.realtime.js';

/**
 * After a message is committed: to the channel room and every member's user room, then each other
 * member's unread total (counted in the publish's transaction). A resend that found the stored message
 * tells nobody again.
 */
export function afterPublish(rt: ChatRealtime, tenantId: TenantId, { message, recipients }: Published): void {
  if (!recipients) return;
  rt.message(tenantId, message, [message.user, ...recipients.map((r) => r.uuid)]);
  rt.unreadTotals(tenantId, recipients);
}
