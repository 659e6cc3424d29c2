import { endpoints, Role, type Profile } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { json, on, stubFetch, type FetchRequest } from '../../test/fetchStub';
import { buildProfile, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import ProfileGeneralPage from './ProfileGeneralPage';

const NEW = 'ada.new@example.test';
const noRecord = { items: [], _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 20 } };

let profile: Profile;
let calls: FetchRequest[];

/** The profile's reads answer `reads` in turn (the last one again); the e-mail change answers `change`. */
function serve(reads: Profile[], change: () => Response) {
  calls = [];
  let read = 0;
  stubFetch<FetchRequest>({
    toCall: (call) => call,
    record: (call) => calls.push(call),
    handlers: [
      on('GET', endpointUrl(endpoints.profiles.surrogateSessions, { id: profile.id }), () => json(200, noRecord)),
      on('GET', endpointUrl(endpoints.profiles.get, { id: profile.id }), () => {
        const answer = reads[Math.min(read++, reads.length - 1)]!;
        return json(200, answer, { ETag: `W/"${answer.version}"` });
      }),
      on('POST', endpointUrl(endpoints.profiles.changeEmail, { id: profile.id }), change),
    ],
  });
}

async function openDialog() {
  renderWithApp(<ProfileGeneralPage />, { path: '/profile/general' });
  fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change your sign-in e-mail' });
  fireEvent.change(within(dialog).getByLabelText(/New e-mail/), { target: { value: NEW } });
  fireEvent.change(within(dialog).getByLabelText(/Current password/), { target: { value: 'stride-demo' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
  return dialog;
}

beforeEach(() => {
  const claims = signInAs(Role.Participant);
  profile = buildProfile({ id: claims.profile_id, userId: claims.user_id, roleId: Role.Participant });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('The sign-in e-mail on one’s own profile', () => {
  it('asks for the change with the password, confirms, and shows the address waiting for its link', async () => {
    const message = 'We have sent a link to your new e-mail address. Open it to confirm the change.';
    serve([profile, { ...profile, pendingEmail: NEW, version: 4 }], () => json(202, { message }));
    await openDialog();

    expect((await screen.findByRole('alert')).textContent).toContain(message);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText(`Waiting for confirmation: ${NEW}`)).toBeTruthy();
    expect(screen.getByText(`You sign in with ${profile.email}.`)).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ email: NEW, password: 'stride-demo' });
  });

  it('puts a wrong password on the password field, in the user’s language, and keeps the dialog open', async () => {
    await setLanguage('es');
    const wrong = 'The password is not correct.';
    serve([profile], () =>
      json(400, { message: wrong, code: 'VALIDATION_FAILED', details: [{ path: 'password', message: wrong }] }),
    );
    renderWithApp(<ProfileGeneralPage />, { path: '/profile/general' });
    fireEvent.click(await screen.findByRole('button', { name: 'Cambiar correo electrónico' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar tu correo electrónico de inicio de sesión' });
    fireEvent.change(within(dialog).getByLabelText(/Nuevo correo electrónico/), { target: { value: NEW } });
    const password = within(dialog).getByLabelText(/Contraseña actual/);
    fireEvent.change(password, { target: { value: 'wrong-one' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar enlace' }));

    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    const helper = document.getElementById(password.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('La contraseña no es correcta.');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('puts an address in use on the e-mail field (a 409 naming it)', async () => {
    const taken = 'This e-mail address is already in use.';
    serve([profile], () =>
      json(409, { message: taken, code: 'CONFLICT', details: [{ path: 'email', message: taken }] }),
    );
    const dialog = await openDialog();
    const email = within(dialog).getByLabelText(/New e-mail/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(taken);
  });

  it('is not offered to a staff member signed in as the person', async () => {
    const claims = signInAs(Role.Participant, { surrogate_login: true, actor_user_id: 1 });
    profile = buildProfile({ id: claims.profile_id, userId: claims.user_id, pendingEmail: NEW });
    serve([profile], () => json(500, {}));
    renderWithApp(<ProfileGeneralPage />, { path: '/profile/general' });
    expect(await screen.findByText(`Waiting for confirmation: ${NEW}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change e-mail' })).toBeNull();
  });
});
