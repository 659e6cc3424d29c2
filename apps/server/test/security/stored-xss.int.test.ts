/**
 * Regression: the penetration test of issue 26 tried stored XSS (markup in 16 fields, seen on 30+ screens)
 * and it held. The rule it relies on: the API stores and answers text as text (JSON, never HTML-escaped
 * twice nor sniffable as HTML; the portal renders it as text), and what the server renders as HTML itself
 * (the sign-in service's pages under /auth, the mails' HTML part) escapes every value it puts in.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, Role } from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildCompany, buildPerson, unique } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const IMG = '<img src=x onerror=alert(1)>';
const SCRIPT = '<script>alert(1)</script>';
const ATTR = '"><svg onload=alert(1)>';
/** What none of the server's own HTML may hold: any of the payloads' markup, unescaped. */
const RAW = [/<img src=x/i, /<script>alert/i, /<svg onload/i];

const t = useTestApp();
const db = () => t.app.platform.db;
type Person = Awaited<ReturnType<typeof signedIn>>;
let company: { id: number };
let admin: Person;
let advisor: Person;
let participant: Person;

beforeAll(async () => {
  await t.app.platform.jobs.start();
  company = await buildCompany(db(), 'default', { journalAvailable: true, swapAvailable: true });
  admin = await signedIn(t, { roleId: Role.Admin });
  advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  participant = await signedIn(t, {
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
  });
  await db()
    .update(profiles)
    .set({ journalAvailable: true, swapAvailable: true })
    .where(eq(profiles.id, participant.profile.id));
});

/** Whether some string of the JSON answer is exactly `text`. */
function holdsText(value: unknown, text: string): boolean {
  if (typeof value === 'string') return value === text;
  if (Array.isArray(value)) return value.some((v) => holdsText(v, text));
  if (value && typeof value === 'object') return Object.values(value).some((v) => holdsText(v, text));
  return false;
}

/** An answer the browser reads as JSON only, holding the text as it was sent. */
function expectText(res: LightMyRequestResponse, texts: string[]) {
  expect(res.statusCode, res.body).toBeLessThan(300);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const body = json(res);
  for (const text of texts) expect(holdsText(body, text), `${text} in ${res.body.slice(0, 300)}`).toBe(true);
  // Never escaped for HTML on the way (the portal would show &lt;… to the person).
  expect(res.body).not.toContain('&lt;');
}

describe('markup in a field is stored and answered as the same text', () => {
  it('in names, titles and texts of every main domain, read back through their GETs and lists', async () => {
    const asAdmin = api(t.app, { token: admin.token });
    const asAdvisor = api(t.app, { token: advisor.token });
    const asParticipant = api(t.app, { token: participant.token });
    const created = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBeLessThan(300);
      return json<{ id: number; version?: number }>(res);
    };

    const practice = created(await asAdmin.post('/api/practices', { name: IMG }));
    expectText(await asAdmin.get(`/api/practices/${practice.id}`), [IMG]);

    const email = `xss-${unique()}@test.example`;
    const person = created(
      await asAdmin.post('/api/participants', {
        firstName: SCRIPT,
        lastName: IMG,
        email,
        advisorId: advisor.profile.id,
      }),
    );
    expectText(await asAdmin.get(`/api/participants/${person.id}`), [SCRIPT, IMG]);
    expectText(await asAdmin.get(`/api/participants?search=${encodeURIComponent('script')}`), [SCRIPT]);

    const own = json<Record<string, unknown> & { version: number }>(
      await asAdvisor.get(`/api/profiles/${advisor.profile.id}`),
    );
    const renamed = await asAdvisor.put(
      `/api/profiles/${advisor.profile.id}`,
      { ...own, firstName: ATTR, lastName: IMG },
      { 'if-match': `W/"${own.version}"` },
    );
    expectText(renamed, [ATTR, IMG]);
    expectText(await asParticipant.get(`/api/profiles/preview?profileIds=${advisor.profile.id}`), [`${ATTR} ${IMG}`]);

    created(await asAdvisor.post(`/api/profiles/${advisor.profile.id}/quickMessages`, { message: SCRIPT }));
    expectText(await asAdvisor.get(`/api/profiles/${advisor.profile.id}/quickMessages`), [SCRIPT]);

    const main = json<{ id: number }>(await asAdvisor.get('/api/ml/directories/main'));
    created(await asAdvisor.post(`/api/ml/directories/${main.id}`, { name: IMG }));
    expectText(await asAdvisor.get(`/api/ml/directories/${main.id}/items`), [IMG]);

    const exercise = created(
      await asAdvisor.post('/api/routines/definitions/exercises', { title: IMG, description: SCRIPT }),
    );
    expectText(await asAdvisor.get(`/api/routines/definitions/exercises/${exercise.id}`), [IMG, SCRIPT]);
    const routine = created(await asAdvisor.post('/api/routines/definitions/sequences', { title: ATTR }));
    expectText(await asAdvisor.get(`/api/routines/definitions/sequences/${routine.id}`), [ATTR]);

    const sprint = created(
      await asAdvisor.post('/api/messages/templates', {
        name: IMG,
        messages: [{ day: 1, time: '08:00', text: SCRIPT }],
      }),
    );
    expectText(await asAdvisor.get(`/api/messages/templates/${sprint.id}`), [IMG, SCRIPT]);

    const chat = json<{ id: string }>(
      await asAdvisor.post('/api/chats', { isDirectMessage: true, chatMembers: [participant.profile.id] }),
    );
    created(await asAdvisor.post(`/api/chats/${chat.id}/messages`, { clientId: randomUUID(), text: SCRIPT }));
    expectText(await asParticipant.get(`/api/chats/${chat.id}/messages`), [SCRIPT]);

    const swap = created(
      await asAdvisor.post(`/api/participants/${participant.user.id}/swaps`, { description: IMG, repeatGoal: 2 }),
    );
    expectText(await asParticipant.get(`/api/participants/${participant.user.id}/swaps/${swap.id}`), [IMG]);

    const day = `/api/journals/participants/${participant.user.id}/date/2027-02-03`;
    created(await asParticipant.post(`${day}/meals`, { kind: 'LUNCH', time: '13:00', text: ATTR }));
    expectText(await asAdvisor.get(day), [ATTR]);
  });
});

