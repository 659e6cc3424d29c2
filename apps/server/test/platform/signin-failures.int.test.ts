import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { api } from '../support/http.js';
import { decodeJwt, OidcClient, SignInError } from '../support/oidc.js';

const t = useTestApp();

async function failedPage(client: OidcClient, email: string, password: string) {
  const err = await client.signIn(email, password).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(SignInError);
  return (err as SignInError).page;
}

describe('sign-in refusals', () => {
  it('says the e-mail or password is incorrect, the same for unknown e-mails', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const client = new OidcClient(t.app, HOSTS.default);
    const wrong = await failedPage(client, person.email, 'wrong password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail or password is incorrect.');
    expect(wrong.body).toContain('<label for="email">Email</label>');
    expect(wrong.body).toContain('Forgot password?');
    const unknown = await failedPage(client, 'nobody@test.example', 'whatever');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toContain('The e-mail or password is incorrect.');
  });

  it('makes the next try wait a minute after 5 failures in a row, even with the right password', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const client = new OidcClient(t.app, HOSTS.default);
    for (let i = 0; i < 4; i++) expect((await failedPage(client, person.email, `nope-${i}`)).statusCode).toBe(401);
    const fifth = await failedPage(client, person.email, 'nope-5');
    expect(fifth.statusCode).toBe(429);
    expect(fifth.body).toContain('Too many failed attempts. Try again in 1 minute.');
    const right = await failedPage(client, person.email, person.password);
    expect(right.statusCode).toBe(429);
    expect(right.body).toContain('Too many failed attempts. Try again in 1 minute.');
    // The right password did not get in: no sign-in recorded (the wait's end: test/security/signin-slowdown).
    const [row] = await t.app.platform.db.select().from(users).where(eq(users.id, person.user.id));
    expect(row?.lastLoginAt).toBeNull();
  });

  it('refuses an inactive account and a person of another tenant', async () => {
    const inactive = await buildPerson(t.app.platform.db, {
      tenantId: 'default',
      roleId: Role.Advisor,
      isActive: false,
    });
    const page = await failedPage(new OidcClient(t.app, HOSTS.default), inactive.email, inactive.password);
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('Your account is inactive.');
    const brainUser = await buildPerson(t.app.platform.db, { tenantId: 'brain', roleId: Role.Advisor });
    const elsewhere = await failedPage(new OidcClient(t.app, HOSTS.default), brainUser.email, brainUser.password);
    expect(elsewhere.statusCode).toBe(401);
    const home = await new OidcClient(t.app, HOSTS.brain).signIn(brainUser.email, brainUser.password);
    expect(decodeJwt(home.access_token)).toMatchObject({ tenant: 'brain' });
  });
});

describe('refresh and revocation', () => {
  it('rotates the refresh token and refuses the old one', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const client = new OidcClient(t.app, HOSTS.default);
    const first = await client.signIn(person.email, person.password);
    const renewed = await client.refresh(first.refresh_token);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json() as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(next.access_token)).toMatchObject({ user_id: person.user.id });
    expect((await api(t.app, { token: next.access_token }).get(`/api/profiles/${person.profile.id}`)).statusCode).toBe(
      200,
    );
    const reused = await client.refresh(first.refresh_token);
    expect(reused.statusCode).toBe(400);
  });

  it('revokes the refresh token at logout', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const client = new OidcClient(t.app, HOSTS.default);
    const tokens = await client.signIn(person.email, person.password);
    const revoked = await client.postForm('/auth/token/revocation', {
      token: tokens.refresh_token,
      token_type_hint: 'refresh_token',
      client_id: 'stride-portal',
    });
    expect(revoked.statusCode).toBe(200);
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(400);
  });
});
