import { endpoints, Role, type SamiAnswer } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { buildProfile, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { AssistantButton } from './AssistantButton';

const draft = (overrides: Partial<SamiAnswer> = {}): SamiAnswer => ({
  answerId: 7,
  answer: 'From the records:\n- Program: Company WLP',
  source: 'builtin',
  facts: ['Name: Ana Ruiz', 'Program: Company WLP'],
  targetProfileId: 42,
  question: 'Which program?',
  note: null,
  finalAnswer: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  version: 1,
  ...overrides,
});

let answer: SamiAnswer = draft();
const calls: { method: string; url: string; body: unknown; ifMatch: string | null }[] = [];

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    // The signed-in person's own profile (the policies' actor); not one of the assistant's calls.
    if (url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' }))) {
      return new Response(JSON.stringify(buildProfile()), { headers: { 'Content-Type': 'application/json' } });
    }
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body, ifMatch: new Headers(init.headers).get('If-Match') });
    const reply =
      method === 'PUT'
        ? { ...answer, finalAnswer: (body as { finalAnswer: string }).finalAnswer, version: answer.version + 1 }
        : answer;
    return new Response(JSON.stringify(reply), {
      status: method === 'POST' ? 201 : 200,
      headers: { 'Content-Type': 'application/json', ETag: `W/"${reply.version}"` },
    });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('AssistantButton', () => {
  it('is not offered to participants', () => {
    signInAs(Role.Participant);
    renderWithApp(<AssistantButton participantProfileId={42} />);
    expect(screen.queryByRole('button', { name: 'Ask the assistant' })).toBeNull();
  });

  it('asks, shows the editable draft labelled as not from a model, and saves the final answer', async () => {
    answer = draft();
    signInAs(Role.Advisor);
    renderWithApp(<AssistantButton participantProfileId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the assistant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ask the assistant' });
    expect(within(dialog).getByRole('button', { name: 'Save final answer' })).toHaveProperty('disabled', true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    expect(await within(dialog).findByText('Enter a question.')).toBeTruthy();
    expect(calls).toHaveLength(0);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), {
      target: { value: ' Which program? ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    const draftField = await within(dialog).findByRole('textbox', { name: 'Draft answer' });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: endpointUrl(endpoints.assistant.ask),
      body: { targetProfileId: 42, question: 'Which program?' },
    });
    expect((draftField as HTMLTextAreaElement).value).toBe(answer.answer);
    expect(
      within(dialog).getByText("This answer was composed from the participant's records, not by a language model."),
    ).toBeTruthy();

    fireEvent.change(draftField, { target: { value: 'She is in Company WLP.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save final answer' }));
    expect(await screen.findByText('Saved!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[1]).toMatchObject({
      method: 'PUT',
      url: endpointUrl(endpoints.assistant.saveFinal, { answerId: 7 }),
      body: { finalAnswer: 'She is in Company WLP.' },
      ifMatch: 'W/"1"',
    });
  });

  it("does not show the label for a model's answer, and shows why a model was not used", async () => {
    answer = draft({ source: 'model', answer: 'She follows her program.' });
    signInAs(Role.Advisor);
    renderWithApp(<AssistantButton participantProfileId={42} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Ask the assistant' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Question' }), { target: { value: 'How?' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask' }));
    await within(dialog).findByRole('textbox', { name: 'Draft answer' });
    expect(within(dialog).queryByText(/not by a language model/)).toBeNull();

    answer = draft({ note: 'The language model was not used: it answered with status 500.' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask again' }));
    expect(
      await within(dialog).findByText('The language model was not used: it answered with status 500.'),
    ).toBeTruthy();
    expect(within(dialog).getByText(/not by a language model/)).toBeTruthy();
  });
});
