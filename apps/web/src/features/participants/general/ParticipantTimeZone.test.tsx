import { endpoints, Role, type Participant, type PolicyActor, type Profile } from '@stride/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, configure, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpointUrl } from '../../../app/api';
import { setLanguage } from '../../../app/i18n/i18n';
import { useBrowserTimeZone } from '../../../app/profile/useBrowserTimeZone';
import { TenantProvider } from '../../../app/tenant/TenantContext';
import { UiProviders } from '../../../app/ui/UiProviders';
import { buildProfile, buildTenant, signInAs } from '../../../test/fixtures';
import { json, stubFetch, type FetchHandler, type FetchRequest } from '../../../test/fetchStub';
import { renderWithApp } from '../../../test/render';
import { AddParticipantDialog } from '../AddParticipantDialog';
import { ParticipantForm } from './ParticipantForm';

// MUI's listbox of ~420 zones is slow to query in jsdom on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

type Call = Pick<FetchRequest, 'method' | 'path' | 'ifMatch' | 'body'>;
let calls: Call[] = [];
const emptyPage = (key: string) =>
  json(200, { [key]: [], _meta: { totalCount: 0, pageCount: 0, currentPage: 1, perPage: 100 } });

function serve(...handlers: FetchHandler<Call>[]) {
  stubFetch<Call>({
    toCall: ({ method, path, ifMatch, body }) => ({ method, path, ifMatch, body }),
    record: (call) => calls.push(call),
    handlers: [
      ...handlers,
      // The advisor picker of the advisor's own company: nobody to offer.
      (call) => (call.path === endpointUrl(endpoints.companies.listUsers, { id: 1 }) ? emptyPage('users') : undefined),
    ],
  });
}

const participant = (overrides: Partial<Participant> = {}): Participant => ({
  id: 12,
  profileId: 40,
  uuid: '00000000-0000-4000-8000-000000000012',
  firstName: 'Ana',
  lastName: 'Ruiz',
  email: 'ana@mail.example',
  emailConfirmed: true,
  language: 'es',
  timeZone: 'Asia/Tokyo',
  isActive: true,
  practiceId: 1,
  companyName: 'Acme',
  advisorProfileId: null,
  advisorName: null,
  consultantProfileId: null,
  consultantFullName: null,
  program: 'Company General',
  journalAvailable: false,
  smartSurveyAvailable: false,
  swapAvailable: false,
  surveyAvailable: false,
  thumbnailUrl: null,
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 3,
  accountVersion: 1,
  ...overrides,
});

const advisorActor: PolicyActor = {
  userId: 105,
  profileId: 205,
  role: Role.Advisor,
  companyId: 1,
  advisorProfileId: null,
  consultantProfileId: null,
  surrogate: false,
};

const zoneField = (scope: HTMLElement, name = /time zone/i) => within(scope).getByRole('combobox', { name });

beforeEach(() => {
  calls = [];
  signInAs(Role.Advisor);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('en'));
});

