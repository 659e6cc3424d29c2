/**
 * Regression: the penetration test of issue 26 tried forged access tokens (alg "none", HS256 signed with the
 * provider's public key, a self-made RSA key under the provider's kid, an id_token as bearer, another
 * tenant's token, an expired token, a payload edited under its original signature) and it held. Each stays
 * a 401 with no data, never a 500, at the API, at userinfo and at the realtime handshake.
 */
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  createSign,
  generateKeyPairSync,
  type JsonWebKey,
} from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Role } from '@stride/contracts';
import { loadAuthSecrets } from '../../src/platform/auth/secrets.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { api } from '../support/http.js';
import { decodeJwt } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { socketClients } from '../support/sockets.js';

type Person = Awaited<ReturnType<typeof signedIn>>;

let t: TestApp;
let url: string;
/** A participant of each tenant, signed in through the real provider. */
let person: Person;
let brainPerson: Person;
/** The provider's public signing key, as /auth/jwks publishes it. */
let jwk: JsonWebKey & { kid: string };
const clients = socketClients(() => url);
const { connect } = clients;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  person = await signedIn(t, { roleId: Role.Participant, firstName: 'Tokenholder' });
  brainPerson = await signedIn(t, { roleId: Role.Participant, tenantId: 'brain', firstName: 'Brainholder' });
  const jwks = await t.app.inject({ method: 'GET', url: '/auth/jwks', headers: { host: HOSTS.default } });
  jwk = (jwks.json() as { keys: (JsonWebKey & { kid: string; use?: string })[] }).keys.find(
    (k) => k.kty === 'RSA' && k.use !== 'enc',
  )!;
});
afterEach(() => vi.useRealTimers());
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const headerOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;

/** A token with the given header and claims, signed by `sign` over `header.payload` (RFC 7515's input). */
function forge(header: Record<string, unknown>, claims: Record<string, unknown>, sign: (input: string) => string) {
  const input = `${b64(header)}.${b64(claims)}`;
  return `${input}.${sign(input)}`;
}

const rsaSign = (key: Parameters<ReturnType<typeof createSign>['sign']>[0]) => (input: string) =>
  createSign('RSA-SHA256').update(input).sign(key).toString('base64url');

/** What a valid token of the person reads: their own profile, with their name in it. */
const readOwnProfile = (token: string, host: keyof typeof HOSTS = 'default', who = person) =>
  api(t.app, { token, host }).get(`/api/profiles/${who.profile.id}`);

/** 401 with the API's error shape, and nothing of the person in it. */
function expectRefused(res: LightMyRequestResponse, who = person) {
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
  expect(res.body).not.toContain(who.email);
  expect(res.body).not.toContain(who.profile.firstName);
}

