import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role, type Participant } from '@stride/contracts';
import { users } from '../../src/modules/profiles/profiles.table.js';
import { profilePrograms } from '../../src/modules/programs/programs.table.js';
import { auditLog } from '../../src/platform/audit/audit.table.js';
import { useTestApp } from '../support/app.js';
import { buildCompany, buildParticipant, buildPerson, buildProgram, unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();
const db = () => t.app.platform.db;
type List = { participants: Participant[]; _meta: { totalCount: number; pageCount: number; currentPage: number } };

describe('GET /participants', () => {
  // One practice with an advisor, another practice, a consultant with direct-to-consumer participants.
  const tag = `Zq${unique()}`;
  let admin: Awaited<ReturnType<typeof signedIn>>;
  let advisor: Awaited<ReturnType<typeof signedIn>>;
  let consultant: Awaited<ReturnType<typeof signedIn>>;
  let companyA: { id: number; name: string };
  let companyB: { id: number; name: string };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    companyA = await buildCompany(db(), 'default', { name: `Acme ${tag}` });
    companyB = await buildCompany(db(), 'default');
    admin = await signedIn(t, { roleId: Role.Admin });
    advisor = await signedIn(t, { roleId: Role.Advisor, companyId: companyA.id, firstName: 'Ada' });
    consultant = await signedIn(t, { roleId: Role.Consultant, firstName: 'Carl' });
    const make = async (key: string, o: Omit<Parameters<typeof buildParticipant>[1], 'tenantId'>, p = {}) => {
      const person = await buildParticipant(db(), { ...o, tenantId: 'default' }, p);
      ids[key] = person.user.id;
      return person;
    };
    await make(
      'wlp',
      { companyId: companyA.id, advisorProfileId: advisor.profile.id, firstName: `Anna${tag}` },
      {
        lastName: 'Bravo',
        journalAvailable: true,
      },
    );
    await make('general', { companyId: companyA.id, firstName: `Bella${tag}` }, { lastName: 'Alpha' });
    await make(
      'inactive',
      { companyId: companyA.id, firstName: `Cleo${tag}`, isActive: false },
      { lastName: 'Charlie' },
    );
    await make('otherCompany', { companyId: companyB.id, firstName: `Dora${tag}` }, { lastName: 'Delta' });
    await make('d2c', { consultantProfileId: consultant.profile.id, firstName: `Eve${tag}` }, { lastName: 'Echo' });
    await make(
      'd2cOther',
      { firstName: `Faye${tag}`, email: `faye-${tag.toLowerCase()}@mail.example` },
      {
        lastName: 'Foxtrot',
      },
    );
    await buildParticipant(db(), { tenantId: 'brain', firstName: `Gina${tag}` });
  });

  const list = async (token: string, query: string) => {
    const res = await api(t.app, { token }).get(`/api/participants?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return json<List>(res);
  };
  const names = (l: List) => l.participants.map((p) => p.firstName.replace(tag, ''));

  it('searches name and e-mail, case-insensitive, with the joined names and the derived program', async () => {
    const all = await list(admin.token, `search=${tag.toLowerCase()}&sort=firstName`);
    expect(names(all)).toEqual(['Anna', 'Bella', 'Cleo', 'Dora', 'Eve', 'Faye']);
    expect(all._meta).toEqual({ totalCount: 6, pageCount: 1, currentPage: 1, perPage: 20 });
    const anna = all.participants[0]!;
    expect(anna).toMatchObject({
      id: ids.wlp,
      practiceId: companyA.id,
      companyName: companyA.name,
      advisorProfileId: advisor.profile.id,
      advisorName: `Ada ${advisor.profile.lastName}`,
      program: 'Company WLP',
      journalAvailable: true,
      isActive: true,
      language: 'en',
      version: 1,
    });
    expect(all.participants[1]).toMatchObject({ program: 'Company General', advisorName: null });
    expect(all.participants[4]).toMatchObject({
      program: 'WLP (D2C)',
      consultantProfileId: consultant.profile.id,
      consultantFullName: `Carl ${consultant.profile.lastName}`,
    });
    // Full name, part of an e-mail, fewer than three characters.
    expect(names(await list(admin.token, `search=${encodeURIComponent(`Anna${tag} bravo`)}`))).toEqual(['Anna']);
    expect(names(await list(admin.token, `search=faye-${tag.toLowerCase()}@MAIL`))).toEqual(['Faye']);
    const short = await list(admin.token, `search=%25`);
    expect(short.participants.every((p) => `${p.firstName}${p.lastName}${p.email}`.includes('%'))).toBe(true);
  });

  it('filters by practice, advisor, consultant, program, active and flags', async () => {
    const q = (extra: string) => list(admin.token, `search=${tag}&sort=firstName&${extra}`);
    expect(names(await q(`practiceId=${companyA.id}`))).toEqual(['Anna', 'Bella', 'Cleo']);
    expect(names(await q(`companyId=${companyB.id}`))).toEqual(['Dora']);
    expect(names(await q(`advisorId=${advisor.profile.id}`))).toEqual(['Anna']);
    expect(names(await q(`consultantId=${consultant.profile.id}`))).toEqual(['Eve']);
    expect(names(await q(`program=${encodeURIComponent('WLP (D2C)')}`))).toEqual(['Eve', 'Faye']);
    expect(names(await q(`program=${encodeURIComponent('Company General')}`))).toEqual(['Bella', 'Cleo', 'Dora']);
    expect(names(await q('active=false'))).toEqual(['Cleo']);
    expect(names(await q('active=true&journalAvailable=true'))).toEqual(['Anna']);
    expect(names(await q('journalAvailable=false&swapAvailable=false&practiceId=' + companyA.id))).toEqual([
      'Bella',
      'Cleo',
    ]);
    const program = await buildProgram(db(), 'default', companyA.id);
    const general = (await list(admin.token, `search=Bella${tag}`)).participants[0]!;
    await db()
      .insert(profilePrograms)
      .values({ tenantId: 'default', profileId: general.profileId, programId: program.id });
    expect(names(await q(`programId=${program.id}`))).toEqual(['Bella']);
  });

  it("takes the dashboards' filters: created, signed in, first sign-in, not signed in since", async () => {
    const at = (iso: string) => new Date(iso);
    await db()
      .update(users)
      .set({ lastLoginAt: at('2026-01-10T09:00:00Z'), firstLoginAt: at('2025-12-01T09:00:00Z') })
      .where(eq(users.id, ids.wlp!));
    await db()
      .update(users)
      .set({ lastLoginAt: at('2025-06-01T09:00:00Z'), firstLoginAt: at('2025-06-01T09:00:00Z') })
      .where(eq(users.id, ids.general!));
    const [dora] = await db().select().from(users).where(eq(users.id, ids.otherCompany!));
    await db()
      .update(users)
      .set({ createdAt: at('2020-01-01T00:00:00Z') })
      .where(eq(users.id, dora!.id));
    const q = (extra: string) => list(admin.token, `search=${tag}&sort=firstName&${extra}`);
    expect(names(await q('signedIn=true'))).toEqual(['Anna', 'Bella']);
    expect(names(await q('signedIn=false'))).toEqual(['Cleo', 'Dora', 'Eve', 'Faye']);
    expect(names(await q('signedInFrom=2026-01-01T00:00:00.000Z'))).toEqual(['Anna']);
    expect(names(await q('firstSignInFrom=2025-11-01T00:00:00Z'))).toEqual(['Anna']);
    expect(names(await q('active=true&notSignedInFrom=2026-01-01T00:00:00Z'))).toEqual([
      'Bella',
      'Dora',
      'Eve',
      'Faye',
    ]);
    expect(names(await q('createdFrom=2021-01-01T00:00:00%2B01:00'))).toEqual(['Anna', 'Bella', 'Cleo', 'Eve', 'Faye']);
    expect((await api(t.app, { token: admin.token }).get('/api/participants?createdFrom=yesterday')).statusCode).toBe(
      400,
    );
    // The sort by last sign-in puts those who never signed in last, both ways.
    const byLogin = (order: string) => list(admin.token, `search=${tag}&sort=lastLoginAt&order=${order}`);
    expect(names(await byLogin('desc')).slice(0, 2)).toEqual(['Anna', 'Bella']);
    expect(names(await byLogin('asc')).slice(0, 2)).toEqual(['Bella', 'Anna']);
    await db().update(users).set({ createdAt: dora!.createdAt }).where(eq(users.id, dora!.id));
  });

  it('sorts by each column both ways and pages', async () => {
    const q = (extra: string) => list(admin.token, `search=${tag}&${extra}`);
    expect(names(await q('sort=lastName'))).toEqual(['Bella', 'Anna', 'Cleo', 'Dora', 'Eve', 'Faye']);
    expect(names(await q('sort=lastName&order=desc'))).toEqual(['Faye', 'Eve', 'Dora', 'Cleo', 'Anna', 'Bella']);
    expect(names(await q('sort=createdAt&order=desc'))).toEqual(['Faye', 'Eve', 'Dora', 'Cleo', 'Bella', 'Anna']);
    const byEmail = await q('sort=email');
    const emails = byEmail.participants.map((p) => p.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    expect((await q('sort=lastLoginAt')).participants).toHaveLength(6);
    const page2 = await q('sort=firstName&page=2&perPage=4');
    expect(names(page2)).toEqual(['Eve', 'Faye']);
    expect(page2._meta).toEqual({ totalCount: 6, pageCount: 2, currentPage: 2, perPage: 4 });
  });

  it('sorts by company, coach, program and status, those without a company or coach last', async () => {
    const q = async (extra: string) => names(await list(admin.token, `search=${tag}&${extra}`));
    const acme = ['Bella', 'Anna', 'Cleo'];
    const companies = companyA.name < companyB.name ? [...acme, 'Dora'] : ['Dora', ...acme];
    expect(await q('sort=company')).toEqual([...companies, 'Eve', 'Faye']);
    expect(await q('sort=company&order=desc')).toEqual([
      ...(companyA.name < companyB.name ? ['Dora', 'Cleo', 'Anna', 'Bella'] : ['Cleo', 'Anna', 'Bella', 'Dora']),
      'Faye',
      'Eve',
    ]);
    // Ada the advisor, Carl the consultant, then nobody's.
    expect(await q('sort=coach')).toEqual(['Anna', 'Eve', 'Bella', 'Cleo', 'Dora', 'Faye']);
    expect(await q('sort=coach&order=desc')).toEqual(['Eve', 'Anna', 'Faye', 'Dora', 'Cleo', 'Bella']);
    expect(await q('sort=program')).toEqual(['Bella', 'Cleo', 'Dora', 'Anna', 'Eve', 'Faye']);
    expect(await q('sort=program&order=desc')).toEqual(['Faye', 'Eve', 'Anna', 'Dora', 'Cleo', 'Bella']);
    expect(await q('sort=status')).toEqual(['Bella', 'Anna', 'Dora', 'Eve', 'Faye', 'Cleo']);
    expect(await q('sort=status&order=desc')).toEqual(['Cleo', 'Faye', 'Eve', 'Dora', 'Anna', 'Bella']);
    const page2 = await list(admin.token, `search=${tag}&sort=coach&page=2&perPage=4`);
    expect(names(page2)).toEqual(['Dora', 'Faye']);
    expect(page2._meta.totalCount).toBe(6);
    // No picture yet: the list carries the thumbnail's place for the avatars.
    expect(page2.participants[0]).toHaveProperty('thumbnailUrl', null);
  });

  it('refuses bad query values with details', async () => {
    const res = await api(t.app, { token: admin.token }).get('/api/participants?sort=age&active=maybe&perPage=500');
    expect(res.statusCode).toBe(400);
    expect(json(res).details).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'querystring.sort' })]));
    expect((await api(t.app, { token: admin.token }).get('/api/participants?color=red')).statusCode).toBe(400);
  });

  it("shows an advisor their practice's participants only, a consultant their D2C ones only", async () => {
    expect(names(await list(advisor.token, `search=${tag}&sort=firstName`))).toEqual(['Anna', 'Bella', 'Cleo']);
    expect(names(await list(consultant.token, `search=${tag}&sort=firstName`))).toEqual(['Eve']);
    // A filter cannot widen what one may see.
    expect(names(await list(advisor.token, `companyId=${companyB.id}`))).toEqual([]);
  });

  it('refuses the list to participants and to anonymous callers', async () => {
    const participant = await signedIn(t, { roleId: Role.Participant, companyId: companyA.id });
    expect((await api(t.app, { token: participant.token }).get('/api/participants')).statusCode).toBe(403);
    expect((await api(t.app).get('/api/participants')).statusCode).toBe(401);
  });

  it("GET /participants/{id}: the ETag; 404 for other tenants' ids and for people one may not see", async () => {
    const client = api(t.app, { token: advisor.token });
    const mine = await client.get(`/api/participants/${ids.wlp}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers.etag).toBe('W/"1"');
    expect(json(mine)).toMatchObject({ id: ids.wlp, program: 'Company WLP' });
    expect((await client.get(`/api/participants/${ids.otherCompany}`)).statusCode).toBe(404);
    expect((await client.get(`/api/participants/${ids.d2c}`)).statusCode).toBe(404);
    const brainAdmin = await signedIn(t, { roleId: Role.Admin, tenantId: 'brain' });
    const other = await api(t.app, { token: brainAdmin.token, host: 'brain' }).get(`/api/participants/${ids.wlp}`);
    expect(other.statusCode).toBe(404);
    // The advisor is a user, not a participant.
    expect((await client.get(`/api/participants/${advisor.user.id}`)).statusCode).toBe(404);
  });
});

