import { can, endpoints, type SpeechBody } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, downloadEndpoint } from '../../app/api';
import { useActor } from '../../app/auth/useActor';

const api = endpoints.speech;

export const speechAvailabilityKey = ['text-to-speech', 'availability'] as const;

/**
 * Whether the reader hears texts in this language read aloud (the speech policy, and an engine the server
 * found at its start that speaks it): the Read aloud actions are hidden otherwise. Asked once per session.
 */
export function useSpeechAvailable(language: string): boolean {
  const allowed = can(useActor(), 'speech.use', undefined);
  const { data } = useQuery({
    queryKey: speechAvailabilityKey,
    queryFn: ({ signal }) => callEndpoint(api.availability, { signal }),
    enabled: allowed,
    staleTime: Infinity,
  });
  if (!allowed || !data?.available) return false;
  return data.languages === null || data.languages.includes(language);
}

/** POST /text-to-speech: the audio of the text (Ogg/Opus or WAV, by its type). */
export async function speakText(body: SpeechBody): Promise<Blob> {
  return (await downloadEndpoint(api.speak, { body })).blob;
}
