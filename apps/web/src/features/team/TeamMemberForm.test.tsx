import { endpoints, Role, type PolicyActor, type RoleId, type StaffUser } from '@stride/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../app/api';
import { signInAs } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { TeamMemberForm } from './TeamMemberForm';

const json = (body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });

function member(roleId: RoleId, overrides: Partial<StaffUser> = {}): StaffUser {
  return {
    id: 40,
    profileId: 140,
    uuid: 'uuid-40',
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.test',
    emailConfirmed: false,
    language: 'en',
    roleId,
    roleName: 'x',
    companyId: null,
    isActive: true,
    journalAvailable: false,
    smartSurveyAvailable: false,
    swapAvailable: false,
    surveyAvailable: false,
    thumbnailUrl: null,
    lastLoginAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** The dictionary answers Admin and Consultant; a PUT answers the body as saved, version 4. */
function serve(saved: StaffUser) {
  const calls: { method: string; url: string; ifMatch: string | null; body: unknown }[] = [];
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, url, ifMatch: new Headers(init.headers).get('If-Match'), body });
    if (url.startsWith(endpointUrl(endpoints.dictionaries.get, { name: 'bh_user_role' })))
      return Promise.resolve(
        json([
          { id: 2, name: 'Admin' },
          { id: 3, name: 'Consultant' },
        ]),
      );
    return Promise.resolve(json({ ...saved, ...(body as object), version: 4 }, { ETag: 'W/"4"' }));
  });
  return calls;
}

function actorOf(role: RoleId, userId = 1): PolicyActor {
  signInAs(role, { user_id: userId });
  return {
    role,
    userId,
    profileId: 100 + userId,
    companyId: null,
    advisorProfileId: null,
    consultantProfileId: null,
    surrogate: false,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('TeamMemberForm', () => {
  it("lets the owner change a consultant's role and saves it with If-Match ('Saved!')", async () => {
    const consultant = member(Role.Consultant);
    const calls = serve(consultant);
    renderWithApp(<TeamMemberForm member={consultant} actor={actorOf(Role.Owner)} />);

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /role/i }));
    const listbox = await screen.findByRole('listbox');
    // The current role stands alone until the dictionary answers.
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Admin', 'Consultant']),
    );
    fireEvent.click(within(listbox).getByRole('option', { name: 'Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('alert')).textContent).toContain('Saved!');
    const put = calls.find((c) => c.method === 'PUT');
    expect(put).toMatchObject({ url: endpointUrl(endpoints.team.update, { id: 40 }), ifMatch: 'W/"3"' });
    expect(put?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.test',
      language: 'en',
      roleId: 2,
    });
  });

  it('shows the role read-only to an admin and leaves it out of the body', async () => {
    const consultant = member(Role.Consultant);
    const calls = serve(consultant);
    renderWithApp(<TeamMemberForm member={consultant} actor={actorOf(Role.Admin)} />);

    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveProperty('readOnly', true);
    fireEvent.change(screen.getByRole('textbox', { name: /last name/i }), { target: { value: 'Murray' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await screen.findByRole('alert');
    expect(calls.find((c) => c.method === 'PUT')?.body).not.toHaveProperty('roleId');
  });

  it("disables every field for an admin on another admin's page", async () => {
    serve(member(Role.Admin));
    renderWithApp(<TeamMemberForm member={member(Role.Admin)} actor={actorOf(Role.Admin)} />);
    await waitFor(() => expect(screen.getByRole('textbox', { name: /first name/i })).toHaveProperty('disabled', true));
    expect(screen.getByText("You can see this team member's details but not change them.")).toBeTruthy();
  });

  it('shows on the e-mail field why a confirmed sign-in e-mail is refused (409), keeping the edit', async () => {
    const confirmed =
      'This person has confirmed their sign-in e-mail: only they can change it, from their own profile.';
    const consultant = member(Role.Consultant);
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(
          JSON.stringify({ message: confirmed, code: 'CONFLICT', details: [{ path: 'email', message: confirmed }] }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    );
    renderWithApp(<TeamMemberForm member={consultant} actor={actorOf(Role.Owner)} />);
    const email = screen.getByRole('textbox', { name: /email/i });
    fireEvent.change(email, { target: { value: 'other@example.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(confirmed);
    expect((email as HTMLInputElement).value).toBe('other@example.test');
    // Told on the field, not again in the snackbar.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