describe('POST /participants', () => {
  it('adds a participant (201), audited, with the event, language defaulting to en', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const company = await buildCompany(db(), 'default');
    const advisor = await buildPerson(db(), { tenantId: 'default', roleId: Role.Advisor, companyId: company.id });
    const events: unknown[] = [];
    const off = t.app.platform.events.subscribe('participant.created', (e) => {
      events.push(e.payload);
    });
    const email = `New.${unique()}@Mail.example`;
    const res = await api(t.app, { token: admin.token }).post('/api/participants', {
      firstName: ' Nora ',
      lastName: 'Nolan',
      email,
      advisorId: advisor.profile.id,
    });
    off();
    expect(res.statusCode, res.body).toBe(201);
    const created = json<Participant>(res);
    expect(res.headers.etag).toBe('W/"1"');
    expect(created).toMatchObject({
      firstName: 'Nora',
      lastName: 'Nolan',
      email,
      language: 'en',
      practiceId: company.id,
      advisorProfileId: advisor.profile.id,
      program: 'Company WLP',
      isActive: true,
    });
    expect(events).toEqual([expect.objectContaining({ id: created.id })]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'participant'), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({
      operation: 'CREATE',
      actorUserId: admin.user.id,
      after: expect.objectContaining({ email }),
    });

    const again = await api(t.app, { token: admin.token }).post('/api/participants', {
      firstName: 'Other',
      lastName: 'Person',
      email: email.toUpperCase(),
    });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toMatchObject({
      message: 'This e-mail address is already in use.',
      details: [{ path: 'email', message: 'This e-mail address is already in use.' }],
    });
  });

  it('refuses bad input with field details and creates nothing', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const client = api(t.app, { token: admin.token });
    const bad = await client.post('/api/participants', { firstName: '', lastName: 'X', email: 'nope', language: 'fr' });
    expect(bad.statusCode).toBe(400);
    expect(
      json<{ details: { path: string }[] }>(bad)
        .details.map((d) => d.path)
        .sort(),
    ).toEqual(['body.email', 'body.firstName', 'body.language']);
    const unknown = await client.post('/api/participants', {
      firstName: 'A',
      lastName: 'B',
      email: 'a@b.example',
      x: 1,
    });
    expect(unknown.statusCode).toBe(400);
    const noPractice = await client.post('/api/participants', {
      firstName: 'A',
      lastName: 'B',
      email: `a-${unique()}@b.example`,
      practiceId: 999999,
    });
    expect(noPractice.statusCode).toBe(400);
    expect(json(noPractice).details).toEqual([{ path: 'practiceId', message: 'Choose a practice of this portal.' }]);
    const company = await buildCompany(db(), 'default');
    const consultant = await buildPerson(db(), { tenantId: 'default', roleId: Role.Consultant });
    const both = await client.post('/api/participants', {
      firstName: 'A',
      lastName: 'B',
      email: `a-${unique()}@b.example`,
      practiceId: company.id,
      consultantId: consultant.profile.id,
    });
    expect(both.statusCode).toBe(400);
    expect(json(both).details).toEqual([expect.objectContaining({ path: 'consultantId' })]);
    const notAdvisor = await client.post('/api/participants', {
      firstName: 'A',
      lastName: 'B',
      email: `a-${unique()}@b.example`,
      advisorId: consultant.profile.id,
    });
    expect(notAdvisor.statusCode).toBe(400);
    const notConsultant = await client.post('/api/participants', {
      firstName: 'A',
      lastName: 'B',
      email: `a-${unique()}@b.example`,
      consultantId: admin.profile.id,
    });
    expect(notConsultant.statusCode).toBe(400);
  });

  it('lets practice staff add to their own practice only, consultants D2C only, participants nothing', async () => {
    const mine = await buildCompany(db(), 'default');
    const other = await buildCompany(db(), 'default');
    const team = await signedIn(t, { roleId: Role.TeamMember, companyId: mine.id });
    const body = () => ({ firstName: 'Pat', lastName: 'Quinn', email: `pat-${unique()}@mail.example` });
    const own = await api(t.app, { token: team.token }).post('/api/participants', body());
    expect(own.statusCode).toBe(201);
    expect(json(own)).toMatchObject({ practiceId: mine.id, program: 'Company General' });
    const elsewhere = await api(t.app, { token: team.token }).post('/api/participants', {
      ...body(),
      practiceId: other.id,
    });
    expect(elsewhere.statusCode).toBe(403);
    const d2c = await api(t.app, { token: team.token }).post('/api/participants', { ...body(), practiceId: null });
    expect(d2c.statusCode).toBe(403);

    const consultant = await signedIn(t, { roleId: Role.Consultant });
    const colleague = await buildPerson(db(), { tenantId: 'default', roleId: Role.Consultant });
    const self = await api(t.app, { token: consultant.token }).post('/api/participants', body());
    expect(json(self)).toMatchObject({ consultantProfileId: consultant.profile.id, program: 'WLP (D2C)' });
    const forColleague = await api(t.app, { token: consultant.token }).post('/api/participants', {
      ...body(),
      consultantId: colleague.profile.id,
    });
    expect(forColleague.statusCode).toBe(201);
    const toPractice = await api(t.app, { token: consultant.token }).post('/api/participants', {
      ...body(),
      practiceId: mine.id,
    });
    expect(toPractice.statusCode).toBe(403);

    const participant = await signedIn(t, { roleId: Role.Participant });
    expect((await api(t.app, { token: participant.token }).post('/api/participants', body())).statusCode).toBe(403);
  });
});

