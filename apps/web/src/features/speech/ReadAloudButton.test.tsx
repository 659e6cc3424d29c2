import { endpoints, Role } from '@stride/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import { ReadAloudButton } from './ReadAloudButton';

const api = endpoints.speech;
const calls: FetchRequest[] = [];

function serve(available: boolean) {
  calls.length = 0;
  stubFetch<FetchRequest>({
    toCall: (request) => request,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(api.availability), () =>
        json(200, { available, languages: ['en', 'es'], maxLength: 2000 }),
      ),
      on(
        'POST',
        endpointUrl(api.speak),
        () => new Response(new Blob(['OggS']), { status: 200, headers: { 'Content-Type': 'audio/ogg' } }),
      ),
    ],
  });
}
beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:speech-1');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('ReadAloudButton', () => {
  it('plays the server’s audio of a course step for a participant in a player', async () => {
    serve(true);
    signInAs(Role.Participant);
    const { container } = renderWithApp(<ReadAloudButton text=" Walk ten minutes after lunch. " />);
    fireEvent.click(await screen.findByRole('button', { name: 'Read aloud' }));
    await vi.waitFor(() => expect(container.querySelector('audio')?.getAttribute('src')).toBe('blob:speech-1'));
    expect(calls.find((c) => c.path === endpointUrl(api.speak))?.body).toEqual({
      text: 'Walk ten minutes after lunch.',
      language: 'en',
    });
  });

  it('is hidden when the server cannot read aloud', async () => {
    serve(false);
    signInAs(Role.Advisor);
    renderWithApp(<ReadAloudButton text="Hola" language="es" />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === endpointUrl(api.availability))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Read aloud' })).toBeNull();
  });
});
