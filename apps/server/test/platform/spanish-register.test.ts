import { describe, expect, it } from 'vitest';
import { ustedWords } from '@stride/contracts';
import { es as notificationsEs } from '../../src/modules/notifications/messages.es.js';
import { STARTER_LIBRARY_ES } from '../../src/seed/routines.es.js';
import { MESSAGES } from '../../src/platform/auth/interaction.routes.js';
import { WORDS } from '../../src/platform/auth/pages.js';
import { MAIL_TEMPLATES } from '../../src/platform/mail/templates/index.js';

/** Every Spanish text the server says or writes, by where it is. */
function spanishTexts(): Array<[string, string]> {
  const texts: Array<[string, string]> = [];
  for (const [key, text] of Object.entries(notificationsEs)) texts.push([`notification ${key}`, text]);
  for (const [name, template] of Object.entries(MAIL_TEMPLATES)) {
    for (const [part, text] of Object.entries(template.es)) texts.push([`mail ${name} ${part}`, text]);
  }
  for (const [key, text] of Object.entries(WORDS.es)) texts.push([`sign-in page ${key}`, text]);
  for (const [key, value] of Object.entries(MESSAGES.es)) {
    texts.push([`sign-in message ${key}`, typeof value === 'function' ? value(5) : value]);
  }
  for (const [title, es] of Object.entries(STARTER_LIBRARY_ES)) {
    texts.push([`starter library ${title}`, `${es.title}. ${es.description}`]);
  }
  return texts;
}

describe("the server's Spanish", () => {
  it('speaks as "tú": no usted form in a notification, a mail, the sign-in pages or the starter library', () => {
    const texts = spanishTexts();
    expect(texts.length).toBeGreaterThan(60);
    const found = texts.flatMap(([where, text]) => {
      const words = ustedWords(text);
      return words.length ? [`${where}: ${words.join(', ')}`] : [];
    });
    expect(found).toEqual([]);
  });
});
