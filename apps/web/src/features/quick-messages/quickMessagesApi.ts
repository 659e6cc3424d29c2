import { endpoints, MAX_QUICK_MESSAGES, type QuickMessage, type QuickMessageBody } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callEndpoint, saveVersioned } from '../../app/api';

const api = endpoints.quickMessages;

export const quickMessagesKey = (profileId: number) => ['profiles', profileId, 'quickMessages'] as const;

/** A person keeps at most 100 quick messages: one page of 100 holds them all. */
async function listQuickMessages(profileId: number, signal?: AbortSignal): Promise<QuickMessage[]> {
  const list = await callEndpoint(api.list, {
    params: { id: profileId },
    query: { perPage: MAX_QUICK_MESSAGES },
    signal,
  });
  return list.quickMessages;
}

export function useQuickMessages(profileId: number | undefined) {
  return useQuery({
    queryKey: quickMessagesKey(profileId ?? 0),
    queryFn: ({ signal }) => listQuickMessages(profileId ?? 0, signal),
    enabled: profileId !== undefined,
  });
}

export function addQuickMessage(profileId: number, body: QuickMessageBody): Promise<QuickMessage> {
  return callEndpoint(api.create, { params: { id: profileId }, body });
}

const paramsOf = (message: QuickMessage) => ({ id: message.profileId, qmId: message.id });

/**
 * PUT with If-Match; on a 412 the message is read again (there is no GET of one message: from the list)
 * and the edit retried once on its version, so the user's text wins.
 */
export function updateQuickMessage(message: QuickMessage, body: QuickMessageBody): Promise<QuickMessage> {
  return saveVersioned({
    version: message.version,
    body,
    save: (text, version) => callEndpoint(api.update, { params: paramsOf(message), body: text, version }),
    reload: async () => {
      const current = (await listQuickMessages(message.profileId)).find((m) => m.id === message.id);
      if (!current) throw new ApiError(404, { message: 'Quick message not found.', code: 'NOT_FOUND' }, null);
      return current;
    },
  });
}

/** DELETE with If-Match: a message changed meanwhile is not deleted unseen (412). */
export async function deleteQuickMessage(message: QuickMessage): Promise<void> {
  await callEndpoint(api.delete, { params: paramsOf(message), version: message.version });
}
