import type { PublicSubmitBody, PublicSurvey } from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { SurveyTaking } from '../take/surveyTaking';
import { publicCalls, type PublicPage } from './publicApi';

/** The anonymous taker's survey of a page (its own root: the signed-in surveys' refreshes never touch it). */
export const publicSurveyKey = (key: string) => ['publicSurveys', key] as const;

/**
 * The taker's survey of a public page. Version 1 starts (or resumes, by the taker's cookie) as the page
 * opens; version 2 starts with the e-mail the taker gives (`begin`). `startAgain` starts a new survey
 * (forceNew); `generation` changes with it, so the steps begin at its first section. The survey lives in
 * the query cache, where the shared steps show and save every answer (`taking`).
 */
export function usePublicSurvey(page: PublicPage) {
  const queryClient = useQueryClient();
  const calls = useMemo(() => publicCalls(page), [page]);
  const queryKey = useMemo(() => publicSurveyKey(page.key), [page.key]);
  const [email, setEmail] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);

  const query = useQuery({
    queryKey,
    // A POST that resumes: it is asked once per visit, never again by the cache on its own.
    queryFn: () => calls.start({}),
    enabled: page.apiVersion === 1,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const update = useCallback(
    (apply: (survey: PublicSurvey) => PublicSurvey) =>
      queryClient.setQueryData<PublicSurvey>(queryKey, (survey) => (survey ? apply(survey) : survey)),
    [queryClient, queryKey],
  );

  /** Version 2: starts (or resumes) with the taker's e-mail; a refusal is the caller's to show. */
  const begin = useCallback(
    async (address: string) => {
      const survey = await calls.start({ email: address });
      setEmail(address);
      queryClient.setQueryData(queryKey, survey);
    },
    [calls, queryClient, queryKey],
  );

  /** A new survey from the first question (forceNew), with the same e-mail on version 2. */
  const startAgain = useCallback(async () => {
    const survey = await calls.start({ forceNew: true, ...(email !== null ? { email } : {}) });
    queryClient.setQueryData(queryKey, survey);
    setGeneration((g) => g + 1);
  }, [calls, email, queryClient, queryKey]);

  /** The submit form: the results are mailed; the survey says it was sent. */
  const submit = useCallback(
    async (body: PublicSubmitBody) => {
      await calls.submit(body);
      update((survey) => ({ ...survey, submitted: true }));
    },
    [calls, update],
  );

  const taking = useMemo<SurveyTaking<PublicSurvey>>(
    () => ({
      queryKey,
      saveAnswer: calls.saveAnswer,
      completeSection: calls.completeSection,
      complete: async () => {
        const result = await calls.complete();
        update((survey) => ({ ...survey, status: 'COMPLETED', result }));
      },
      withProgress: (survey, progress) => ({ ...survey, progress, status: progress.status }),
    }),
    [calls, queryKey, update],
  );

  const survey = query.data;
  return {
    survey,
    /** Waiting for the survey: version 1 while it starts; version 2 never (the e-mail form shows). */
    starting: page.apiVersion === 1 && query.isPending,
    startError: survey ? null : query.error,
    retryStart: query.refetch,
    begin,
    startAgain,
    submit,
    taking,
    generation,
  };
}
