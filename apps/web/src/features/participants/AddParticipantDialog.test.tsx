import { Role } from '@stride/contracts';
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../app/i18n/i18n';
import { signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AddParticipantDialog } from './AddParticipantDialog';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe('AddParticipantDialog', () => {
  it.each([
    ['en', 'New participant', 'Language', 'English'],
    ['es', 'Nuevo participante', 'Idioma', 'Español'],
  ] as const)(
    'proposes the language the staff member works in (%s) for the new participant',
    async (language, title, label, shown) => {
      // The placement pickers' lists are not what this test reads: every call answers nothing.
      vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
      signInAs(Role.Advisor);
      await act(() => setLanguage(language));
      renderWithApp(<AddParticipantDialog open onClose={() => undefined} />);
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('combobox', { name: new RegExp(label) }).textContent).toBe(shown);
    },
  );
});
