import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { readOutbox } from '../../src/platform/mail/outbox.js';
import { createTestApp, HOSTS, type TestApp } from '../support/app.js';
import { buildPerson } from '../support/factories.js';
import { api, eventually, json } from '../support/http.js';
import { OidcClient } from '../support/oidc.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.platform.jobs.start();
});
afterAll(async () => t.close());

const mailTo = (to: string) => eventually(async () => (await readOutbox(t.dataDir)).find((m) => m.to.includes(to)));

describe('password reset', () => {
  it('mails a one-time link in the person’s language and sets the new password', async () => {
    const person = await buildPerson(t.app.platform.db, {
      tenantId: 'brain',
      roleId: Role.Participant,
      language: 'es',
    });
    const client = api(t.app, { host: 'brain' });
    const asked = await client.post('/api/auth/password-reset', { email: person.email.toUpperCase() });
    expect(asked.statusCode).toBe(202);
    const mail = await mailTo(person.email);
    const link = /http:\/\/brain\.localhost:8080\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '');
    expect(link).not.toBeNull();
    expect(mail.subject).toMatch(/contraseña/i);

    const done = await client.post('/api/auth/password-reset/confirm', {
      token: link![1],
      password: 'a brand new secret',
    });
    expect(done.statusCode).toBe(200);
    const tokens = await new OidcClient(t.app, HOSTS.brain).signIn(person.email, 'a brand new secret');
    expect(tokens.access_token).toBeTruthy();

    const again = await client.post('/api/auth/password-reset/confirm', {
      token: link![1],
      password: 'another new secret',
    });
    expect(again.statusCode).toBe(400);
    expect(json(again).message).toBe('This reset link is invalid or has expired. Please ask for a new one.');
  });

  it('answers the same for an unknown e-mail and sends nothing', async () => {
    const res = await api(t.app).post('/api/auth/password-reset', { email: 'nobody-here@test.example' });
    expect(res.statusCode).toBe(202);
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes('nobody-here'))).toBe(false);
  });

  it('refuses a weak password and a malformed e-mail', async () => {
    expect((await api(t.app).post('/api/auth/password-reset', { email: 'not-an-email' })).statusCode).toBe(400);
    const weak = await api(t.app).post('/api/auth/password-reset/confirm', {
      token: 'x'.repeat(43),
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
  });
});
