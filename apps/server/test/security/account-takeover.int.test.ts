/**
 * Finding 1 of the penetration test: staff took over a participant's account. An advisor changed the
 * participant's e-mail (PUT /participants/{id}) to one they controlled, called POST
 * /participants/{id}/passwordReset, set a password from the link and signed in as the participant, with a
 * full session outside the "Sign in as" rules, and the person's real address was never told. Now a
 * confirmed sign-in e-mail is changed only by its owner, with their password, and only once the new address
 * has followed a link; the old address is told; reset links go to the confirmed address only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@stride/contracts';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { buildCompany, buildParticipant, buildPerson, TEST_PASSWORD, unique } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.platform.jobs.start();
});
afterAll(async () => t.close());

const db = () => t.app.platform.db;
const mailsTo = async (to: string) => (await readOutbox(t.dataDir)).filter((m) => m.to.includes(to));
const emailOf = async (userId: number) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email;
let addresses = 0;
/** A client address of its own for each test: the per-address limits of the public calls count apart. */
const newAddress = () => `10.26.${Math.floor(++addresses / 250)}.${addresses % 250}`;
const linkIn = (text: string | undefined, page: string) =>
  new RegExp(`/${page}\\?token=([A-Za-z0-9_-]+)`).exec(text ?? '')?.[1];

const STAFF: [string, RoleId][] = [
  ['owner', Role.Owner],
  ['admin', Role.Admin],
  ['consultant', Role.Consultant],
  ['company admin', Role.CompanyAdmin],
  ['advisor', Role.Advisor],
  ['team member', Role.TeamMember],
];

describe('no staff role can take over a participant’s account', () => {
  it.each(STAFF)(
    'the %s: the e-mail change is refused, and every link still goes to the participant',
    async (_, roleId) => {
      const company = await buildCompany(db(), 'default');
      const staff = await signedIn(t, {
        roleId,
        companyId: roleId === Role.CompanyAdmin || roleId === Role.Advisor ? company.id : null,
      });
      const participant = await buildParticipant(db(), {
        tenantId: 'default',
        companyId: company.id,
        advisorProfileId: roleId === Role.Advisor ? staff.profile.id : null,
      });
      const attacker = `attacker-${unique()}@evil.example`;
      const client = api(t.app, { token: staff.token, from: newAddress() });

      // 1. Change the participant's e-mail to one the staff member reads: refused (or not even visible).
      const put = await client.put(
        `/api/participants/${participant.user.id}`,
        { firstName: 'Taken', lastName: 'Over', email: attacker, language: 'en', practiceId: company.id },
        { 'if-match': 'W/"1"' },
      );
      expect([403, 404, 409]).toContain(put.statusCode);
      if (put.statusCode === 409) {
        expect(json(put)).toMatchObject({
          message: 'This person has confirmed their sign-in e-mail: only they can change it, from their own profile.',
          details: [{ path: 'email' }],
        });
      }
      // 2. Ask for the new address in the participant's name: only the person may, with their password.
      const own = await client.post(`/api/profiles/${participant.profile.id}/email`, {
        email: attacker,
        password: 'a guess at it',
      });
      expect([403, 404]).toContain(own.statusCode);
      expect(await emailOf(participant.user.id)).toBe(participant.email);

      // 3. Every way of sending a set-password link mails the participant's own address.
      await client.post(`/api/participants/${participant.user.id}/passwordReset`);
      await client.post(`/api/profiles/${participant.profile.id}/sendNewUserEmail`);
      await api(t.app, { from: newAddress() }).post('/api/auth/password-reset', { email: attacker });
      await api(t.app, { from: newAddress() }).post('/api/auth/password-reset', { email: participant.email });
      await eventually(async () => (await mailsTo(participant.email)).length > 0 || undefined);
      expect(await mailsTo(attacker)).toEqual([]);
      await expect(new OidcClient(t.app, HOSTS.default).signIn(attacker, 'whatever it is')).rejects.toThrow(
        SignInError,
      );
    },
  );

  it('a staff member signed in as the participant ("Sign in as") cannot change the address either', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const participant = await buildParticipant(db(), { tenantId: 'default' });
    const started = await api(t.app, { token: admin.token }).post(`/api/profiles/${participant.profile.id}/tokens`, {
      type: 'SURROGATE',
      surrogate: true,
    });
    const asParticipant = await new OidcClient(t.app, HOSTS.default).signInWithLoginToken(
      json<{ token: string }>(started).token,
    );
    const res = await api(t.app, { token: asParticipant.access_token, from: newAddress() }).post(
      `/api/profiles/${participant.profile.id}/email`,
      { email: `attacker-${unique()}@evil.example`, password: TEST_PASSWORD },
    );
    expect(res.statusCode).toBe(403);
    expect(await emailOf(participant.user.id)).toBe(participant.email);
  });

  it('a company admin cannot take over an advisor of the practice the same way', async () => {
    const company = await buildCompany(db(), 'default');
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const res = await api(t.app, { token: companyAdmin.token }).put(
      `/api/practices/${company.id}/users/${advisor.user.id}`,
      {
        firstName: 'A',
        lastName: 'B',
        email: `attacker-${unique()}@evil.example`,
        language: 'en',
        roleId: Role.Advisor,
      },
      { 'if-match': 'W/"1"' },
    );
    expect(res.statusCode).toBe(409);
    expect(await emailOf(advisor.user.id)).toBe(advisor.email);
  });
});

