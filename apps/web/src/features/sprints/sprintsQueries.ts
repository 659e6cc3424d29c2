import { endpoints, MAX_PER_PAGE, type SprintTemplate } from '@stride/contracts';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../app/api';
import type { ListParamsApi } from '../../app/lists/useListParams';

const api = endpoints.sprints;

/** Every query of sprints starts with this key: a change of a template refreshes its list and editor. */
export const SPRINTS_KEY = ['sprints'] as const;
export const templateListKey = [...SPRINTS_KEY, 'templates'] as const;
export const templateKey = (id: number) => [...SPRINTS_KEY, 'template', id] as const;
/** A participant's messages (by profile id): a change refreshes the days shown. */
export const participantMessagesKey = (profileId: number) => [...SPRINTS_KEY, 'messages', profileId] as const;

export type TemplateScope = 'all' | 'platform' | 'company';

/** GET /messages/templates: a page of the templates the actor sees, by name (search, scope). */
export function useTemplateList(list: Pick<ListParamsApi, 'page' | 'perPage' | 'search'>, scope: TemplateScope) {
  const query = {
    page: list.page,
    perPage: list.perPage,
    scope,
    ...(list.search ? { search: list.search } : {}),
  };
  return useQuery({
    queryKey: [...templateListKey, query],
    queryFn: ({ signal }) => callEndpoint(api.templates, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /messages/templates with a search: the first 100 templates to choose one to apply. */
export function useTemplateChoices(search: string, enabled = true) {
  const query = { page: 1, perPage: MAX_PER_PAGE, ...(search ? { search } : {}) };
  return useQuery({
    queryKey: [...templateListKey, 'choices', query],
    queryFn: ({ signal }) => callEndpoint(api.templates, { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** GET /messages/templates/{id}: one template with its messages, its version from the ETag. */
export const fetchTemplate = (id: number, signal?: AbortSignal): Promise<SprintTemplate> =>
  callEndpoint(api.template, { params: { id }, signal });

export function useTemplate(id: number) {
  return useQuery({
    queryKey: templateKey(id),
    queryFn: ({ signal }) => fetchTemplate(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
    // Signed media links live 10 to 20 minutes: back on the tab, the template is read again.
    refetchOnWindowFocus: true,
  });
}

/** Puts a template as a call answered it in the cache; the lists that show it reload. */
export function storeTemplate(queryClient: QueryClient, template: SprintTemplate) {
  queryClient.setQueryData(templateKey(template.id), template);
  void queryClient.invalidateQueries({ queryKey: templateListKey });
}

/** The days on screen, both included (the participant's plain days). */
export interface MessageRange {
  from: string;
  to: string;
}

/** GET /messages/users/{id}?from&to: the participant's messages (planned, sent, skipped) on those days. */
export function useParticipantMessages(profileId: number | undefined, range: MessageRange | null) {
  return useQuery({
    queryKey: [...participantMessagesKey(profileId ?? 0), range?.from, range?.to],
    queryFn: ({ signal }) => callEndpoint(api.messages, { params: { id: profileId! }, query: range ?? {}, signal }),
    enabled: profileId !== undefined && range !== null,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    select: (answer) => answer.messages,
  });
}

/** GET /messages/definitions/{id}: one definition as it is now (its version from the ETag). */
export const fetchDefinition = (id: number, signal?: AbortSignal) =>
  callEndpoint(api.definition, { params: { id }, signal });

export function useDefinition(id: number | null) {
  return useQuery({
    queryKey: [...SPRINTS_KEY, 'definition', id],
    queryFn: ({ signal }) => fetchDefinition(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}
