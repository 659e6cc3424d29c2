import type { Resource } from '@stride/contracts';
import { sendMessage, type Draft } from './sendMessage';

export interface BulkSendResult {
  sent: string[];
  failed: string[];
}

/** The one message carrying a library file (its thumbnail dropped again if the message is too long). */
export const libraryDraft = (resource: Pick<Resource, 'id' | 'thumbnailUrl'>): Draft => ({
  text: '',
  needAck: false,
  mediaLibraryFiles: [{ resourceId: resource.id, thumbnailUrl: resource.thumbnailUrl }],
});

/**
 * Publishes the same draft into each channel, one after the other, each under its own client id (a
 * network retry inside one never makes a second message); a failure in one does not stop the rest.
 */
export async function sendToChannels(
  channelIds: readonly string[],
  draft: Draft,
  send: (channelId: string, draft: Draft) => Promise<unknown> = sendMessage,
): Promise<BulkSendResult> {
  const result: BulkSendResult = { sent: [], failed: [] };
  for (const channelId of channelIds) {
    try {
      await send(channelId, draft);
      result.sent.push(channelId);
    } catch {
      result.failed.push(channelId);
    }
  }
  return result;
}
