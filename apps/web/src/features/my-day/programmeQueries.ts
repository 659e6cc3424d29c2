import { endpoints, SPRINT_CHANNEL_MARK } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';
import { useRealtimeEvent } from '../../app/realtime';

const api = endpoints.sprints;

/** The participant's own programme messages (by user id): a message posted into a sprint chat refreshes them. */
export const programmeKey = (userId: number) => ['programme', 'messages', userId] as const;

/**
 * GET /messages/users/{id}?from=day&to=day: the programme's messages the participant was sent that day
 * (the participant's own calendar day; a participant gets only the sent ones), in send order. A message
 * arriving in a sprint chat (the chat's realtime event) reads them again at once; so does coming back to
 * the tab.
 */
export function useProgrammeMessages(userId: number, day: string) {
  const queryClient = useQueryClient();
  useRealtimeEvent('chat:message', (message) => {
    if (message.channelId.includes(SPRINT_CHANNEL_MARK))
      void queryClient.invalidateQueries({ queryKey: programmeKey(userId) });
  });
  return useQuery({
    queryKey: [...programmeKey(userId), day],
    queryFn: ({ signal }) =>
      callEndpoint(api.messages, { params: { id: userId }, query: { from: day, to: day }, signal }),
    enabled: userId > 0,
    // Signed media links live 10 to 20 minutes: back on the tab, the messages are read again.
    refetchOnWindowFocus: true,
    select: (answer) => answer.messages,
  });
}