describe("a participant's time zone", { timeout: 60_000 }, () => {
  it('new participant: empty says the default; a zone found by typing is sent with the rest', async () => {
    serve((call) =>
      call.method === 'POST' && call.path === endpointUrl(endpoints.participants.create)
        ? json(201, participant({ timeZone: 'America/New_York' }), { ETag: 'W/"1"' })
        : undefined,
    );
    renderWithApp(<AddParticipantDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'New participant' });
    const zone = zoneField(dialog);
    expect((zone as HTMLInputElement).value).toBe('');
    expect(within(dialog).getByText('Europe/Madrid by default')).toBeTruthy();

    fireEvent.change(zone, { target: { value: 'new york' } });
    fireEvent.click(await screen.findByRole('option', { name: 'America/New_York' }));
    expect((zone as HTMLInputElement).value).toBe('America/New_York');
    expect(within(dialog).queryByText('Europe/Madrid by default')).toBeNull();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /first name/i }), { target: { value: 'Ana' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /last name/i }), { target: { value: 'Ruiz' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /email/i }), {
      target: { value: 'ana@mail.example' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Participant added!');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ firstName: 'Ana', email: 'ana@mail.example', timeZone: 'America/New_York' });
  });

  it('in Spanish: "Zona horaria", and the default said in Spanish', async () => {
    serve();
    await act(() => setLanguage('es'));
    renderWithApp(<AddParticipantDialog open onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo participante' });
    expect(zoneField(dialog, /zona horaria/i)).toBeTruthy();
    expect(within(dialog).getByText('Europe/Madrid de forma predeterminada')).toBeTruthy();
  });

  it("the participant's page shows their zone; cleared, it saves null and says the default", async () => {
    serve((call) =>
      call.method === 'PUT' && call.path === endpointUrl(endpoints.participants.update, { id: 12 })
        ? json(200, participant({ timeZone: null, version: 4 }), { ETag: 'W/"4"' })
        : undefined,
    );
    renderWithApp(<ParticipantForm participant={participant()} actor={advisorActor} />);
    const zone = await screen.findByRole('combobox', { name: /time zone/i });
    expect((zone as HTMLInputElement).value).toBe('Asia/Tokyo');

    // The text deleted: no zone.
    fireEvent.change(zone, { target: { value: '' } });
    expect((zone as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Europe/Madrid by default')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.ifMatch).toBe('W/"3"');
    expect(put.body).toMatchObject({ firstName: 'Ana', timeZone: null });
  });
});

describe('useBrowserTimeZone', () => {
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const profileUrl = (id: number) => endpointUrl(endpoints.profiles.update, { id });
  const run = (profile: Profile, surrogate = false) =>
    renderHook(() => useBrowserTimeZone(profile, surrogate), {
      wrapper: ({ children }) => (
        <TenantProvider tenant={buildTenant()}>
          <UiProviders queryClient={new QueryClient()}>{children}</UiProviders>
        </TenantProvider>
      ),
    });

  it("sets a participant's empty zone from the browser, once, through their own profile", async () => {
    const profile = buildProfile({ id: 40, roleId: Role.Participant, timeZone: null, language: 'es', version: 7 });
    serve((call) =>
      call.method === 'PUT' && call.path === profileUrl(40)
        ? json(200, { ...profile, timeZone: browserZone, version: 8 }, { ETag: 'W/"8"' })
        : undefined,
    );
    const { rerender } = run(profile);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    rerender();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: profileUrl(40),
        ifMatch: 'W/"7"',
        body: { firstName: profile.firstName, lastName: profile.lastName, language: 'es', timeZone: browserZone },
      },
    ]);
  });

  it('leaves alone a zone already set, staff, and a staff member signed in as the participant', async () => {
    serve();
    run(buildProfile({ roleId: Role.Participant, timeZone: 'Asia/Tokyo' }));
    run(buildProfile({ roleId: Role.Advisor, timeZone: null }));
    run(buildProfile({ roleId: Role.Participant, timeZone: null }), true);
    // The effects have run with the renders; nothing was sent.
    await act(() => Promise.resolve());
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('a confirmed e-mail is the participant’s own: read-only, saying why; an unclaimed one can be corrected', async () => {
    serve();
    const { unmount } = renderWithApp(<ParticipantForm participant={participant()} actor={advisorActor} />);
    const email = await screen.findByRole('textbox', { name: /email/i });
    expect((email as HTMLInputElement).readOnly).toBe(true);
    expect(screen.getByText('Confirmed by the person: only they can change it, from their own profile.')).toBeTruthy();
    unmount();
    renderWithApp(<ParticipantForm participant={participant({ emailConfirmed: false })} actor={advisorActor} />);
    expect(((await screen.findByRole('textbox', { name: /email/i })) as HTMLInputElement).readOnly).toBe(false);
  });
});
