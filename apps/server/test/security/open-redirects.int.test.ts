/**
 * Regression: the penetration test of issue 26 tried open redirects (a sign-in or sign-out that sends the
 * browser, with its code or its session, to an address the attacker names) and it held. The rule: the
 * provider redirects only to the portal's own callback and home page on the tenant's origin, matched
 * exactly, and the links the server mails are built from PUBLIC_URL, never from the request's Host.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { OIDC_CLIENT_ID, Role, SIGNIN_CALLBACK_PATH } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { eventually } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
beforeAll(async () => t.app.platform.jobs.start());

const EVIL = 'evil.example';
const ORIGIN = `http://${HOSTS.default}`;

/** Redirect targets an attacker tries in place of the portal's own. */
const HOSTILE_TARGETS = [
  `https://${EVIL}${SIGNIN_CALLBACK_PATH}`,
  `//${EVIL}${SIGNIN_CALLBACK_PATH}`,
  `${ORIGIN}@${EVIL}${SIGNIN_CALLBACK_PATH}`,
  `http://${HOSTS.default.replace(':8080', '')}.${EVIL}:8080${SIGNIN_CALLBACK_PATH}`,
  `${ORIGIN}${SIGNIN_CALLBACK_PATH}/../../redirect?to=https://${EVIL}`,
  `${ORIGIN}${SIGNIN_CALLBACK_PATH}?next=https://${EVIL}`,
  `http://${HOSTS.brain}${SIGNIN_CALLBACK_PATH}`,
  `javascript:alert(document.domain)//${SIGNIN_CALLBACK_PATH}`,
];

/** The browser is not sent off the tenant's origin: no Location, refresh or self-submitting form elsewhere. */
function expectStaysHome(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
  const location = res.headers.location ? new URL(String(res.headers.location), ORIGIN) : null;
  if (location) expect(location.origin, `${label}: Location ${location.href}`).toBe(ORIGIN);
  expect(res.body, label).not.toMatch(/http-equiv="?refresh/i);
  expect(res.body, label).not.toMatch(new RegExp(`(action|href)="[^"]*${EVIL.replace('.', '\\.')}`, 'i'));
  expect(res.body, label).not.toMatch(/(action|href)="javascript:/i);
}

describe('the provider redirects only to the portal', () => {
  it('refuses an authorization request whose redirect_uri is not the portal callback, before any sign-in', async () => {
    for (const target of HOSTILE_TARGETS) {
      const client = new OidcClient(t.app, HOSTS.default);
      const { res } = await client.authorize({ redirect_uri: target });
      expectStaysHome(res, target);
      expect(res.statusCode, target).toBe(400);
    }
  });

  it('never hands a code to another address, even to a signed-in person (prompt=none, form_post)', async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    const modes: Record<string, string>[] = [
      { prompt: 'none' },
      { response_mode: 'form_post' },
      { response_mode: 'fragment' },
    ];
    for (const target of HOSTILE_TARGETS) {
      for (const extra of modes) {
        const { res } = await person.client.authorize({ redirect_uri: target, ...extra });
        const label = `${target} ${JSON.stringify(extra)}`;
        expectStaysHome(res, label);
        expect(res.body, label).not.toMatch(/name="code"/);
      }
    }
    // The control: the portal's own callback gets the code.
    const { res } = await person.client.authorize({ prompt: 'none' });
    const done = await person.client.follow(res);
    expect(done).toBeInstanceOf(URL);
    expect((done as URL).searchParams.get('code')).toBeTruthy();
  });

  it("refuses a sign-out's post_logout_redirect_uri that is not the portal's home page", async () => {
    const person = await signedIn(t, { roleId: Role.Participant });
    for (const target of [`https://${EVIL}/`, `//${EVIL}/`, `${ORIGIN}@${EVIL}/`, `http://${HOSTS.brain}/`]) {
      const query = new URLSearchParams({
        id_token_hint: person.tokens.id_token,
        post_logout_redirect_uri: target,
        client_id: OIDC_CLIENT_ID,
      });
      const page = await person.client.get(`/auth/session/end?${query}`);
      expectStaysHome(page, target);
      expect(page.statusCode, target).toBe(400);
    }
  });
});

describe('links the server mails name the tenant origin, whatever the Host header said', () => {
  it('a password reset asked for through a forged Host', async () => {
    const person = await buildPerson(t.app.platform.db, { tenantId: 'default', roleId: Role.Participant });
    for (const host of [EVIL, `${EVIL}:8080`, `localhost.${EVIL}`]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/password-reset',
        headers: { host, 'content-type': 'application/json' },
        payload: { email: person.email },
      });
      expect(res.statusCode, host).toBe(202);
    }
    const mails = await eventually(async () => {
      const got = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(person.email));
      return got.length === 3 ? got : undefined;
    });
    for (const mail of mails) {
      expect(mail.text).toMatch(new RegExp(`${ORIGIN}/reset-password\\?token=`));
      expect(`${mail.text} ${mail.html}`).not.toContain(EVIL);
    }
  });
});
