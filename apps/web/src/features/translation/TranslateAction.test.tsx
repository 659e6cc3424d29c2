import { endpoints, Role } from '@stride/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { TranslateAction } from './TranslateAction';

const api = endpoints.translation;
const calls: FetchRequest[] = [];

function serve(available: boolean) {
  calls.length = 0;
  stubFetch<FetchRequest>({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.availability), () =>
        json(200, { available, pairs: [{ source: 'es', target: 'en' }], maxLength: 5000 }),
      ),
      on('POST', endpointUrl(api.translate), () =>
        json(200, { text: 'My head hurts.', sourceLanguage: 'es', targetLanguage: 'en' }),
      ),
    ],
  });
}
afterEach(() => vi.unstubAllGlobals());

const translations = () => calls.filter((c) => c.path === endpointUrl(api.translate));

describe('TranslateAction', () => {
  it('translates a Spanish text for staff, shows it under the original, and goes back', async () => {
    serve(true);
    signInAs(Role.Advisor);
    renderWithApp(<TranslateAction text="Me duele la cabeza." sourceLanguage="es" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('My head hurts.')).toBeTruthy();
    expect(screen.getByText('Translated from Spanish')).toBeTruthy();
    expect(translations()[0]?.body).toEqual({
      text: 'Me duele la cabeza.',
      sourceLanguage: 'es',
      targetLanguage: 'en',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Show original only' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Translate' }));
    expect(await screen.findByText('My head hurts.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show original only' }));
    expect(screen.queryByText('My head hurts.')).toBeNull();
    // Shown again from what the screen kept: one call.
    expect(translations()).toHaveLength(1);
  });

  it('is hidden when the server has no engine, for a text in the reader’s language, and for a participant', async () => {
    serve(false);
    signInAs(Role.Advisor);
    renderWithApp(<TranslateAction text="Me duele la cabeza." sourceLanguage="es" />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === endpointUrl(api.availability))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();

    serve(true);
    renderWithApp(<TranslateAction text="My head hurts." sourceLanguage="en" />);
    signInAs(Role.Participant);
    renderWithApp(<TranslateAction text="Me duele la cabeza." sourceLanguage="es" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    expect(translations()).toHaveLength(0);
  });
});
