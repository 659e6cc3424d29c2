import { endpoints } from '@stride/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { renderWithApp } from '../../test/render';
import ConfirmEmailPage from './ConfirmEmailPage';

const TOKEN = 'a-token-of-the-link-0123456789';
const confirmUrl = endpointUrl(endpoints.profiles.confirmEmailChange);

function serve(answer: () => Response): FetchRequest[] {
  const calls: FetchRequest[] = [];
  stubFetch<FetchRequest>({
    toCall: (call) => call,
    record: (call) => calls.push(call),
    handlers: [on('POST', confirmUrl, answer)],
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('/confirm-email', () => {
  it('sends the link’s token once and says the sign-in e-mail has changed, with a way to sign in', async () => {
    const calls = serve(() =>
      json(200, { message: 'Your sign-in e-mail has changed. Sign in with the new address from now on.' }),
    );
    renderWithApp(<ConfirmEmailPage />, { path: `/confirm-email?token=${TOKEN}` });

    expect(
      await screen.findByText('Your sign-in e-mail has changed. Sign in with the new address from now on.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Confirm your new e-mail' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/');
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([['POST', confirmUrl, { token: TOKEN }]]);
  });

  it('says a used or expired link is invalid', async () => {
    serve(() =>
      json(400, {
        message: 'This confirmation link is invalid or has expired. Please ask for a new one.',
        code: 'VALIDATION_FAILED',
      }),
    );
    renderWithApp(<ConfirmEmailPage />, { path: `/confirm-email?token=${TOKEN}` });
    expect(
      await screen.findByText('This confirmation link is invalid or has expired. Please ask for a new one.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('says a link without its token is invalid, sending nothing', async () => {
    const calls = serve(() => json(500, {}));
    renderWithApp(<ConfirmEmailPage />, { path: '/confirm-email' });
    expect(
      await screen.findByText('This confirmation link is invalid or has expired. Please ask for a new one.'),
    ).toBeTruthy();
    expect(calls).toEqual([]);
  });
});
