/**
 * Findings 13 and 14 of the penetration test, tried with a certified relying party (`openid-client`, certified
 * by the OpenID Foundation) against the embedded provider: userinfo refused the access token the code flow
 * issued, and discovery advertised the implicit grant. Here the whole life of a standard client: discovery,
 * the authorization code with PKCE, userinfo, refresh, a reused refresh token refused, end-session.
 */
import type { LightMyRequestResponse } from 'fastify';
import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, Role, SIGNIN_CALLBACK_PATH } from '@stride/contracts';
import { createTestApp, HOSTS, PUBLIC_URL, type TestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { OidcClient } from '../support/oidc.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const BODY_LESS = new Set([204, 205, 304]);

/** The client's HTTP requests, answered by the real server in this process (app.inject). */
const serverFetch: client.CustomFetch = async (url, options) => {
  const target = new URL(url);
  const res = await t.app.inject({
    method: options.method as 'GET' | 'POST',
    url: target.pathname + target.search,
    headers: { ...options.headers, host: target.host },
    payload: options.body === undefined || options.body === null ? undefined : String(options.body),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(res.headers)) {
    for (const one of [value].flat()) if (one !== undefined) headers.append(name, String(one));
  }
  return new Response(BODY_LESS.has(res.statusCode) ? null : new Uint8Array(res.rawPayload), {
    status: res.statusCode,
    headers,
  });
};

async function discover(): Promise<client.Configuration> {
  return client.discovery(new URL(`${PUBLIC_URL}/auth`), OIDC_CLIENT_ID, undefined, client.None(), {
    execute: [client.allowInsecureRequests],
    [client.customFetch]: serverFetch,
  });
}

/** What a browser does between the authorization URL and the callback: the sign-in page, filled in. */
async function browse(browser: OidcClient, url: URL, email: string, password: string): Promise<URL> {
  const page = await browser.follow(await browser.get(url.href));
  if (page instanceof URL) return page;
  const action = /action="([^"]+)"/.exec(page.body)![1]!;
  const done = await browser.follow(await browser.postForm(action.replaceAll('&amp;', '&'), { email, password }));
  if (!(done instanceof URL)) throw new Error(`sign-in did not succeed: ${(done as LightMyRequestResponse).body}`);
  return done;
}

async function signIn(config: client.Configuration, email: string, password: string) {
  const browser = new OidcClient(t.app, HOSTS.default);
  const verifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: `${PUBLIC_URL}${SIGNIN_CALLBACK_PATH}`,
    scope: 'openid profile email offline_access',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
  });
  const callback = await browse(browser, url, email, password);
  const tokens = await client.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: verifier,
    expectedState: state,
  });
  return { tokens, browser };
}

describe('a certified OpenID Connect client', () => {
  it('discovers the code flow with PKCE and refresh tokens only, no implicit grant', async () => {
    const metadata = (await discover()).serverMetadata();
    expect(metadata.issuer).toBe(`${PUBLIC_URL}/auth`);
    expect(metadata.response_types_supported).toEqual(['code']);
    expect(metadata.grant_types_supported).toEqual(['authorization_code', 'refresh_token']);
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
  });

  it('signs in, reads userinfo with the access token, calls the API, refreshes, and is refused a reused token', async () => {
    const person = await buildPerson(t.app.platform.db, {
      tenantId: 'default',
      roleId: Role.Participant,
      firstName: 'Nora',
    });
    const config = await discover();
    const { tokens } = await signIn(config, person.email, person.password);
    const sub = tokens.claims()!.sub;
    expect(tokens.claims()!.email).toBe(person.email);

    const userinfo = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(userinfo).toMatchObject({ sub, email: person.email, given_name: 'Nora' });
    // The same token is the API's, with its audience; the ID token is not an access token anywhere.
    const api = (token: string) =>
      t.app.inject({ url: '/api/chats', headers: { host: HOSTS.default, authorization: `Bearer ${token}` } });
    expect((await api(tokens.access_token)).statusCode).toBe(200);
    expect((await api(tokens.id_token!)).statusCode).toBe(401);
    await expect(client.fetchUserInfo(config, tokens.id_token!, sub)).rejects.toThrow();

    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token!);
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    expect((await client.fetchUserInfo(config, refreshed.access_token, sub)).email).toBe(person.email);

    // A refresh token used twice means it leaked: refused, and the grant it belongs to ends.
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.refreshTokenGrant(config, refreshed.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('signs out through end-session: back to the portal, and the session’s refresh token no longer works', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Advisor });
    const config = await discover();
    const { tokens, browser } = await signIn(config, person.email, person.password);
    const end = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token!,
      post_logout_redirect_uri: `${PUBLIC_URL}/`,
    });
    const page = await browser.get(end.href);
    const action = /action="([^"]+)"/.exec(page.body)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page.body)![1]!;
    const done = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`${PUBLIC_URL}/`);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token!)).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});
