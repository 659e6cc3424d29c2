import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildPerson } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;
const now = new Date();
/** Before the start of any range (a year starts at most 366 days ago). */
const longAgo = new Date(Date.now() - 400 * 24 * 3600 * 1000);

interface Metric {
  value: number;
  link: string | null;
}
type Figures = Record<string, Metric>;
interface ParticipantsDashboard {
  range: { from: string | null; to: string; filter: string; showAll: boolean };
  scope: { practiceId: number | null; advisorId: number | null };
  advisor: { id: number; profileId: number; firstName: string; lastName: string; thumbnailUrl: string | null };
  participants: Figures;
  unreadNotifications: Metric;
}
const values = (f: Figures) => Object.fromEntries(Object.entries(f).map(([k, m]) => [k, m.value]));

let company: Awaited<ReturnType<typeof buildCompany>>;
let advisorA: Awaited<ReturnType<typeof signedIn>>;
let advisorB: Awaited<ReturnType<typeof buildPerson>>;
let companyAdmin: Awaited<ReturnType<typeof signedIn>>;

async function participant(o: {
  advisorProfileId?: number;
  isActive?: boolean;
  createdAt: Date;
  firstLoginAt?: Date;
  lastLoginAt?: Date;
}) {
  const p = await buildPerson(db(), {
    tenantId: 'default',
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: o.advisorProfileId ?? null,
    isActive: o.isActive ?? true,
  });
  await db()
    .update(users)
    .set({ createdAt: o.createdAt, firstLoginAt: o.firstLoginAt ?? null, lastLoginAt: o.lastLoginAt ?? null })
    .where(eq(users.id, p.user.id));
  return p;
}

beforeAll(async () => {
  company = await buildCompany(db(), 'default');
  advisorA = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
  advisorB = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
  companyAdmin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
  const a = advisorA.profile.id;
  // New this week and signed in for the first time.
  await participant({ advisorProfileId: a, createdAt: now, firstLoginAt: now, lastLoginAt: now });
  // Long-standing, signed in again this week.
  await participant({ advisorProfileId: a, createdAt: longAgo, firstLoginAt: longAgo, lastLoginAt: now });
  // Long-standing, quiet since.
  await participant({ advisorProfileId: a, createdAt: longAgo, firstLoginAt: longAgo, lastLoginAt: longAgo });
  // Never signed in.
  await participant({ advisorProfileId: advisorB.profile.id, createdAt: longAgo });
  // Inactive, no advisor.
  await participant({ isActive: false, createdAt: longAgo });
  // Someone else's company.
  await buildPerson(db(), {
    tenantId: 'default',
    roleId: Role.Participant,
    companyId: (await buildCompany(db(), 'default')).id,
  });
  await db()
    .insert(notifications)
    .values(
      [true, true, false].map((unread) => ({
        tenantId: 'default',
        userId: advisorA.user.id,
        type: 'NEW_LOGIN',
        message: 'x',
        unread,
      })),
    );
});

