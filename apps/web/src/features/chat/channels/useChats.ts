import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '../../../app/auth/session';
import { chatsKey, fetchChats, fetchUnread } from '../chatApi';
import { chatStore } from '../chatStore';
import { profilePreviews } from '../profilePreviews';

/** Who is chatting: profile id and user uuid (what they may do: useActor() and can()). */
export function useChatUser() {
  const claims = useSession()?.claims;
  return {
    profileId: claims?.profile_id,
    uuid: claims?.uuid ?? '',
  };
}

/** GET /chats, its previews seeded, and the unread counts of its channels (50 per call). */
export function useChats() {
  const query = useQuery({ queryKey: chatsKey, queryFn: fetchChats });
  const ids = (query.data?.chats ?? []).map((c) => c.id).join(',');
  useEffect(() => {
    if (query.data) profilePreviews.seed(query.data.profilePreviews);
  }, [query.data]);
  useEffect(() => {
    if (ids) refreshUnread(ids.split(','));
  }, [ids]);
  return query;
}

/** Asks the unread counts of the channels (50 per call) into the chat store; a failure keeps the ones it has. */
export function refreshUnread(channelIds: readonly string[]): void {
  if (channelIds.length === 0) return;
  fetchUnread(channelIds)
    .then((counts) => chatStore.setUnread(counts))
    .catch(() => undefined);
}
