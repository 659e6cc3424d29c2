import {
  MAX_QUICK_MESSAGES,
  quickMessageListSchema,
  quickMessageSchema,
  type QuickMessage,
  type QuickMessageBody,
} from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../app/api/ApiError';
import { api, apiRequest } from '../../app/api/client';
import { etagForVersion } from '../../app/api/etag';
import { updateVersioned } from '../../app/api/versioned';

export const quickMessagesKey = (profileId: number) => ['profiles', profileId, 'quickMessages'] as const;

const parseMessage = (body: unknown): QuickMessage => quickMessageSchema.parse(body);
const base = (profileId: number) => `/profiles/${profileId}/quickMessages`;

/** A person keeps at most 100 quick messages: one page of 100 holds them all. */
function listQuickMessages(profileId: number, signal?: AbortSignal): Promise<QuickMessage[]> {
  return api
    .get(base(profileId), {
      query: { perPage: MAX_QUICK_MESSAGES },
      parse: (body) => quickMessageListSchema.parse(body),
      signal,
    })
    .then((list) => list.quickMessages);
}

export function useQuickMessages(profileId: number | undefined) {
  return useQuery({
    queryKey: quickMessagesKey(profileId ?? 0),
    queryFn: ({ signal }) => listQuickMessages(profileId ?? 0, signal),
    enabled: profileId !== undefined,
  });
}

export function addQuickMessage(profileId: number, body: QuickMessageBody): Promise<QuickMessage> {
  return api.post(base(profileId), body, { parse: parseMessage });
}

/**
 * PUT with If-Match; on a 412 the message is read again (there is no GET of one message: from the list)
 * and the edit retried once on its version, so the user's text wins.
 */
export function updateQuickMessage(message: QuickMessage, body: QuickMessageBody): Promise<QuickMessage> {
  return updateVersioned<QuickMessage>({
    path: `${base(message.profileId)}/${message.id}`,
    body,
    version: message.version,
    parse: parseMessage,
    reload: async () => {
      const current = (await listQuickMessages(message.profileId)).find((m) => m.id === message.id);
      if (!current) throw new ApiError(404, { message: 'Quick message not found.', code: 'NOT_FOUND' }, null);
      return current;
    },
  });
}

/** DELETE with If-Match: a message changed meanwhile is not deleted unseen (412). */
export async function deleteQuickMessage(message: QuickMessage): Promise<void> {
  await apiRequest(`${base(message.profileId)}/${message.id}`, {
    method: 'DELETE',
    ifMatch: etagForVersion(message.version),
  });
}
