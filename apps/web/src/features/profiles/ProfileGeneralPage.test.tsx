import { endpoints, Role, type Profile, type SurrogateSessionList } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { setLanguage } from '../../app/i18n/i18n';
import { buildProfile, signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import ProfileGeneralPage from './ProfileGeneralPage';

interface Call {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const versioned = (profile: Profile) => json(200, profile, { ETag: `W/"${profile.version}"` });
const conflict = (current: Profile) =>
  json(412, { message: 'The profile was changed meanwhile.', code: 'PRECONDITION_FAILED', current });

/**
 * Answers the profile's GETs and PUTs from two queues, in order, and records every call; the record of
 * surrogate logins (its own section) answers `record`, a page each, unrecorded.
 */
const recordPage = (items: SurrogateSessionList['items'], currentPage = 1, pageCount = 1): SurrogateSessionList => ({
  items,
  _meta: { totalCount: items.length, pageCount, currentPage, perPage: 20 },
});

function serveProfile(
  gets: Response[],
  puts: Response[],
  record: SurrogateSessionList[] = [recordPage([], 1, 0)],
): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    if (url.startsWith(endpointUrl(endpoints.profiles.surrogateSessions, { id: profile.id }))) {
      const page = Number(new URL(url, window.location.origin).searchParams.get('page') ?? 1);
      return Promise.resolve(json(200, record[page - 1]));
    }
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, ifMatch: new Headers(init.headers).get('If-Match'), body });
    const next = (method === 'PUT' ? puts : gets).shift();
    return Promise.resolve(next ?? json(500, { message: `Unexpected ${method} ${url}`, code: 'INTERNAL_ERROR' }));
  });
  return calls;
}

async function openForm() {
  renderWithApp(<ProfileGeneralPage />, { path: '/profile/general' });
  return screen.findByRole('textbox', { name: /first name/i });
}

const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));

let profile: Profile;
beforeEach(() => {
  const claims = signInAs(Role.Advisor);
  profile = buildProfile({ id: claims.profile_id, email: claims.email, version: 3 });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('en');
});

describe('ProfileGeneralPage', () => {
  it('says who of the staff signed in as the person and when, and offers a participant no new-user e-mail', async () => {
    const claims = signInAs(Role.Participant);
    profile = buildProfile({ id: claims.profile_id, email: claims.email, roleId: Role.Participant, version: 3 });
    serveProfile(
      [versioned(profile)],
      [],
      [
        recordPage(
          [{ at: '2026-11-20T15:30:00.000Z', staffProfileId: 9, staffName: 'Ana García', staffRoleId: Role.Admin }],
          1,
          2,
        ),
        recordPage(
          [
            {
              at: '2026-10-02T08:00:00.000Z',
              staffProfileId: 7,
              staffName: 'Rosa Vidal',
              staffRoleId: Role.CompanyAdmin,
            },
          ],
          2,
          2,
        ),
      ],
    );
    await openForm();
    const record = await screen.findByRole('list', { name: 'Staff who signed in as you' });
    expect(within(record).getByText('Ana García (Admin) signed in as you')).toBeTruthy();
    expect(within(record).getByText(/11\/20\/2026/)).toBeTruthy();
    // Older sign-ins a page at a time, added below; the button goes with the last page.
    fireEvent.click(screen.getByRole('button', { name: 'Show older sign-ins' }));
    expect(await within(record).findByText('Rosa Vidal (Company admin) signed in as you')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Show older sign-ins' })).toBeNull());
    expect(screen.queryByRole('button', { name: 'Send new user email' })).toBeNull();
  });

  it('tells when nobody has signed in as the person; staff keep the new-user e-mail', async () => {
    serveProfile([versioned(profile)], []);
    await openForm();
    expect(await screen.findByText('No staff member has signed in as you.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send new user email' })).toBeTruthy();
  });

  it('saves the changed name with If-Match and confirms', async () => {
    const saved = { ...profile, firstName: 'Grace', version: 4 };
    const calls = serveProfile([versioned(profile)], [versioned(saved)]);
    const firstName = await openForm();
    expect(screen.getByText(`You sign in with ${profile.email}.`)).toBeTruthy();
    expect(screen.getByText('Advisor')).toBeTruthy();
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toHaveProperty('disabled', true);

    fireEvent.change(firstName, { target: { value: '  Grace ' } });
    expect(saveButton).toHaveProperty('disabled', false);
    save();

    expect((await screen.findByRole('alert')).textContent).toContain('User profile updated.');
    expect(calls.map((c) => `${c.method} ${c.url} ${c.ifMatch}`)).toEqual([
      `GET ${endpointUrl(endpoints.profiles.get, { id: profile.id })} null`,
      `PUT ${endpointUrl(endpoints.profiles.update, { id: profile.id })} W/"3"`,
    ]);
    expect(calls[1]?.body).toEqual({
      firstName: 'Grace',
      lastName: profile.lastName,
      language: 'en',
      timeZone: 'Europe/Madrid',
    });
    // Saved: the form holds the new version and has nothing left to save.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true));
    expect(screen.getByText(`Grace ${profile.lastName}`)).toBeTruthy();
  });

  it('on a 412 retries once on the version its answer carries (no second read), the edits over its values', async () => {
    const current = { ...profile, lastName: 'ChangedElsewhere', version: 7 };
    const saved = { ...current, firstName: 'Grace', version: 8 };
    const calls = serveProfile([versioned(profile)], [conflict(current), versioned(saved)]);
    fireEvent.change(await openForm(), { target: { value: 'Grace' } });
    save();

    expect((await screen.findByRole('alert')).textContent).toContain('User profile updated.');
    expect(calls.map((c) => `${c.method} ${c.ifMatch}`)).toEqual(['GET null', 'PUT W/"3"', 'PUT W/"7"']);
    // The untouched last name takes the newer value; the edited first name wins.
    expect(calls[2]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'ChangedElsewhere',
      language: 'en',
      timeZone: 'Europe/Madrid',
    });
  });

  it('shows the error through the shared handler when the retry fails too', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const current = { ...profile, version: 7 };
    const calls = serveProfile([versioned(profile), versioned(current)], [conflict(current), conflict(current)]);
    fireEvent.change(await openForm(), { target: { value: 'Grace' } });
    save();

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please try again! The profile was changed meanwhile.',
    );
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors on the fields", async () => {
    const invalid = json(400, {
      message: 'Invalid input: body.firstName - Too long',
      code: 'VALIDATION_FAILED',
      details: [{ path: 'body.firstName', message: 'Too long' }],
    });
    serveProfile([versioned(profile)], [invalid]);
    const firstName = await openForm();
    fireEvent.change(firstName, { target: { value: 'Grace' } });
    save();

    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(firstName.getAttribute('aria-describedby')).toBeTruthy();
    const helper = document.getElementById(firstName.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Too long');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('checks the fields with the contracts schema, in words of the portal', async () => {
    const calls = serveProfile([versioned(profile)], []);
    const firstName = await openForm();
    fireEvent.change(firstName, { target: { value: '   ' } });
    save();

    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Required.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('switches the portal to the language just saved', async () => {
    const saved = { ...profile, language: 'es' as const, version: 4 };
    const calls = serveProfile([versioned(profile)], [versioned(saved)]);
    await openForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /language/i }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Español' }));
    save();

    expect((await screen.findByRole('alert')).textContent).toContain('Perfil de usuario actualizado.');
    expect(calls[1]?.body).toMatchObject({ language: 'es' });
    expect(i18next.language).toBe('es');
    expect(document.documentElement.lang).toBe('es');
  });
});
