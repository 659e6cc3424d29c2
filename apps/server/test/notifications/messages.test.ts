import { describe, expect, it } from 'vitest';
import { en } from '../../src/modules/notifications/messages.en.js';
import { es } from '../../src/modules/notifications/messages.es.js';
import { renderMessage, type MessageKey } from '../../src/modules/notifications/messages.js';

const varsOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('notification messages', () => {
  it('has every key in Spanish, with the same variables as in English', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as MessageKey[]) expect(varsOf(es[key]), key).toEqual(varsOf(en[key]));
  });

  it('renders in the recipient’s language with the variables filled in', () => {
    expect(renderMessage('inactive.participant', 'es', { name: 'Ana Ruiz', days: 15 })).toBe(
      'Ana Ruiz no ha iniciado sesión en 15 días.',
    );
    expect(renderMessage('mediaLibrary.shared', 'en', { name: 'Bo', title: 'Sleep' })).toBe(
      'Bo shared “Sleep” with your company.',
    );
  });
});
