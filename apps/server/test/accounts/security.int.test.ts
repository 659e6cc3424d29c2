/**
 * One's own sign-in security (issue 30, item 7): two-step sign-in with an authenticator (TOTP) and recovery
 * codes, the signed-in sessions and their sign-out, a password change that signs the other sessions out, and
 * a tenant that requires TOTP of its admins. Codes are computed with otplib at the test's clock.
 */
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Role } from '@stride/contracts';
import { totpCredentials } from '../../src/platform/auth/auth.table.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { auditRows } from '../support/audit.js';
import { buildPerson } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { OidcClient, SignInError } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp({ TOTP_REQUIRED_TENANTS: 'brain' });
afterEach(() => vi.useRealTimers());

/**
 * The address of this file's calls: its wrong codes count against it, not against 127.0.0.1, which the other
 * files share on PostgreSQL (one database for the whole run).
 */
const FROM = '10.31.0.1';
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/** An admin with TOTP on: their key and recovery codes. */
async function withTwoStep(roleId: (typeof Role)[keyof typeof Role] = Role.Admin) {
  const person = await signedIn(t, { roleId, from: `10.30.0.${Math.floor(Math.random() * 250)}` });
  const me = api(t.app, { token: person.token, from: FROM });
  const enrolled = json<{ secret: string; otpauthUri: string }>(await me.post('/api/accounts/me/two-step', {}));
  const confirmed = await me.post('/api/accounts/me/two-step/confirm', { code: await codeAt(enrolled.secret) });
  expect(confirmed.statusCode).toBe(200);
  const { recoveryCodes } = json<{ recoveryCodes: string[] }>(confirmed);
  return { ...person, me, secret: enrolled.secret, otpauthUri: enrolled.otpauthUri, recoveryCodes };
}

async function refused(promise: Promise<unknown>) {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInError);
  return (err as SignInError).page;
}

