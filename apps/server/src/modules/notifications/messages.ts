import type { Language } from '@stride/contracts';
import { en, type MessageKey } from './messages.en.js';
import { es } from './messages.es.js';

export type { MessageKey };

const MESSAGES: Record<Language, Record<MessageKey, string>> = { en, es };

/** A message in the recipient's language, its {variables} filled in (docs/decisions.md, "Notifications"). */
export function renderMessage(key: MessageKey, language: Language, vars: Record<string, string | number>): string {
  return MESSAGES[language][key].replace(/\{(\w+)\}/g, (m, name: string) =>
    vars[name] === undefined ? m : String(vars[name]),
  );
}

/** Whether a stored key is one of today's messages (a row may name one that was renamed since). */
export const isMessageKey = (key: string | null): key is MessageKey => key !== null && Object.hasOwn(en, key);

/**
 * A stored notification's text in the reader's language: rendered from its key and variables when it has a
 * key known today, else the text stored when it was created (docs/decisions.md, "Coaching loop:
 * notifications in the reader's language").
 */
export function renderStored<S extends string | null>(
  key: string | null,
  stored: S,
  language: Language,
  vars: Record<string, string | number> | null,
): string | S {
  return isMessageKey(key) ? renderMessage(key, language, vars ?? {}) : stored;
}
