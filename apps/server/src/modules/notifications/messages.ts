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