describe('PUT /participants/{id} and /featureFlag', () => {
  it('needs If-Match (428), refuses a stale one with the current participant (412), saves and audits', async () => {
    const company = await buildCompany(db(), 'default');
    const advisor = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    // Not yet claimed: the advisor may still correct the address (docs/security.md, "Sign-in e-mail").
    const p = await buildParticipant(db(), { tenantId: 'default', companyId: company.id, emailConfirmed: false });
    const client = api(t.app, { token: advisor.token });
    const url = `/api/participants/${p.user.id}`;
    const body = {
      firstName: 'Ines',
      lastName: 'Iverson',
      email: `ines-${unique()}@mail.example`,
      language: 'es',
      advisorId: advisor.profile.id,
    };
    expect((await client.put(url, body)).statusCode).toBe(428);
    const saved = await client.put(url, body, { 'if-match': 'W/"1"' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe('W/"2"');
    const { advisorId: _advisorId, ...fields } = body;
    expect(json(saved)).toMatchObject({
      ...fields,
      advisorProfileId: advisor.profile.id,
      program: 'Company WLP',
      version: 2,
    });
    const stale = await client.put(url, { ...body, firstName: 'Lost' }, { 'if-match': 'W/"1"' });
    expect(stale.statusCode).toBe(412);
    expect(json(stale)).toMatchObject({ code: 'PRECONDITION_FAILED', current: { firstName: 'Ines', version: 2 } });
    const rows = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'participant'), eq(auditLog.entityId, String(p.user.id))));
    expect(rows).toEqual([
      expect.objectContaining({
        operation: 'UPDATE',
        actorUserId: advisor.user.id,
        before: expect.objectContaining({ firstName: p.profile.firstName, version: 1 }),
        after: expect.objectContaining({ firstName: 'Ines', email: body.email, version: 2 }),
      }),
    ]);
    // Moving the participant to another practice is not the advisor's to do.
    const other = await buildCompany(db(), 'default');
    const move = await client.put(url, { ...body, advisorId: null, practiceId: other.id }, { 'if-match': 'W/"2"' });
    expect(move.statusCode).toBe(403);
    // An e-mail in use by someone else.
    const taken = await client.put(url, { ...body, email: advisor.email.toUpperCase() }, { 'if-match': 'W/"2"' });
    expect(taken.statusCode).toBe(409);
  });

  it('an admin moves a D2C participant into a practice: the consultant goes, the program follows', async () => {
    const admin = await signedIn(t, { roleId: Role.Admin });
    const consultant = await buildPerson(db(), { tenantId: 'default', roleId: Role.Consultant });
    const company = await buildCompany(db(), 'default');
    const p = await buildParticipant(db(), { tenantId: 'default', consultantProfileId: consultant.profile.id });
    const res = await api(t.app, { token: admin.token }).put(
      `/api/participants/${p.user.id}`,
      { firstName: 'A', lastName: 'B', email: p.email, language: 'en', practiceId: company.id },
      { 'if-match': 'W/"1"' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(json(res)).toMatchObject({ practiceId: company.id, consultantProfileId: null, program: 'Company General' });
  });

  it('sets feature flags with If-Match; a participant may not', async () => {
    const company = await buildCompany(db(), 'default');
    const admin = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const p = await signedIn(t, { roleId: Role.Participant, companyId: company.id });
    const url = `/api/participants/${p.user.id}/featureFlag`;
    const client = api(t.app, { token: admin.token });
    expect((await client.put(url, { journalAvailable: true })).statusCode).toBe(428);
    expect((await client.put(url, {}, { 'if-match': 'W/"1"' })).statusCode).toBe(400);
    const res = await client.put(url, { journalAvailable: true, surveyAvailable: true }, { 'if-match': 'W/"1"' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      journalAvailable: true,
      surveyAvailable: true,
      swapAvailable: false,
      version: 2,
    });
    expect((await client.put(url, { swapAvailable: true }, { 'if-match': 'W/"1"' })).statusCode).toBe(412);
    const own = await api(t.app, { token: p.token }).put(url, { swapAvailable: true }, { 'if-match': 'W/"2"' });
    expect(own.statusCode).toBe(403);
    // A participant sees their own record, not others'.
    expect((await api(t.app, { token: p.token }).get(`/api/participants/${p.user.id}`)).statusCode).toBe(200);
  });
});

describe('the wire shape of a participant (spec 000 section 3)', () => {
  it('PUT takes back the whole GET representation with its ETag; a second writer on that ETag gets 412 and the current one', async () => {
    const company = await buildCompany(db(), 'default');
    const staff = await signedIn(t, { roleId: Role.CompanyAdmin, companyId: company.id });
    const p = await buildParticipant(db(), { tenantId: 'default', companyId: company.id, firstName: 'Rita' });
    const client = api(t.app, { token: staff.token });
    const url = `/api/participants/${p.user.id}`;

    const got = await client.get(url);
    expect(got.statusCode).toBe(200);
    const etag = got.headers.etag as string;
    const representation = json<Participant>(got);
    expect(representation).toMatchObject({ practiceId: company.id, companyName: company.name });
    expect(representation).not.toHaveProperty('companyId');

    const first = await client.put(
      url,
      { ...representation, firstName: 'Rina', journalAvailable: true },
      { 'if-match': etag },
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(json<Participant>(first)).toMatchObject({
      firstName: 'Rina',
      journalAvailable: true,
      practiceId: company.id,
      version: representation.version + 1,
    });
    expect(first.headers.etag).toBe(`W/"${representation.version + 1}"`);

    const second = await client.put(url, { ...representation, lastName: 'Late' }, { 'if-match': etag });
    expect(second.statusCode).toBe(412);
    expect(json(second)).toMatchObject({
      code: 'PRECONDITION_FAILED',
      current: { firstName: 'Rina', lastName: p.profile.lastName, practiceId: company.id },
    });

    // Keys in neither the body nor the representation are still refused, by name.
    const unknown = await client.put(
      url,
      { ...representation, nickname: 'R' },
      { 'if-match': first.headers.etag as string },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('nickname');
  });

  it("accepts the spec's participant fields on POST: practiceId and the flags are kept, consultantFullName is ignored", async () => {
    const company = await buildCompany(db(), 'default');
    const staff = await signedIn(t, { roleId: Role.Advisor, companyId: company.id });
    const res = await api(t.app, { token: staff.token }).post('/api/participants', {
      firstName: 'Sol',
      lastName: 'Sun',
      email: `sol.${unique()}@mail.example`,
      language: 'es',
      practiceId: company.id,
      consultantFullName: 'Somebody Else',
      journalAvailable: true,
      smartSurveyAvailable: false,
      swapAvailable: true,
      surveyAvailable: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<Participant>(res)).toMatchObject({
      practiceId: company.id,
      consultantFullName: null,
      journalAvailable: true,
      smartSurveyAvailable: false,
      swapAvailable: true,
      surveyAvailable: true,
      program: 'Company General',
    });
  });
});
