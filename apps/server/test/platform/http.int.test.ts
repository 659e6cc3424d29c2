import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

let t: TestApp;
let token: string;
let profileId: number;
beforeAll(async () => {
  t = await createTestApp();
  const me = await signedIn(t, { roleId: Role.Advisor });
  token = me.token;
  profileId = me.profile.id;
});
afterAll(async () => t.close());

describe('API conventions', () => {
  it('sends X-Trace-Id on every answer and keeps a valid incoming one', async () => {
    const anon = await api(t.app).get('/api/profiles/1');
    expect(anon.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    const traced = await api(t.app, { token }).get(`/api/profiles/${profileId}`, { 'x-trace-id': 'trace-abc-12345' });
    expect(traced.headers['x-trace-id']).toBe('trace-abc-12345');
    const missing = await api(t.app).get('/api/nothing-here');
    expect(missing.statusCode).toBe(404);
    expect(json(missing)).toMatchObject({ code: 'NOT_FOUND' });
    expect(missing.headers['x-trace-id']).toBeTruthy();
  });

  it('answers 401 without a token and with a bad one', async () => {
    const none = await api(t.app).get(`/api/profiles/${profileId}`);
    expect(none.statusCode).toBe(401);
    expect(json(none)).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    const forged = await api(t.app, { token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.' }).get(
      `/api/profiles/${profileId}`,
    );
    expect(forged.statusCode).toBe(401);
  });

  it('answers 401 to a token whose account was deleted since it was issued', async () => {
    const gone = await signedIn(t, { roleId: Role.Advisor });
    expect((await api(t.app, { token: gone.token }).get(`/api/profiles/${gone.profile.id}`)).statusCode).toBe(200);
    await t.app.platform.db.execute(sql`delete from profiles where id = ${gone.profile.id}`);
    const res = await api(t.app, { token: gone.token }).get(`/api/profiles/${profileId}`);
    expect(res.statusCode).toBe(401);
    expect(json(res)).toMatchObject({ code: 'UNAUTHORIZED', message: 'Your account no longer exists.' });
  });

  it('refuses a token of another tenant', async () => {
    const res = await api(t.app, { token, host: 'brain' }).get(`/api/profiles/${profileId}`);
    expect(res.statusCode).toBe(401);
  });

  it('answers 400 with field details for malformed JSON, wrong types and unknown fields', async () => {
    const put = (body: string) =>
      api(t.app, { token }).put(`/api/profiles/${profileId}`, body, {
        'content-type': 'application/json',
        'if-match': 'W/"1"',
      });
    const malformed = await put('{"firstName": ');
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed)).toMatchObject({ code: 'MALFORMED_JSON' });
    const wrongType = await put(JSON.stringify({ firstName: 12, lastName: 'X', language: 'en' }));
    expect(wrongType.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(wrongType).details[0]?.path).toBe('body.firstName');
    const unknown = await put(JSON.stringify({ firstName: 'A', lastName: 'B', language: 'en', isAdmin: true }));
    expect(unknown.statusCode).toBe(400);
    expect(JSON.stringify(json(unknown))).toContain('isAdmin');
    const badParam = await api(t.app, { token }).get('/api/profiles/not-a-number');
    expect(badParam.statusCode).toBe(400);
  });

  it('answers 413 for a body over the JSON limit', async () => {
    const huge = JSON.stringify({ firstName: 'x'.repeat(2_000_000), lastName: 'y', language: 'en' });
    const res = await api(t.app, { token }).put(`/api/profiles/${profileId}`, huge, {
      'content-type': 'application/json',
      'if-match': 'W/"1"',
    });
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
