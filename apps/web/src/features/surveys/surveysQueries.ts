import {
  endpoints,
  MAX_PER_PAGE,
  NOTIFICATION_NEW_EVENT,
  NotificationType,
  type PageMeta,
  type SurveyDefinitionSummary,
  type SurveyKind,
  type SurveySummary,
} from '@stride/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callEndpoint } from '../../app/api';
import { useRealtimeEvent } from '../../app/realtime';

const api = endpoints.surveys;

/** Every surveys query starts with this key: a change (scheduled, answered, acknowledged) refreshes them all. */
export const SURVEYS_KEY = ['surveys'] as const;
export const definitionsKey = [...SURVEYS_KEY, 'definitions'] as const;
export const definitionKey = (id: number) => [...SURVEYS_KEY, 'definition', id] as const;
/** GET /participants/surveys, a page per query (usePagedEndpoint adds the query). */
export const surveyListKey = [...SURVEYS_KEY, 'list'] as const;
export const participantSurveysKey = (userId: number) => [...SURVEYS_KEY, 'participant', userId] as const;
export const surveyKey = (id: number) => [...SURVEYS_KEY, 'survey', id] as const;
export const completedOfKey = (key: string) => [...SURVEYS_KEY, 'completed', key] as const;

/** A list read whole: no screen of surveys goes past this many pages of 100 (a runaway loop stops). */
const MAX_PAGES = 50;

/** Reads the pages of a list (100 a page) until its last one, the items in order. */
export async function readAllPages<T>(page: (n: number) => Promise<{ items: T[]; _meta: PageMeta }>): Promise<T[]> {
  const items: T[] = [];
  for (let n = 1; n <= MAX_PAGES; n += 1) {
    const answer = await page(n);
    items.push(...answer.items);
    if (n >= answer._meta.pageCount || answer.items.length === 0) break;
  }
  return items;
}

/** Features off (a 404) or not allowed are answers, not failures to try again. */
const retryUnlessRefused = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

/** GET /surveys/definitions, every page: the instruments of the tenant (every version). */
export function useDefinitions(enabled = true) {
  return useQuery({
    queryKey: definitionsKey,
    queryFn: ({ signal }): Promise<SurveyDefinitionSummary[]> =>
      readAllPages((page) => callEndpoint(api.definitions, { query: { page, perPage: MAX_PER_PAGE }, signal })),
    enabled,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** GET /surveys/definitions/{id}: one instrument with its sections, questions and answers. */
export function useDefinition(id: number) {
  return useQuery({
    queryKey: definitionKey(id),
    queryFn: ({ signal }) => callEndpoint(api.definition, { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 5 * 60_000,
    retry: retryUnlessRefused,
  });
}

/** GET /surveys/{id}: a survey with its sections, questions and the taker's answers. */
export function useSurvey(id: number | null) {
  return useQuery({
    queryKey: surveyKey(id ?? 0),
    queryFn: ({ signal }) => callEndpoint(api.get, { params: { id: id! }, signal }),
    enabled: id !== null && Number.isInteger(id) && id > 0,
    retry: retryUnlessRefused,
  });
}

/**
 * A survey's news reaches the user as a notification (SMART_SURVEY: one scheduled for the participant, one
 * completed or a critical answer for their coaches): the surveys shown are read again at once, so My day's
 * card offers a survey the bell has just announced and a participant's tab shows the answer it is about.
 */
export function useSurveyNews(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent(NOTIFICATION_NEW_EVENT, ({ notification }) => {
    if (notification.type === NotificationType.SmartSurvey)
      void queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
  });
}

/**
 * GET /participants/{id}/surveys, every page: one participant's surveys of the kinds asked (the screeners
 * tab shows the screeners, public ones too; the smart-survey tab the smart surveys), newest first as served;
 * read again when a survey notification arrives.
 */
export function useParticipantSurveys(userId: number, kinds?: readonly SurveyKind[]) {
  useSurveyNews();
  return useQuery({
    queryKey: [...participantSurveysKey(userId), kinds ?? 'all'],
    queryFn: ({ signal }): Promise<SurveySummary[]> =>
      readAllPages((page) =>
        callEndpoint(api.ofParticipant, {
          params: { id: userId },
          // One kind is one filter of the call; several are filtered here.
          query: { page, perPage: MAX_PER_PAGE, kind: kinds?.length === 1 ? kinds[0] : undefined },
          signal,
        }),
      ),
    select: (surveys) => (kinds ? surveys.filter((s) => kinds.includes(s.kind)) : surveys),
    enabled: Number.isInteger(userId) && userId > 0,
    retry: retryUnlessRefused,
  });
}

/**
 * GET /participants/surveys?key=…&status=COMPLETED, every page: one instrument's results, all versions; read
 * again when a completion is told.
 */
export function useCompletedSurveys(key: string | undefined) {
  useSurveyNews();
  return useQuery({
    queryKey: completedOfKey(key ?? ''),
    queryFn: ({ signal }): Promise<SurveySummary[]> =>
      readAllPages((page) =>
        callEndpoint(api.list, { query: { key, status: 'COMPLETED', page, perPage: MAX_PER_PAGE }, signal }),
      ),
    enabled: Boolean(key),
    retry: retryUnlessRefused,
  });
}
