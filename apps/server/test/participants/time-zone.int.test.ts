import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Role, type Participant, type Profile } from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { useTestApp } from '../support/app.js';
import { auditRows } from '../support/audit.js';
import { buildCompany, unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;

/** The zone stored on the participant's profile row. */
async function storedZone(profileId: number): Promise<string | null | undefined> {
  const [row] = await db()
    .select({ timeZone: profiles.timeZone })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.tenantId, 'default')));
  return row?.timeZone;
}

/** The zone an audit row's before or after kept (undefined: no such side). */
const zoneOf = (state: unknown) => (state as { timeZone?: string | null } | null)?.timeZone;

const newParticipant = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Zoe',
  lastName: `Zone${unique()}`,
  email: `zone-${unique()}@mail.example`,
  ...extra,
});

describe("a participant's time zone", () => {
  it('is set on POST, kept when left out of a PUT, changed, cleared with null; every change audited', async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const client = api(t.app, { token: advisor.token });

    const res = await client.post('/api/participants', newParticipant({ timeZone: 'America/New_York' }));
    expect(res.statusCode, res.body).toBe(201);
    const created = json<Participant>(res);
    expect(created.timeZone).toBe('America/New_York');
    expect(await storedZone(created.profileId)).toBe('America/New_York');
    const url = `/api/participants/${created.id}`;
    expect(json<Participant>(await client.get(url)).timeZone).toBe('America/New_York');

    // The GET's representation sent back without the zone: the zone stays.
    const { timeZone: _zone, ...withoutZone } = created;
    const kept = await client.put(url, { ...withoutZone, firstName: 'Zara' }, { 'if-match': 'W/"1"' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<Participant>(kept)).toMatchObject({ firstName: 'Zara', timeZone: 'America/New_York', version: 2 });

    const changed = await client.put(url, { ...created, timeZone: 'Asia/Tokyo' }, { 'if-match': 'W/"2"' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<Participant>(changed).timeZone).toBe('Asia/Tokyo');
    expect(await storedZone(created.profileId)).toBe('Asia/Tokyo');

    const cleared = await client.put(url, { ...created, timeZone: null }, { 'if-match': 'W/"3"' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json<Participant>(cleared).timeZone).toBeNull();
    expect(await storedZone(created.profileId)).toBeNull();

    const audit = await auditRows(db(), 'participant', created.id);
    expect(audit.map((r) => [r.operation, zoneOf(r.before), zoneOf(r.after)])).toEqual([
      ['CREATE', undefined, 'America/New_York'],
      ['UPDATE', 'America/New_York', 'America/New_York'],
      ['UPDATE', 'America/New_York', 'Asia/Tokyo'],
      ['UPDATE', 'Asia/Tokyo', null],
    ]);
  });

  it('is null when POST leaves it out', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const res = await api(t.app, { token: admin.token }).post('/api/participants', newParticipant());
    expect(res.statusCode, res.body).toBe(201);
    const created = json<Participant>(res);
    expect(created.timeZone).toBeNull();
    expect(await storedZone(created.profileId)).toBeNull();
  });

  it('refuses a zone that does not exist with a 400 naming the field, and stores nothing', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const body = newParticipant({ timeZone: 'Mars/Base' });
    const bad = await client.post('/api/participants', body);
    expect(bad.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(bad).details.map((d) => d.path)).toEqual(['body.timeZone']);
    const found = await client.get(`/api/participants?search=${encodeURIComponent(String(body.email))}`);
    expect(json<{ participants: Participant[] }>(found).participants).toEqual([]);

    const created = json<Participant>(await client.post('/api/participants', newParticipant({ timeZone: 'UTC' })));
    const url = `/api/participants/${created.id}`;
    const badPut = await client.put(url, { ...created, timeZone: 'Mars/Base' }, { 'if-match': 'W/"1"' });
    expect(badPut.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(badPut).details.map((d) => d.path)).toEqual(['body.timeZone']);
    expect(json<Participant>(await client.get(url))).toMatchObject({ timeZone: 'UTC', version: 1 });
  });

  it('a participant sets their own zone through PUT /profiles/{id}; a bad one is a 400', async () => {
    const me = await signedIn(t, { roleId: Role.Participant });
    const client = api(t.app, { token: me.token });
    const url = `/api/profiles/${me.profile.id}`;
    const read = await client.get(url);
    const profile = json<Profile>(read);
    expect(profile.timeZone).toBeNull();

    const bad = await client.put(url, { ...profile, timeZone: 'Mars/Base' }, { 'if-match': String(read.headers.etag) });
    expect(bad.statusCode).toBe(400);
    expect(json<{ details: { path: string }[] }>(bad).details.map((d) => d.path)).toEqual(['body.timeZone']);

    const saved = await client.put(
      url,
      { ...profile, timeZone: 'America/Mexico_City' },
      { 'if-match': String(read.headers.etag) },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json<Profile>(saved).timeZone).toBe('America/Mexico_City');
    expect(await storedZone(me.profile.id)).toBe('America/Mexico_City');
    const audit = await auditRows(db(), 'profile', me.profile.id);
    expect(audit.map((r) => [r.operation, zoneOf(r.before), zoneOf(r.after)])).toEqual([
      ['UPDATE', null, 'America/Mexico_City'],
    ]);

    // Left out keeps it (a client that does not know the field).
    const { timeZone: _zone, ...withoutZone } = json<Profile>(saved);
    const kept = await client.put(url, { ...withoutZone, firstName: 'Renamed' }, { 'if-match': 'W/"2"' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<Profile>(kept)).toMatchObject({ firstName: 'Renamed', timeZone: 'America/Mexico_City' });
  });
});
