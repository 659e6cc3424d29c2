import {
  CHAT_MAX_PAYLOAD,
  MESSAGE_TOO_LONG,
  chatPayloadSize,
  type ChatMessage,
  type PublishMessageBody,
} from '@stride/contracts';
import { ApiError } from '../../../app/api';
import { publishMessage } from '../chatApi';

export type Draft = Omit<PublishMessageBody, 'clientId'>;

/** The message (with its library media's thumbnails) is over the size limit. */
export class MessageTooLongError extends Error {
  constructor() {
    super(MESSAGE_TOO_LONG);
  }
}

const NETWORK_RETRIES = 3;
const RETRY_DELAY_MS = 1000;

const withoutThumbnails = (body: PublishMessageBody): PublishMessageBody => ({
  ...body,
  mediaLibraryFiles: body.mediaLibraryFiles.map(({ resourceId }) => ({ resourceId })),
});
const hasThumbnails = (body: PublishMessageBody) => body.mediaLibraryFiles.some((f) => f.thumbnailUrl);
const tooLong = (error: unknown) =>
  error instanceof ApiError && (error.status === 413 || error.serverMessage === MESSAGE_TOO_LONG);

/**
 * Publishes a message under one client id: a network failure resends it with the same id (the server
 * never stores it twice); a too-big message carrying library media is sent once more without thumbnails.
 */
export async function sendMessage(
  channelId: string,
  draft: Draft,
  clientId: string = crypto.randomUUID(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<ChatMessage | null> {
  let body: PublishMessageBody = { ...draft, clientId };
  let stripped = false;
  if (chatPayloadSize(channelId, body) >= CHAT_MAX_PAYLOAD) {
    if (!hasThumbnails(body)) throw new MessageTooLongError();
    body = withoutThumbnails(body);
    stripped = true;
    if (chatPayloadSize(channelId, body) >= CHAT_MAX_PAYLOAD) throw new MessageTooLongError();
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await publishMessage(channelId, body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0 && attempt < NETWORK_RETRIES) {
        await wait(RETRY_DELAY_MS * (attempt + 1));
        continue;
      }
      if (tooLong(error)) {
        if (stripped || !hasThumbnails(body)) throw new MessageTooLongError();
        body = withoutThumbnails(body);
        stripped = true;
        continue;
      }
      throw error;
    }
  }
}