describe('changing a sign-in e-mail, as it is done now', () => {
  it('staff still correct the address of an account nobody has claimed; links sent to the old one stop working', async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const participant = await buildParticipant(db(), {
      tenantId: 'default',
      companyId: company.id,
      advisorProfileId: advisor.profile.id,
      emailConfirmed: false,
    });
    const client = api(t.app, { token: advisor.token, from: newAddress() });
    await client.post(`/api/participants/${participant.user.id}/passwordReset`);
    const oldLink = linkIn(
      (await eventually(async () => (await mailsTo(participant.email))[0]))?.text,
      'reset-password',
    );
    const fixed = `fixed-${unique()}@mail.example`;
    const put = await client.put(
      `/api/participants/${participant.user.id}`,
      { firstName: 'Pat', lastName: 'Quinn', email: fixed, language: 'en', advisorId: advisor.profile.id },
      { 'if-match': 'W/"1"' },
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await emailOf(participant.user.id)).toBe(fixed);
    const stale = await api(t.app, { from: newAddress() }).post('/api/auth/password-reset/confirm', {
      token: oldLink,
      password: 'a long new secret',
    });
    expect(stale.statusCode).toBe(400);
  });

  it('the person changes it with their password; the old address is told twice; the new one signs in', async () => {
    const person = await signedIn(t, { roleId: Role.Participant, language: 'es' });
    const client = api(t.app, { token: person.token, from: newAddress() });
    const url = `/api/profiles/${person.profile.id}/email`;
    const next = `new-${unique()}@mail.example`;

    const wrong = await client.post(url, { email: next, password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong)).toMatchObject({ details: [{ path: 'password', message: 'The password is not correct.' }] });
    const same = await client.post(url, { email: person.email.toUpperCase(), password: person.password });
    expect(same.statusCode).toBe(400);
    const taken = await client.post(url, {
      email: (await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor })).email,
      password: person.password,
    });
    expect(taken.statusCode).toBe(409);

    const asked = await client.post(url, { email: next, password: person.password });
    expect(asked.statusCode, asked.body).toBe(202);
    const profile = json<{ email: string; pendingEmail: string; emailConfirmed: boolean }>(
      await client.get(`/api/profiles/${person.profile.id}`),
    );
    expect(profile).toMatchObject({ email: person.email, pendingEmail: next, emailConfirmed: true });
    const confirm = await eventually(async () => (await mailsTo(next))[0]);
    expect(confirm.subject).toMatch(/Confirma tu nuevo correo/);
    const notice = await eventually(async () => (await mailsTo(person.email)).find((m) => m.text?.includes(next)));
    expect(notice.subject).toMatch(/va a cambiar/);

    const token = linkIn(confirm.text, 'confirm-email')!;
    const done = await api(t.app, { from: newAddress() }).post('/api/auth/email-change/confirm', { token });
    expect(done.statusCode, done.body).toBe(200);
    expect(await emailOf(person.user.id)).toBe(next);
    const changed = await eventually(async () =>
      (await mailsTo(person.email)).find((m) => /ha cambiado/.test(m.subject ?? '')),
    );
    expect(changed.text).toContain(next);
    expect(
      (await api(t.app, { from: newAddress() }).post('/api/auth/email-change/confirm', { token })).statusCode,
    ).toBe(400);
    expect((await new OidcClient(t.app, HOSTS.default).signIn(next, person.password)).access_token).toBeTruthy();
  });
});
