import { endpoints, Role } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { json, on, stubFetch, type FetchRequest } from '../../../test/fetchStub';
import { signInAs } from '../../../test/fixtures';
import { renderWithApp } from '../../../test/render';
import SecurityPage from './SecurityPage';

const a = endpoints.accounts;
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${String(i).padStart(2, '0')}`);
const SESSIONS = [
  {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    browser: 'Chrome',
    system: 'macOS',
    address: '10.0.0.1',
    signedInAt: '2026-11-28T09:00:00.000Z',
    lastSeenAt: '2026-11-28T10:00:00.000Z',
    current: true,
  },
  {
    id: 'c0ffee00-0000-4000-8000-000000000002',
    browser: 'Firefox',
    system: 'Windows',
    address: '10.0.0.2',
    signedInAt: '2026-11-27T09:00:00.000Z',
    lastSeenAt: '2026-11-27T10:00:00.000Z',
    current: false,
  },
];

let calls: FetchRequest[];
function serve(enabled = false) {
  calls = [];
  let turnedOn = enabled;
  stubFetch<FetchRequest>({
    toCall: (call) => call,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(a.twoStepStatus), () =>
        json(200, { enabled: turnedOn, required: false, recoveryCodesLeft: turnedOn ? 10 : 0 }),
      ),
      on('POST', endpointUrl(a.enrollTwoStep), () =>
        json(200, { secret: SECRET, otpauthUri: `otpauth://totp/Stride:ada?secret=${SECRET}&issuer=Stride` }),
      ),
      on('POST', endpointUrl(a.confirmTwoStep), () => {
        turnedOn = true;
        return json(200, { recoveryCodes: CODES });
      }),
      on('GET', endpointUrl(a.sessions), () => json(200, { sessions: SESSIONS })),
      on('POST', endpointUrl(a.signOutSession), () => new Response(null, { status: 204 })),
      on('POST', endpointUrl(a.signOutOtherSessions), () => json(200, { count: 1 })),
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Sign-in and security', () => {
  it('turns two-step sign-in on with the key and a code, then shows the recovery codes once', async () => {
    signInAs(Role.Admin);
    serve();
    renderWithApp(<SecurityPage />, { path: '/profile/security' });
    expect(await screen.findByText('Off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    expect(within(dialog).getByTestId('totp-key').textContent).toBe(SECRET);
    fireEvent.change(within(dialog).getByLabelText(/Code from the app/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('dialog', { name: 'Your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    const confirm = calls.find((c) => c.path.endsWith('/two-step/confirm'))!;
    expect(confirm.body).toEqual({ code: '123456' });
    fireEvent.click(within(codes).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('On. Recovery codes left: 10.')).toBeTruthy();
  });

  it('lists the sessions and signs out one, or everywhere else', async () => {
    signInAs(Role.Participant);
    serve();
    renderWithApp(<SecurityPage />, { path: '/profile/security' });
    expect(await screen.findByText('Firefox on Windows · 10.0.0.2')).toBeTruthy();
    expect(screen.getByText('This session')).toBeTruthy();
    // A participant has no two-step sign-in.
    expect(screen.queryByRole('heading', { name: 'Two-step sign-in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out this one: Firefox on Windows' }));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/sessions/sign-out'))).toBe(true));
    const signOut = calls.find((c) => c.path.endsWith('/sessions/sign-out'))!;
    expect(signOut.body).toEqual({ id: SESSIONS[1]!.id });
    expect(await screen.findByText('The session is signed out.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('1 other session signed out.')).toBeTruthy();
  });
});