describe('GET /participants/dashboard', () => {
  it("counts the advisor's own participants by default, for the week, each with its list filter", async () => {
    const res = await api(t.app, { token: advisorA.token }).get('/api/participants/dashboard?filter=week');
    expect(res.statusCode).toBe(200);
    const d = json<ParticipantsDashboard>(res);
    expect(d.range.showAll).toBe(false);
    expect(d.scope).toEqual({ practiceId: company.id, advisorId: advisorA.user.id });
    expect(d.advisor).toEqual({
      id: advisorA.user.id,
      profileId: advisorA.profile.id,
      firstName: advisorA.profile.firstName,
      lastName: advisorA.profile.lastName,
      thumbnailUrl: null,
    });
    // advisorB's and the unassigned participants are not theirs.
    expect(values(d.participants)).toEqual({
      total: 3,
      active: 3,
      inactive: 0,
      newParticipants: 1,
      signedIn: 2,
      newSignIns: 1,
      notSignedIn: 1,
      neverSignedIn: 0,
    });
    expect(d.unreadNotifications).toEqual({ value: 2, link: '/notifications-grouped' });
    const from = d.range.from!;
    expect(new Date(from).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(from).getUTCDay()).toBe(1);
    const q = encodeURIComponent(from);
    const advisorId = advisorA.profile.id;
    expect(d.participants.total!.link).toBe(`/participants?advisorId=${advisorId}`);
    expect(d.participants.newSignIns!.link).toBe(`/participants?advisorId=${advisorId}&firstSignInFrom=${q}`);
    expect(d.participants.notSignedIn!.link).toBe(
      `/participants?advisorId=${advisorId}&active=true&notSignedInFrom=${q}`,
    );
  });

  it('widens to the whole practice with showAll=true, for the same period', async () => {
    const client = api(t.app, { token: advisorA.token });
    const d = json<ParticipantsDashboard>(await client.get('/api/participants/dashboard?filter=week&showAll=true'));
    expect(d.range.showAll).toBe(true);
    expect(d.scope).toEqual({ practiceId: company.id, advisorId: null });
    expect(values(d.participants)).toEqual({
      total: 5,
      active: 4,
      inactive: 1,
      newParticipants: 1,
      signedIn: 2,
      newSignIns: 1,
      notSignedIn: 2,
      neverSignedIn: 1,
    });
    const from = d.range.from!;
    expect(new Date(from).getUTCDay()).toBe(1);
    const q = encodeURIComponent(from);
    expect(d.participants.inactive!.link).toBe(`/participants?practiceId=${company.id}&active=false`);
    expect(d.participants.notSignedIn!.link).toBe(
      `/participants?practiceId=${company.id}&active=true&notSignedInFrom=${q}`,
    );
    // Each figure's list counts the same people as the figure.
    for (const key of ['total', 'inactive', 'notSignedIn', 'neverSignedIn'] as const) {
      const list = await client.get(`/api${d.participants[key]!.link!}`);
      expect(json<{ _meta: { totalCount: number } }>(list)._meta.totalCount).toBe(d.participants[key]!.value);
    }
  });

  it('starts "today" in the given time zone', async () => {
    const client = api(t.app, { token: advisorA.token });
    const ny = json<ParticipantsDashboard>(
      await client.get('/api/participants/dashboard?filter=today&tz=America/New_York'),
    );
    expect(ny.range.from).toMatch(/T0[45]:00:00\.000Z$/);
  });

  it('refuses a bad range (400), other roles (403), no token (401)', async () => {
    const client = api(t.app, { token: advisorA.token });
    expect((await client.get('/api/participants/dashboard?filter=decade')).statusCode).toBe(400);
    expect((await client.get('/api/participants/dashboard?tz=Mars/Base')).statusCode).toBe(400);
    expect((await client.get('/api/participants/dashboard?showAll=yes')).statusCode).toBe(400);
    const admin = await signedIn(t, { roleId: Role.Admin });
    expect((await api(t.app, { token: admin.token }).get('/api/participants/dashboard')).statusCode).toBe(403);
    expect((await api(t.app, { token: companyAdmin.token }).get('/api/participants/dashboard')).statusCode).toBe(403);
    expect((await api(t.app).get('/api/participants/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /advisors/dashboard', () => {
  it('answers the company totals and one row per advisor with their figures and unread count', async () => {
    const res = await api(t.app, { token: companyAdmin.token }).get('/api/advisors/dashboard?filter=month');
    expect(res.statusCode).toBe(200);
    const d = json<{
      totals: Figures;
      advisors: { id: number; participants: Figures; unreadNotifications: Metric }[];
      _meta: { totalCount: number };
    }>(res);
    expect(d.totals.total!.value).toBe(5);
    expect(d._meta.totalCount).toBe(2);
    const a = d.advisors.find((x) => x.id === advisorA.user.id)!;
    const b = d.advisors.find((x) => x.id === advisorB.user.id)!;
    expect(values(a.participants)).toEqual({
      total: 3,
      active: 3,
      inactive: 0,
      newParticipants: 1,
      signedIn: 2,
      newSignIns: 1,
      notSignedIn: 1,
      neverSignedIn: 0,
    });
    expect(a.unreadNotifications).toEqual({ value: 2, link: null });
    expect(values(b.participants)).toMatchObject({ total: 1, notSignedIn: 1, neverSignedIn: 1 });
    expect(a.participants.total!.link).toBe(`/participants?advisorId=${advisorA.profile.id}`);

    const paged = json<{ advisors: unknown[]; _meta: { pageCount: number } }>(
      await api(t.app, { token: companyAdmin.token }).get('/api/advisors/dashboard?perPage=1&page=2'),
    );
    expect(paged.advisors).toHaveLength(1);
    expect(paged._meta.pageCount).toBe(2);
  });

  it('is for company admins only (403) and needs a token (401)', async () => {
    expect((await api(t.app, { token: advisorA.token }).get('/api/advisors/dashboard')).statusCode).toBe(403);
    expect((await api(t.app).get('/api/advisors/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /advisors/{id}/participants/dashboard', () => {
  it("answers one advisor's figures to the company admin; 404 for another company's or tenant's advisor", async () => {
    const client = api(t.app, { token: companyAdmin.token });
    const res = await client.get(`/api/advisors/${advisorA.user.id}/participants/dashboard?filter=year`);
    expect(res.statusCode).toBe(200);
    const d = json<ParticipantsDashboard>(res);
    expect(d.scope).toEqual({ practiceId: company.id, advisorId: advisorA.user.id });
    // The advisor asked for, not the company admin: the portal names them in its title and breadcrumbs.
    expect(d.advisor).toMatchObject({
      id: advisorA.user.id,
      profileId: advisorA.profile.id,
      firstName: advisorA.profile.firstName,
      lastName: advisorA.profile.lastName,
    });
    expect(values(d.participants)).toMatchObject({ total: 3, signedIn: 2, notSignedIn: 1 });
    expect(d.unreadNotifications.value).toBe(2);
    const all = json<ParticipantsDashboard>(
      await client.get(`/api/advisors/${advisorA.user.id}/participants/dashboard?filter=year&showAll=true`),
    );
    expect(all.scope).toEqual({ practiceId: company.id, advisorId: null });
    expect(values(all.participants)).toMatchObject({ total: 5, inactive: 1, neverSignedIn: 1 });
    expect(all.participants.total!.link).toBe(`/participants?practiceId=${company.id}`);

    const stranger = await buildPerson(db(), {
      tenantId: 'default',
      roleId: Role.Advisor,
      companyId: (await buildCompany(db(), 'default')).id,
    });
    expect((await client.get(`/api/advisors/${stranger.user.id}/participants/dashboard`)).statusCode).toBe(404);
    const brain = await buildPerson(db(), { tenantId: 'brain', roleId: Role.Advisor });
    expect((await client.get(`/api/advisors/${brain.user.id}/participants/dashboard`)).statusCode).toBe(404);
    expect((await client.get(`/api/advisors/${companyAdmin.user.id}/participants/dashboard`)).statusCode).toBe(404);
    expect(
      (await api(t.app, { token: advisorA.token }).get(`/api/advisors/${advisorA.user.id}/participants/dashboard`))
        .statusCode,
    ).toBe(403);
  });
});
