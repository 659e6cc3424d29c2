import { samiAnswerSchema, type SamiAnswer, type SamiBody } from '@stride/contracts';
import { api, apiRequest } from '../../app/api/client';
import { currentFromConflict, etagForVersion, versionFromEtag } from '../../app/api/etag';

const parse = (body: unknown) => samiAnswerSchema.parse(body);

/** POST /sami: the assistant's draft answer about a participant. */
export const askAssistant = (body: SamiBody) => api.post<SamiAnswer>('/sami', body, { parse });

async function put(answerId: number, finalAnswer: string, version: number): Promise<SamiAnswer> {
  const response = await apiRequest<SamiAnswer>(`/sami/${answerId}`, {
    method: 'PUT',
    body: { finalAnswer },
    ifMatch: etagForVersion(version),
    parse,
  });
  return { ...response.data, version: versionFromEtag(response.etag) ?? response.data.version };
}

/**
 * PUT /sami/{answerId}: the advisor's final answer, against the version the draft came with. A 412
 * (saved meanwhile in another tab) is retried once on the version it reports: the text on screen wins.
 */
export async function saveFinalAnswer(draft: SamiAnswer, finalAnswer: string): Promise<SamiAnswer> {
  try {
    return await put(draft.answerId, finalAnswer, draft.version);
  } catch (error) {
    const current = currentFromConflict<SamiAnswer>(error);
    if (!current) throw error;
    return put(draft.answerId, finalAnswer, current.version);
  }
}