const mailTo = (to: string) => eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(to)));

/** A mail's HTML holds the name escaped only; its text part (not HTML) holds it as it is. */
function expectEscapedMail(mail: { html?: string; text?: string }, name: string, escaped: string) {
  expect(mail.html).toContain(escaped);
  for (const raw of RAW) expect(mail.html).not.toMatch(raw);
  expect(mail.text).toContain(name);
}

describe("the mails' HTML escapes the names in it", () => {
  it('a password reset asked for by a person named <script>', async () => {
    const person = await buildPerson(db(), { tenantId: 'default', roleId: Role.Participant, firstName: SCRIPT });
    expect((await api(t.app).post('/api/auth/password-reset', { email: person.email })).statusCode).toBe(202);
    expectEscapedMail(await mailTo(person.email), SCRIPT, '&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("a new company user's set-password mail, and a participant's welcome mail", async () => {
    const companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const email = `xss-user-${unique()}@test.example`;
    const added = await api(t.app, { token: companyAdmin.token }).post(`/api/practices/${company.id}/users`, {
      firstName: IMG,
      lastName: 'Keller',
      email,
      language: 'en',
      roleId: Role.Advisor,
    });
    expect(added.statusCode, added.body).toBe(201);
    expectEscapedMail(await mailTo(email), IMG, '&lt;img src=x onerror=alert(1)&gt;');

    const welcomed = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Participant,
      firstName: ATTR,
      companyId: company.id,
    });
    const sent = await api(t.app, { token: admin.token }).post(
      `/api/participants/${welcomed.user.id}/sendWelcomeEmail`,
    );
    expect(sent.statusCode, sent.body).toBe(200);
    expectEscapedMail(await mailTo(welcomed.email), ATTR, '&quot;&gt;&lt;svg onload=alert(1)&gt;');
  });
});

/** The sign-in service's own HTML: no payload unescaped, whatever the request carried. */
function expectEscapedPage(res: LightMyRequestResponse) {
  expect(res.statusCode).toBeLessThan(500);
  for (const raw of RAW) expect(res.body).not.toMatch(raw);
}

describe("the sign-in service's pages escape what the request carried", () => {
  it('the e-mail typed into the sign-in form, shown again after a failed attempt', async () => {
    const typed = `${ATTR}${SCRIPT}@test.example`;
    const err = await new OidcClient(t.app, HOSTS.default).signIn(typed, 'whatever').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SignInError);
    const page = (err as SignInError).page;
    expect(page.statusCode).toBe(401);
    expectEscapedPage(page);
    expect(page.body).toContain(
      'value="&quot;&gt;&lt;svg onload=alert(1)&gt;&lt;script&gt;alert(1)&lt;/script&gt;@test.example"',
    );
  });

  it("the authorization request's parameters, on its error page and the sign-out page", async () => {
    const client = new OidcClient(t.app, HOSTS.default);
    const bad = (params: Record<string, string>) => client.get(`/auth/auth?${new URLSearchParams(params)}`);
    expectEscapedPage(await bad({ client_id: SCRIPT, response_type: 'code', scope: 'openid' }));
    expectEscapedPage(
      await bad({
        client_id: OIDC_CLIENT_ID,
        response_type: 'code',
        scope: 'openid',
        redirect_uri: `http://localhost:8080/${IMG}`,
      }),
    );
    const { res } = await client.authorize({ state: SCRIPT, login_hint: IMG, ui_locales: ATTR });
    expectEscapedPage(await client.follow(res).then((r) => (r instanceof URL ? res : r)));
    const signOut = await client.get(
      `/auth/session/end?${new URLSearchParams({ client_id: OIDC_CLIENT_ID, state: SCRIPT, ui_locales: ATTR })}`,
    );
    expectEscapedPage(signOut);
  });
});
