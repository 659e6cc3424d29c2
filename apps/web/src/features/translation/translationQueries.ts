import { can, endpoints, type Translation, type TranslationBody } from '@stride/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';
import { useActor } from '../../app/auth/useActor';

const api = endpoints.translation;

export const translationAvailabilityKey = ['translations', 'availability'] as const;

/**
 * Whether the reader may translate (staff: the translation policy) and the server can (an engine was found at
 * its start): the Translate actions are hidden otherwise. Asked once per session.
 */
export function useTranslationAvailable(sourceLanguage: string | null | undefined, targetLanguage: string): boolean {
  const allowed = can(useActor(), 'translation.use', undefined);
  const { data } = useQuery({
    queryKey: translationAvailabilityKey,
    queryFn: ({ signal }) => callEndpoint(api.availability, { signal }),
    enabled: allowed,
    staleTime: Infinity,
  });
  if (!allowed || !data?.available || !sourceLanguage || sourceLanguage === targetLanguage) return false;
  return data.pairs === null || data.pairs.some((p) => p.source === sourceLanguage && p.target === targetLanguage);
}

/** POST /translations: the text in the target language (the server's cache answers a repeat). */
export const translateText = (body: TranslationBody): Promise<Translation> => callEndpoint(api.translate, { body });
