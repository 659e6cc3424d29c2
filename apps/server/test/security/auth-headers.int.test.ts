// Finding 10 of the penetration test: the sign-in service's pages (/auth/*) had no security headers, so the
// sign-out page could be framed by another site. Now every /auth answer carries the app's helmet headers
// (X-Frame-Options, CSP with frame-ancestors, nosniff...), and a page's own inline script is allowed by its
// hash alone.
import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, Role } from '@stride/contracts';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { OidcClient } from '../support/oidc.js';

const t = useTestApp();

function expectAppHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('no-referrer');
  const csp = String(res.headers['content-security-policy']);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).toContain("default-src 'self'");
  // Inline scripts are never allowed wholesale.
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).toMatch(/^'self'/);
  expect(/script-src ([^;]*)/.exec(csp)?.[1]).not.toContain('unsafe-inline');
  return csp;
}

describe('the sign-in service answers with the app’s security headers', () => {
  it('on the sign-out page, whose one inline script is allowed by its hash', async () => {
    const res = await new OidcClient(t.app, HOSTS.default).get(`/auth/session/end?client_id=${OIDC_CLIENT_ID}`);
    expect(res.statusCode).toBe(200);
    const csp = expectAppHeaders(res);
    const scripts = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toHaveLength(1);
    const hash = createHash('sha256').update(scripts[0]!).digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`]);
  });

  it('on the discovery document, the keys and an error page', async () => {
    const client = new OidcClient(t.app, HOSTS.default);
    for (const path of ['/auth/.well-known/openid-configuration', '/auth/jwks', '/auth/auth?client_id=unknown']) {
      const res = await client.get(path);
      expect(res.statusCode, path).toBeLessThan(500);
      expectAppHeaders(res);
    }
  });

  it('on the sign-in page, and signing in and out still work', async () => {
    const client = new OidcClient(t.app, HOSTS.default);
    const { res } = await client.authorize();
    const page = await client.follow(res);
    expect(page).not.toBeInstanceOf(URL);
    expectAppHeaders(page as LightMyRequestResponse);
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    const tokens = await client.signIn(person.email, person.password);
    expect(tokens.access_token).toBeTruthy();
  });
});
