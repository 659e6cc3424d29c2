// Finding 4 of the penetration test: per-address limits were bypassed with a forged X-Forwarded-For (the server
// trusted every peer's forwarding headers): 40 wrong passwords with rotating headers were never limited, and
// password-reset mails could be flooded. Finding 12: the discovery document followed a forged X-Forwarded-Host.
// Now forwarding headers count only from the proxies TRUST_PROXY names (none by default), for every
// per-address limit and for the sign-in service's URLs alike.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { oneTimeTokens } from '../../src/platform/auth/auth.table.js';
import { createTestApp, HOSTS, useTestApp, type TestApp } from '../support/app.js';
import { buildPerson, unique } from '../support/factories.js';
import { OidcClient, SignInError } from '../support/oidc.js';

const DISCOVERY = '/auth/.well-known/openid-configuration';
const forged = (i: number) => ({ 'x-forwarded-for': `198.51.100.${i}` });

async function signInStatus(client: OidcClient, email: string): Promise<number> {
  return client.signIn(email, 'Winter2026!').then(
    () => 200,
    (e: unknown) => {
      if (!(e instanceof SignInError)) throw e;
      return e.page.statusCode;
    },
  );
}

function discovery(app: FastifyInstance, headers: Record<string, string>) {
  return app.inject({ method: 'GET', url: DISCOVERY, headers: { host: HOSTS.default, ...headers } });
}

describe('no proxy trusted (the default)', () => {
  const t = useTestApp();

  it('limits 40 wrong passwords from one address whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      // A new e-mail each time too: only the address can tell these tries belong together.
      const client = new OidcClient(t.app, HOSTS.default, forged(i), '192.0.2.40');
      statuses.push(await signInStatus(client, `guess-${i}-${unique()}@test.example`));
    }
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(401));
    expect(statuses.slice(19)).toEqual(Array(21).fill(429));
  });

  it('slows down 40 wrong passwords for one account, whichever address they claim', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      statuses.push(await signInStatus(new OidcClient(t.app, HOSTS.default, forged(i), '192.0.2.41'), person.email));
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
  });

  it('sends at most 5 password-reset mails a minute to a flood with rotating X-Forwarded-For', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { host: HOSTS.default, ...forged(i) },
        remoteAddress: '192.0.2.42',
        payload: { email: person.email },
      });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(res.json()).toMatchObject({ message: 'Too many requests. Please wait a moment and try again.' });
      }
    }
    expect(statuses.slice(0, 5)).toEqual(Array(5).fill(202));
    expect(statuses.slice(5)).toEqual(Array(35).fill(429));
    const links = await t.app.platform.db
      .select()
      .from(oneTimeTokens)
      .where(and(eq(oneTimeTokens.userId, person.user.id), eq(oneTimeTokens.kind, 'password-reset')));
    expect(links).toHaveLength(5);
  });

  it('names its own host in the discovery document, not a forged X-Forwarded-Host, and lets caches keep it', async () => {
    const res = await discovery(t.app, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(res.json()).toMatchObject({
      issuer: 'http://localhost:8080/auth',
      authorization_endpoint: 'http://localhost:8080/auth/auth',
      token_endpoint: 'http://localhost:8080/auth/token',
    });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});

describe('TRUST_PROXY naming the proxy the requests come through', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it("counts the client's address the proxy forwards, and only a trusted proxy's", async () => {
    const through = (client: string) =>
      new OidcClient(t.app, HOSTS.default, { 'x-forwarded-for': client }, '127.0.0.1');
    const statuses: number[] = [];
    for (let i = 1; i <= 20; i++)
      statuses.push(await signInStatus(through('203.0.113.1'), `a-${unique()}@test.example`));
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy is another address.
    expect(await signInStatus(through('203.0.113.2'), `b-${unique()}@test.example`)).toBe(401);
    // A peer that is not the proxy cannot borrow (or escape) an address by naming it.
    const direct = new OidcClient(t.app, HOSTS.default, { 'x-forwarded-for': '203.0.113.1' }, '192.0.2.50');
    expect(await signInStatus(direct, `c-${unique()}@test.example`)).toBe(401);
  });

  it("builds the discovery document's URLs from the trusted proxy's host and protocol", async () => {
    const res = await discovery(t.app, { 'x-forwarded-host': 'stride.example', 'x-forwarded-proto': 'https' });
    expect(res.json()).toMatchObject({ authorization_endpoint: 'https://stride.example/auth/auth' });
    const direct = await t.app.inject({
      method: 'GET',
      url: DISCOVERY,
      headers: { host: HOSTS.default, 'x-forwarded-host': 'evil.example' },
      remoteAddress: '192.0.2.51',
    });
    expect(direct.json()).toMatchObject({ authorization_endpoint: 'http://localhost:8080/auth/auth' });
  });
});
