import { endpoints, type SamiAnswer, type SamiBody } from '@stride/contracts';
import { callEndpoint, currentFromConflict, saveVersioned } from '../../app/api';

const api = endpoints.assistant;

/** POST /sami: the assistant's draft answer about a participant. */
export const askAssistant = (body: SamiBody) => callEndpoint(api.ask, { body });

/**
 * PUT /sami/{answerId}: the advisor's final answer, against the version the draft came with. A 412
 * (saved meanwhile in another tab) is retried once on the version it reports: the text on screen wins.
 */
export function saveFinalAnswer(draft: SamiAnswer, finalAnswer: string): Promise<SamiAnswer> {
  const params = { answerId: draft.answerId };
  let refused: unknown;
  return saveVersioned({
    version: draft.version,
    body: { finalAnswer },
    save: (body, version) =>
      callEndpoint(api.saveFinal, { params, body, version }).catch((error: unknown) => {
        refused = error;
        throw error;
      }),
    // An answer has no GET: its 412 carries it as it is now (without it, the 412 stands).
    reload: async () => {
      const current = currentFromConflict<SamiAnswer>(refused);
      if (!current) throw refused;
      return current;
    },
  });
}