describe('two-step sign-in', () => {
  it('is turned on with a code of the app, asks for a code at sign-in and refuses the same code twice', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin, from: FROM });
    const me = api(t.app, { token: admin.token, from: FROM });
    const enrolled = json<{ secret: string; otpauthUri: string }>(await me.post('/api/accounts/me/two-step', {}));
    expect(enrolled.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const wrong = await me.post('/api/accounts/me/two-step/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).details).toEqual([{ path: 'code', message: 'That code is not right.' }]);
    const confirmed = await me.post('/api/accounts/me/two-step/confirm', { code: await codeAt(enrolled.secret) });
    expect(confirmed.statusCode).toBe(200);
    expect(json<{ recoveryCodes: string[] }>(confirmed).recoveryCodes).toHaveLength(10);
    expect(json(await me.get('/api/accounts/me/two-step'))).toEqual({
      enabled: true,
      required: false,
      recoveryCodesLeft: 10,
    });
    // The key is sealed at rest and never in the audit log.
    const [row] = await t.app.platform.db
      .select()
      .from(totpCredentials)
      .where(eq(totpCredentials.userId, admin.user.id));
    expect(row!.sealedKey).not.toContain(enrolled.secret);
    const audit = await auditRows(t.app.platform.db, 'user', admin.user.id);
    expect(audit.map((a) => a.operation)).toContain('TOTP_ENABLED');
    expect(JSON.stringify(audit)).not.toContain(enrolled.secret);

    // The password alone is not enough: the code page, then in with the app's next code.
    const page = await refused(new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(admin.email, admin.password));
    expect(page.body).toContain('Authentication code');
    const next = await codeAt(enrolled.secret, 30);
    const tokens = await new OidcClient(t.app, HOSTS.default, {}, FROM).signInWithCode(
      admin.email,
      admin.password,
      () => next,
    );
    expect(
      (await api(t.app, { token: tokens.access_token, from: FROM }).get('/api/accounts/me/sessions')).statusCode,
    ).toBe(200);
    // The same code again (replay) is refused.
    const replay = await refused(
      new OidcClient(t.app, HOSTS.default, {}, FROM).signInWithCode(admin.email, admin.password, () => next),
    );
    expect(replay.statusCode).toBe(401);
    expect(replay.body).toContain('That code is not right.');
  });

  it('slows down after five wrong codes, even the right one then, and audits the failures', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date() });
    const admin = await withTwoStep();
    const client = new OidcClient(t.app, HOSTS.default, {}, FROM);
    const { res } = await client.authorize();
    const signInPage = await client.follow(res);
    const action = /action="([^"]+)"/.exec((signInPage as { body: string }).body)![1]!;
    let page = await client.postForm(action.replaceAll('&amp;', '&'), { email: admin.email, password: admin.password });
    for (let i = 0; i < 4; i++) {
      page = await client.answerStep(page, `12345${i}`);
      expect(page.statusCode).toBe(401);
    }
    page = await client.answerStep(page, '123459');
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many failed attempts. Try again in 1 minute.');
    page = await client.answerStep(page, await codeAt(admin.secret, 30));
    expect(page.statusCode).toBe(429);
    const failures = (await auditRows(t.app.platform.db, 'user', admin.user.id)).filter(
      (a) => a.operation === 'SIGN_IN_SECOND_STEP_FAILED',
    );
    expect(failures).toHaveLength(5);
    // A minute later the right code gets in.
    vi.setSystemTime(Date.now() + 61_000);
    const done = await client.follow(await client.answerStep(page, await codeAt(admin.secret)));
    expect(done).toBeInstanceOf(URL);
  });

  it('takes a recovery code once, and is turned off with a code', async () => {
    const admin = await withTwoStep(Role.CompanyAdmin);
    const [first, second] = admin.recoveryCodes;
    await new OidcClient(t.app, HOSTS.default, {}, FROM).signInWithCode(admin.email, admin.password, () => first!);
    const again = await refused(
      new OidcClient(t.app, HOSTS.default, {}, FROM).signInWithCode(admin.email, admin.password, () => first!),
    );
    expect(again.statusCode).toBe(401);
    const audit = await auditRows(t.app.platform.db, 'user', admin.user.id);
    expect(audit.filter((a) => a.operation === 'TOTP_RECOVERY_CODE_USED')).toHaveLength(1);
    expect(json(await admin.me.get('/api/accounts/me/two-step'))).toMatchObject({ recoveryCodesLeft: 9 });

    expect((await admin.me.post('/api/accounts/me/two-step/disable', { password: 'not it' })).statusCode).toBe(400);
    expect((await admin.me.post('/api/accounts/me/two-step/disable', { code: second })).statusCode).toBe(204);
    expect(json(await admin.me.get('/api/accounts/me/two-step'))).toMatchObject({ enabled: false });
    await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(admin.email, admin.password);
  });

  it('is set up at sign-in by an admin of a tenant that requires it; others sign in as before', async () => {
    const admin = await buildPerson(t.app.platform.db, { tenantId: 'brain', roleId: Role.Admin });
    let secret = '';
    const client = new OidcClient(t.app, HOSTS.brain, {}, FROM);
    const { res, verifier } = await client.authorize();
    const signInPage = (await client.follow(res)) as { body: string };
    const action = /action="([^"]+)"/.exec(signInPage.body)![1]!;
    const enrollPage = await client.postForm(action.replaceAll('&amp;', '&'), {
      email: admin.email,
      password: admin.password,
    });
    expect(enrollPage.body).toContain('Set up two-step sign-in');
    expect(enrollPage.body).toContain('<svg');
    secret = /data-testid="totp-key">([A-Z2-7]+)</.exec(enrollPage.body)![1]!;
    const codesPage = await client.answerStep(enrollPage, await codeAt(secret));
    expect(codesPage.body).toContain('Your recovery codes');
    expect([...codesPage.body.matchAll(/<li>([a-z0-9-]+)<\/li>/g)]).toHaveLength(10);
    const done = await client.follow(await client.answerStep(codesPage, ''));
    expect(done).toBeInstanceOf(URL);
    const tokens = await client.exchange(done as URL, verifier);
    const status = await api(t.app, { token: tokens.access_token, host: 'brain', from: FROM }).get(
      '/api/accounts/me/two-step',
    );
    expect(json(status)).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    const advisor = await buildPerson(t.app.platform.db, { tenantId: 'brain', roleId: Role.Advisor });
    await new OidcClient(t.app, HOSTS.brain, {}, FROM).signIn(advisor.email, advisor.password);
  });
});

