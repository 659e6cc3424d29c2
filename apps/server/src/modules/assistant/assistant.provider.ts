import { SAMI_BUILTIN_LABEL, type Language } from '@stride/contracts';

/** One fact about the participant: a line the answer may cite, and words a question may use to ask for it. */
export interface Fact {
  text: string;
  keywords: readonly string[];
}

export interface ProviderAnswer {
  answer: string;
  source: 'model' | 'builtin';
  /** Why the configured model did not answer, when the built-in answer stands in. */
  note?: string;
}

/** Drafts an answer to a staff member's question from the participant's facts (and nothing else). */
export interface AssistantProvider {
  answer(question: string, facts: readonly Fact[], language: Language): Promise<ProviderAnswer>;
}

/** Common words that say nothing about which fact is wanted. */
const STOP_WORDS = new Set(
  'the a an and or of to in on at for with is are was were be been has have had do does did what which who whom when where why how this that these those it its they them their he she his her him about from by me my our your you any some all can could would should will may might tell give show please participant client'.split(
    ' ',
  ),
);

/** Lower-cased words of three letters or more, accents kept (Spanish questions too). */
export const wordsOf = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []).filter((w) => !STOP_WORDS.has(w));

/** A word of the question names a fact when it is one of its keywords or a word of its text (a shared stem of 4+ letters counts). */
function matches(fact: Fact, questionWords: readonly string[]): boolean {
  const factWords = new Set([...fact.keywords, ...wordsOf(fact.text)]);
  return questionWords.some((q) =>
    [...factWords].some((f) => f === q || (q.length >= 4 && f.length >= 4 && (f.startsWith(q) || q.startsWith(f)))),
  );
}

/** The facts the question asks about (keyword matching); every fact when none matches. */
export function relevantFacts(question: string, facts: readonly Fact[]): { facts: Fact[]; matched: boolean } {
  const words = wordsOf(question);
  const picked = facts.filter((f) => matches(f, words));
  return picked.length > 0 ? { facts: picked, matched: true } : { facts: [...facts], matched: false };
}

/** No model: an answer that cites the records it found relevant, labelled as such. */
export const builtinProvider: AssistantProvider = {
  answer(question, facts) {
    const { facts: cited, matched } = relevantFacts(question, facts);
    const intro = matched
      ? 'From the records, these facts relate to your question:'
      : 'No record matched the question directly; here is a summary of what the records hold:';
    const lines = cited.length > 0 ? cited.map((f) => `- ${f.text}`) : ['- (no records found)'];
    return Promise.resolve({ answer: [intro, ...lines, '', SAMI_BUILTIN_LABEL].join('\n'), source: 'builtin' });
  },
};

export const ASSISTANT_TIMEOUT_MS = 20_000;
/** A model's answer is kept to what a final answer may hold (samiFinalBodySchema). */
const MAX_MODEL_ANSWER = 8000;

export interface OpenAiCompatibleOptions {
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  fallback?: AssistantProvider;
}

/** The languages' names in English (the prompt, the facts). */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

export const systemPrompt = (language: Language) =>
  [
    'You help a care advisor answer a question about one participant.',
    'Use ONLY the facts listed in the user message; do not invent or assume anything else.',
    'If the facts do not answer the question, say so plainly.',
    `Answer briefly, in ${LANGUAGE_NAMES[language]}.`,
  ].join(' ');

const modelReply = (body: unknown): string | undefined => {
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message?.content;
  return typeof content === 'string' && content.trim() !== '' ? content.trim().slice(0, MAX_MODEL_ANSWER) : undefined;
};

/**
 * POST {url}/chat/completions (OpenAI's API, and every server that mimics it). A failure (network,
 * timeout, an error status, an empty reply) falls back to the built-in answer with a note saying why.
 */
export function openAiCompatibleProvider(o: OpenAiCompatibleOptions): AssistantProvider {
  const fallback = o.fallback ?? builtinProvider;
  const endpoint = `${o.url.replace(/\/+$/, '')}/chat/completions`;
  return {
    async answer(question, facts, language) {
      let failure: string;
      try {
        const res = await fetch(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(o.apiKey ? { authorization: `Bearer ${o.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: o.model,
            temperature: 0.2,
            messages: [
              { role: 'system', content: systemPrompt(language) },
              {
                role: 'user',
                content: `Facts:\n${facts.map((f) => `- ${f.text}`).join('\n')}\n\nQuestion: ${question}`,
              },
            ],
          }),
          signal: AbortSignal.timeout(o.timeoutMs ?? ASSISTANT_TIMEOUT_MS),
        });
        if (res.ok) {
          const reply = modelReply(await res.json().catch(() => null));
          if (reply) return { answer: reply, source: 'model' };
          failure = 'it sent no answer';
        } else {
          failure = `it answered with status ${res.status}`;
        }
      } catch (error) {
        failure =
          error instanceof Error && error.name === 'TimeoutError'
            ? 'it did not answer in time'
            : 'it could not be reached';
      }
      const drafted = await fallback.answer(question, facts, language);
      return { ...drafted, note: `The language model was not used: ${failure}.` };
    },
  };
}
