// Finding 11 of the penetration test: one-time tokens (`login_token=…`, `reset-password?token=…`) were written
// to the info log with the request URLs. Now the logger's serializers replace the values of credential-carrying
// query parameters (and a signed file link's token) in every logged URL and message.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_TOKEN_PARAM, OIDC_CLIENT_ID } from '@stride/contracts';
import { createLogger, REDACTED, redactUrl } from '../../src/platform/logger.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { OidcClient } from '../support/oidc.js';

/** What the process would write to stdout, line by line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, log: createLogger('info', stream) };
}

const secret = (name: string) => `${name}SECRETxx${Math.random().toString(36).slice(2)}xx`;

const server = capture();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { log: server.log });
});
afterAll(async () => t.close());

describe('the log', () => {
  it('keeps no one-time token, code or token hint of the URLs it records', async () => {
    const { lines } = server;
    const loginToken = secret('login');
    const resetToken = secret('reset');
    const code = secret('code');
    const hint = secret('hint');
    const fileToken = secret('file');
    const client = new OidcClient(t.app, HOSTS.default);
    await client.signInWithLoginToken(loginToken).catch(() => undefined);
    await client.get(`/reset-password?token=${resetToken}&lang=es`);
    await client.get(`/signin-callback?code=${code}&state=abc`);
    await client.get(`/auth/session/end?client_id=${OIDC_CLIENT_ID}&id_token_hint=${hint}`);
    await client.get(`/api/files/${fileToken}`);

    const urls = lines
      .map((l) => JSON.parse(l) as { req?: { url?: string } })
      .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`${LOGIN_TOKEN_PARAM}=${REDACTED}`),
        `/reset-password?token=${REDACTED}&lang=es`,
        `/signin-callback?code=${REDACTED}&state=abc`,
        `/auth/session/end?client_id=${OIDC_CLIENT_ID}&id_token_hint=${REDACTED}`,
        `/api/files/${REDACTED}`,
      ]),
    );
    const all = lines.join('\n');
    for (const value of [loginToken, resetToken, code, hint, fileToken]) expect(all).not.toContain(value);
  });

  it('redacts a URL quoted in a message or an error as well', () => {
    const { lines, log } = capture();
    log.warn('could not fetch https://example.test/cb?code=abc123&state=1');
    log.error({ err: new Error('GET /reset-password?token=tok456 failed') }, 'failed');
    expect(lines.join('\n')).not.toMatch(/abc123|tok456/);
    expect(redactUrl('/a?x=1&refresh_token=r&Token=T#frag')).toBe(
      `/a?x=1&refresh_token=${REDACTED}&Token=${REDACTED}#frag`,
    );
  });
});