describe('signed-in sessions', () => {
  it('lists them and signs one out: its next call is 401 and its refresh token is refused', async () => {
    const person = await signedIn(t, { roleId: Role.Advisor, from: FROM });
    const laptop = new OidcClient(t.app, HOSTS.default, { 'user-agent': FIREFOX }, '10.40.0.7');
    const other = await laptop.signIn(person.email, person.password);
    const me = api(t.app, { token: person.token, from: FROM });
    const { sessions } = json<{
      sessions: Array<{ id: string; browser: string; system: string; address: string; current: boolean }>;
    }>(await me.get('/api/accounts/me/sessions'));
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const laptopSession = sessions.find((s) => !s.current)!;
    expect(laptopSession).toMatchObject({ browser: 'Firefox', system: 'Windows', address: '10.40.0.7' });

    // Another person cannot sign it out: it is not theirs (404).
    const stranger = await signedIn(t, { roleId: Role.Advisor, from: FROM });
    const theirs = await api(t.app, { token: stranger.token, from: FROM }).post('/api/accounts/me/sessions/sign-out', {
      id: laptopSession.id,
    });
    expect(theirs.statusCode).toBe(404);

    const laptopApi = api(t.app, { token: other.access_token, from: FROM });
    expect((await laptopApi.get('/api/accounts/me/sessions')).statusCode).toBe(200);
    expect((await me.post('/api/accounts/me/sessions/sign-out', { id: laptopSession.id })).statusCode).toBe(204);
    const after = await laptopApi.get('/api/accounts/me/sessions');
    expect(after.statusCode).toBe(401);
    expect((await laptop.refresh(other.refresh_token)).statusCode).toBe(400);
    expect((await me.get('/api/accounts/me/sessions')).statusCode).toBe(200);
    const audit = await auditRows(t.app.platform.db, 'user', person.user.id);
    expect(audit.map((a) => a.operation)).toContain('SESSION_REVOKED');
  });

  it('signs out everywhere else, keeping this one', async () => {
    const person = await signedIn(t, { roleId: Role.Participant, from: FROM });
    const others = [
      await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(person.email, person.password),
      await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(person.email, person.password),
    ];
    const me = api(t.app, { token: person.token, from: FROM });
    expect(json(await me.post('/api/accounts/me/sessions/sign-out-others', {}))).toEqual({ count: 2 });
    for (const o of others) {
      expect(
        (await api(t.app, { token: o.access_token, from: FROM }).get('/api/accounts/me/sessions')).statusCode,
      ).toBe(401);
    }
    const left = json<{ sessions: unknown[] }>(await me.get('/api/accounts/me/sessions'));
    expect(left.sessions).toEqual([expect.objectContaining({ current: true })]);
  });

  it('a password change signs the other sessions out and keeps this one', async () => {
    const person = await signedIn(t, { roleId: Role.TeamMember, from: FROM });
    const other = await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(person.email, person.password);
    const me = api(t.app, { token: person.token, from: FROM });
    const wrong = await me.post('/api/accounts/me/password', {
      currentPassword: 'nope',
      password: 'a new long secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (await api(t.app, { token: other.access_token, from: FROM }).get('/api/accounts/me/sessions')).statusCode,
    ).toBe(200);
    const changed = await me.post('/api/accounts/me/password', {
      currentPassword: person.password,
      password: 'a new long secret',
    });
    expect(changed.statusCode).toBe(200);
    expect(
      (await api(t.app, { token: other.access_token, from: FROM }).get('/api/accounts/me/sessions')).statusCode,
    ).toBe(401);
    expect((await me.get('/api/accounts/me/sessions')).statusCode).toBe(200);
    await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(person.email, 'a new long secret');
    await refused(new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(person.email, person.password));
  });
});

describe('one’s own security only', () => {
  it('refuses a staff member signed in as someone else, and a signed-out token at userinfo too', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin, from: FROM });
    const advisor = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const started = await api(t.app, { token: admin.token, from: FROM }).post(
      `/api/profiles/${advisor.profile.id}/tokens`,
      {
        type: 'SURROGATE',
        surrogate: true,
      },
    );
    const asAdvisor = await new OidcClient(t.app, HOSTS.default, {}, FROM).signInWithLoginToken(
      json<{ token: string }>(started).token,
    );
    const surrogate = api(t.app, { token: asAdvisor.access_token, from: FROM });
    expect((await surrogate.get('/api/accounts/me/sessions')).statusCode).toBe(403);
    expect((await surrogate.post('/api/accounts/me/sessions/sign-out-others', {})).statusCode).toBe(403);

    const other = await new OidcClient(t.app, HOSTS.default, {}, FROM).signIn(admin.email, admin.password);
    const userinfo = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/auth/me',
        headers: { host: HOSTS.default, authorization: `Bearer ${token}` },
      });
    expect((await userinfo(other.access_token)).statusCode).toBe(200);
    await api(t.app, { token: admin.token, from: FROM }).post('/api/accounts/me/sessions/sign-out-others', {});
    expect((await userinfo(other.access_token)).statusCode).toBe(401);
  });
});