/** The same token at userinfo (/auth/me): RFC 6750's 401, no claims. */
async function expectUserinfoRefused(token: string, host: keyof typeof HOSTS = 'default', who = person) {
  const res = await t.app.inject({
    method: 'GET',
    url: '/auth/me',
    headers: { host: HOSTS[host], authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(401);
  expect(res.json()).toMatchObject({ error: 'invalid_token' });
  expect(res.body).not.toContain(who.email);
}

/** Refused everywhere a bearer token is taken. */
async function expectForgeryRefused(token: string) {
  expectRefused(await readOwnProfile(token));
  await expectUserinfoRefused(token);
  await expect(connect(token)).rejects.toThrow('unauthorized');
}

describe('forged access tokens', () => {
  it('the genuine token works, and so does one this file makes with the real key (the forgeries are well made)', async () => {
    const res = await readOwnProfile(person.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(person.profile.firstName);
    expect((await connect(person.token)).connected).toBe(true);
    expect(headerOf(person.token)).toMatchObject({ alg: 'RS256', kid: jwk.kid });
    // The control: forge() with the provider's own private key (read from the database) is accepted, so each
    // refusal below is for its forgery, not for a malformed token.
    const [signing] = (await loadAuthSecrets(t.app.platform.db)).signingKeys;
    const real = createPrivateKey({ key: signing as JsonWebKey, format: 'jwk' });
    const header = headerOf(person.token);
    const claims = decodeJwt(person.token);
    expect(forge(header, claims, rsaSign(real))).toBe(person.token);
    const remade = forge(header, { ...claims, iat: (claims.iat as number) - 1 }, rsaSign(real));
    expect((await readOwnProfile(remade)).statusCode).toBe(200);
  });

  it('refuses alg "none" (no signature, and a leftover one)', async () => {
    const claims = decodeJwt(person.token);
    const unsigned = forge({ alg: 'none', typ: 'JWT', kid: jwk.kid }, claims, () => '');
    await expectForgeryRefused(unsigned);
    await expectForgeryRefused(`${unsigned}${person.token.split('.')[2]}`);
    for (const alg of ['None', 'NONE', 'nOnE']) {
      expectRefused(await readOwnProfile(forge({ alg, typ: 'JWT' }, claims, () => '')));
    }
  });

  it("refuses HS256 signed with the provider's public key as the HMAC secret", async () => {
    const claims = decodeJwt(person.token);
    const pem = createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string;
    // The secrets a confused verifier could use: the PEM (with and without its last newline), the DER, the JWK text.
    const secrets = [
      pem,
      pem.trimEnd(),
      createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'der' }),
      JSON.stringify(jwk),
    ];
    for (const secret of secrets) {
      const token = forge({ alg: 'HS256', typ: 'JWT', kid: jwk.kid }, claims, (input) =>
        createHmac('sha256', secret).update(input).digest('base64url'),
      );
      await expectForgeryRefused(token);
    }
  });

  it("refuses a token signed by a self-made RSA key under the provider's kid, embedded or linked", async () => {
    const claims = decodeJwt(person.token);
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const own = { ...(publicKey.export({ format: 'jwk' }) as JsonWebKey), kid: jwk.kid, alg: 'RS256', use: 'sig' };
    const sign = rsaSign(privateKey);
    await expectForgeryRefused(forge({ alg: 'RS256', typ: 'JWT', kid: jwk.kid }, claims, sign));
    // The key carried in the header (jwk) or fetched from the attacker's address (jku, x5u) is never trusted.
    await expectForgeryRefused(forge({ alg: 'RS256', typ: 'JWT', kid: jwk.kid, jwk: own }, claims, sign));
    const jku = {
      alg: 'RS256',
      typ: 'JWT',
      kid: jwk.kid,
      jku: 'http://127.0.0.1:1/jwks.json',
      x5u: 'http://127.0.0.1:1/c',
    };
    await expectForgeryRefused(forge(jku, claims, sign));
    // PS256 and ES256 are accepted algorithms: a self-made key of those is refused as well.
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const es256 = (input: string) =>
      createSign('SHA256').update(input).sign({ key: ec.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
    expectRefused(await readOwnProfile(forge({ alg: 'ES256', typ: 'JWT', kid: jwk.kid }, claims, es256)));
  });

  it('refuses the id_token as a bearer', async () => {
    expect(person.tokens.id_token).toBeTruthy();
    await expectForgeryRefused(person.tokens.id_token);
  });

  it("refuses a tenant's genuine token on another tenant's host, both ways", async () => {
    expect((await readOwnProfile(brainPerson.token, 'brain', brainPerson)).statusCode).toBe(200);
    expectRefused(await readOwnProfile(brainPerson.token, 'default', brainPerson), brainPerson);
    expectRefused(await readOwnProfile(person.token, 'brain'));
    // The other tenant's ids, named outright on its own host with the wrong token: still no data.
    expectRefused(
      await api(t.app, { token: person.token, host: 'brain' }).get(`/api/profiles/${brainPerson.profile.id}`),
      brainPerson,
    );
    await expectUserinfoRefused(brainPerson.token, 'default', brainPerson);
    await expectUserinfoRefused(person.token, 'brain');
    await expect(connect(brainPerson.token, 'default')).rejects.toThrow('unauthorized');
    await expect(connect(person.token, 'brain')).rejects.toThrow('unauthorized');
  });

  it('refuses a genuine token once it has expired, even one the server has seen (and cached) before', async () => {
    const fresh = await signedIn(t, { roleId: Role.Participant });
    expect((await readOwnProfile(fresh.token, 'default', fresh)).statusCode).toBe(200);
    const exp = decodeJwt(fresh.token).exp as number;
    // Only Date moves: the server's timers (and the socket client's) run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp * 1000 + 1000);
    expectRefused(await readOwnProfile(fresh.token, 'default', fresh), fresh);
    await expectUserinfoRefused(fresh.token, 'default', fresh);
    await expect(connect(fresh.token)).rejects.toThrow('unauthorized');
    vi.useRealTimers();
    expect((await readOwnProfile(fresh.token, 'default', fresh)).statusCode).toBe(200);
  });

  it('refuses a payload edited under its original signature (role raised, another person, tenant changed)', async () => {
    const [header, , signature] = person.token.split('.') as [string, string, string];
    const claims = decodeJwt(person.token);
    const edited = (change: Record<string, unknown>) => `${header}.${b64({ ...claims, ...change })}.${signature}`;
    const owner = edited({ role_id: Role.Owner, role_name: 'Owner' });
    await expectForgeryRefused(owner);
    // Where an owner would be let through, the edited token is a 401, not the roles gate's 403.
    expectRefused(await api(t.app, { token: owner }).get('/api/bhUsers'));
    await expectForgeryRefused(edited({ exp: (claims.exp as number) + 365 * 24 * 3600 }));
    await expectForgeryRefused(edited({ profile_id: brainPerson.profile.id, user_id: brainPerson.user.id }));
    expectRefused(await readOwnProfile(edited({ tenant: 'brain' }), 'brain'));
  });

  it('answers garbage in the Authorization header with 401, never a 500', async () => {
    const tokens = ['a.b.c', '...', 'not-a-jwt', `${'x'.repeat(5000)}.y.z`, 'eyJ.eyJ.', '\u00e9.\u00e9.\u00e9'];
    for (const token of tokens) expectRefused(await readOwnProfile(token));
  });
});
