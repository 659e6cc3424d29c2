/**
 * Regression: the penetration test of issue 26 tried to reach another tenant's and another company's data
 * (about 850 attempts: lists, searches, previews by id, and every id-addressed read and change) and it held.
 * test/contract/tenants.int.test.ts sends another tenant's ids to every endpoint; this file keeps the rest:
 * every list and search of the table called by each role of tenant brain, and by each role of another
 * company of the same tenant, shows nothing of company A of tenant default (asked for by its ids and
 * names); and every id-addressed call of the table made by the other company's staff on company A's rows is
 * a 403 or 404 that changes nothing (the row reads the same, no audit row, no mail queued).
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  needsIfMatch,
  pathParamNames,
  Role,
  roleNames,
  type EndpointDef,
  type RoleId,
} from '@stride/contracts';
import { companies } from '../../src/modules/companies/companies.table.js';
import { MAIL_JOB } from '../../src/platform/mail/index.js';
import { jobs } from '../../src/platform/jobs/jobs.table.js';
import { useTestApp } from '../support/app.js';
import { auditRowsOfTrace } from '../support/audit.js';
import { buildCompany } from '../support/factories.js';
import { multipartBody } from '../support/multipart.js';
import { signedIn } from '../support/people.js';
import { Fixtures, pathFixture, requiredQuery, validBody, validMultipart } from '../contract/fixtures.js';
import { fillPath, operations, queryString, readerOf, send, type Probe } from '../contract/harness.js';

type Person = Awaited<ReturnType<typeof signedIn>>;

const t = useTestApp();
/** Company A of tenant default and its people (the contract tests' fixtures), every kind of row made. */
let f: Fixtures;
/** Another company of tenant default: its company admin, advisor, team member and participant. */
const companyB = new Map<RoleId, Person>();
/** Tenant brain: a person of each role (practice roles and the participant in a company of brain). */
const brain = new Map<RoleId, Person>();
/** Texts only company A's rows hold: names, e-mails, titles, message texts. */
let markers: string[];

const ROLES_1_TO_7: RoleId[] = [1, 2, 3, 4, 5, 6, 7];
/** Company A's people, as the fixtures made them. */
const people = () => [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant].map((r) => f.person(r));
const PRACTICE_AND_PARTICIPANT: RoleId[] = [Role.CompanyAdmin, Role.Advisor, Role.TeamMember, Role.Participant];

beforeAll(async () => {
  const { db } = t.app.platform;
  f = await Fixtures.create(t);
  // Every kind of row of company A: the fixture of each id-addressed path makes its row.
  for (const { endpoint: e } of allEndpoints()) {
    if (pathParamNames(e.path).length && !pathFixture(e).notTenantOwned) await pathFixture(e).params(f);
  }
  const b = await buildCompany(db, 'default');
  for (const role of PRACTICE_AND_PARTICIPANT) {
    const advisorProfileId = role === Role.Participant ? companyB.get(Role.Advisor)!.profile.id : undefined;
    companyB.set(role, await signedIn(t, { roleId: role, companyId: b.id, advisorProfileId }));
  }
  const brainCompany = await buildCompany(db, 'brain');
  for (const role of ROLES_1_TO_7) {
    const practice = PRACTICE_AND_PARTICIPANT.includes(role);
    brain.set(
      role,
      await signedIn(t, { roleId: role, tenantId: 'brain', companyId: practice ? brainCompany.id : undefined }),
    );
  }
  markers = [
    ...people().flatMap((p) => [p.email, p.profile.firstName, p.user.uuid]),
    (await f.program()).name,
    (await f.quickMessage()).message,
    (await f.channel()).id,
    'Hello from the safety net',
    'Safety lunch',
    'Safety swap',
    'Safety squat',
    'Safety circuit',
    'Safety walk',
    'Safety routine',
    'Safety folder',
    'Safety sprint',
    'Safety message',
  ];
});

/** The list and search calls of the table (no path parameter), asked about company A where they take ids. */
async function listCalls(): Promise<{ operationId: string; e: EndpointDef; url: string }[]> {
  const participant = f.participant;
  const aimed: Record<string, Record<string, string | string[]>> = {
    'chat.unread': { channels: (await f.channel()).id },
    'library.listSent': { receiverProfileIds: String(participant.profile.id) },
    'profiles.previews': { profileIds: [participant.profile.id, f.advisor.profile.id].map(String) },
    'profiles.previewsByUuid': { profileUuids: [participant.user.uuid, f.advisor.user.uuid] },
    'journal.calendar': { participantIds: String(participant.user.id), month: '2027-02' },
    'participants.list': { companyId: String(f.company.id), search: participant.profile.firstName },
    'programs.list': { companyId: String(f.company.id) },
    'library.searchResources': { search: 'Safety' },
    'routines.listItems': { search: 'Safety' },
    'sequences.list': { search: 'Safety' },
  };
  return operations()
    .filter(({ endpoint: e }) => e.method === 'GET' && pathParamNames(e.path).length === 0 && e.roles !== 'public')
    .filter(({ operationId }) => operationId !== 'chat.giphySearch') // asks the GIF service, holds no rows
    .map(({ operationId, endpoint: e }) => {
      const query = { ...requiredQuery(e), ...aimed[operationId] };
      return { operationId, e, url: fillPath(e.path, {}) + queryString(query) };
    });
}

interface Viewer {
  who: string;
  person: Person;
  host: 'default' | 'brain';
  /** What this viewer must never see. */
  hidden: string[];
}

/** Every list call each viewer's role may make; what of `hidden` each answer shows, and any 500. */
async function sweepLists(viewers: Viewer[]) {
  const leaks: string[] = [];
  const seen = new Set<string>();
  let asked = 0;
  for (const { operationId, e, url } of await listCalls()) {
    for (const { who, person, host, hidden } of viewers) {
      if (e.roles !== 'public' && !e.roles.includes(person.user.roleId as RoleId)) continue;
      const { res } = await send(t, { label: operationId, method: 'GET', url }, { token: person.token, host });
      asked++;
      if (res.statusCode >= 500) leaks.push(`${who} ${operationId}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      const shown = hidden.filter((m) => res.body.includes(m));
      shown.forEach((m) => seen.add(m));
      if (shown.length) leaks.push(`${who} ${operationId} (${res.statusCode}) shows ${shown.join(', ')}`);
    }
  }
  return { leaks, seen, asked };
}

describe('lists and searches show nothing of another tenant or another company', () => {
  it("company A's own staff find its rows with these calls (the sweep looks where the rows are)", async () => {
    const own = [Role.CompanyAdmin, Role.Advisor].map((role) => ({
      who: `company A ${roleNames[role]}`,
      person: f.person(role),
      host: 'default' as const,
      hidden: markers,
    }));
    const { seen } = await sweepLists(own);
    const participant = f.participant;
    for (const m of [participant.profile.firstName, (await f.program()).name, 'Safety squat', (await f.channel()).id]) {
      expect(seen, m).toContain(m);
    }
  });

  it('for every role of tenant brain, and every role of another company of tenant default', async () => {
    const [company] = await t.app.platform.db.select().from(companies).where(eq(companies.id, f.company.id));
    const platformTeam = [Role.Owner, Role.Admin, Role.Consultant].map((r) => f.person(r));
    // Tenant brain sees nothing of tenant default at all: its platform team and company A's name included.
    const ofDefault = [...markers, company!.name, ...platformTeam.flatMap((p) => [p.email, p.profile.firstName])];
    const viewers: Viewer[] = [
      ...[...brain].map(([role, person]) => ({
        who: `brain ${roleNames[role]}`,
        person,
        host: 'brain' as const,
        hidden: ofDefault,
      })),
      ...[...companyB].map(([role, person]) => ({
        who: `company B ${roleNames[role]}`,
        person,
        host: 'default' as const,
        hidden: markers,
      })),
    ];
    const { leaks, asked } = await sweepLists(viewers);
    expect(leaks, leaks.join('\n')).toEqual([]);
    expect(asked).toBeGreaterThan(300);
  });
});

/** A valid call of the endpoint on those ids (a refusal for bad input would say nothing of isolation). */
async function probeOf(operationId: string, e: EndpointDef, params: Record<string, string | number>): Promise<Probe> {
  const url = fillPath(e.path, params) + queryString(requiredQuery(e));
  const headers: Record<string, string> = needsIfMatch(e) ? { 'if-match': 'W/"1"' } : {};
  if (e.body) {
    const body = JSON.stringify(await validBody(operationId, e, f));
    return {
      label: 'JSON',
      method: e.method,
      url,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    };
  }
  if (e.multipart) {
    const v = validMultipart(operationId, e);
    const m = multipartBody(v.fields, v.files);
    return { label: 'multipart', method: e.method, url, headers: { ...headers, ...m.headers }, payload: m.payload };
  }
  return { label: 'no body', method: e.method, url, headers };
}

/** Company B's person who may call the endpoint: its company admin first, then advisor, team member, participant. */
const callerOf = (e: EndpointDef) =>
  e.roles === 'public' ? undefined : PRACTICE_AND_PARTICIPANT.find((r) => (e.roles as readonly RoleId[]).includes(r));

/**
 * Calls that name company A's ids and may answer 200 to another company, and why. Anything else must be a
 * 403 or 404.
 */
const OPEN_ACROSS_COMPANIES: Record<string, string> = {
  // What company B shared to company A: B's own rows, an empty list here.
  'routinesSharing.listSentItemsTo': "lists the caller's own shares to that company",
  // The caller's own notifications about that person (none here), and marking them read.
  'notifications.groupPage': "pages the caller's own notifications about the person",
  'notifications.readGroup': "marks the caller's own notifications about the person as read",
};

/**
 * Mails queued to the people of this file (company A's and company B's): on PostgreSQL other files share the
 * jobs table and queue mails of their own meanwhile.
 */
const mailJobs = async () => {
  const to = [...people().map((p) => p.email), ...[...companyB.values()].map((p) => p.email)];
  const [row] = await t.app.platform.db
    .select({ n: count() })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_JOB), inArray(sql`${jobs.payload}->>'to'`, to)));
  return row?.n ?? 0;
};

describe("another company's ids, within the tenant", () => {
  it("every id-addressed call by the other company's staff is a 403 or 404 and changes nothing", async () => {
    const failures: string[] = [];
    let asked = 0;
    for (const { operationId, endpoint: e } of operations()) {
      if (!pathParamNames(e.path).length) continue;
      const fixture = pathFixture(e);
      const role = callerOf(e);
      if (fixture.notTenantOwned || role === undefined) continue;
      const params = await fixture.params(f);
      const reader = readerOf(e);
      const readerToken = await f.token(fixture.owner ?? Role.Owner);
      const read = async () =>
        reader
          ? (
              await send(
                t,
                { label: 'read', method: 'GET', url: fillPath(reader.path, params) },
                { token: readerToken },
              )
            ).res.body
          : null;
      const before = await read();
      const mailsBefore = await mailJobs();
      const { res, traceId } = await send(t, await probeOf(operationId, e, params), {
        token: companyB.get(role)!.token,
      });
      asked++;
      const label = `${operationId} (${e.method} ${e.path}) as company B's ${roleNames[role]}`;
      const open = OPEN_ACROSS_COMPANIES[operationId];
      if (![403, 404].includes(res.statusCode) && !(open && res.statusCode === 200)) {
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
      if (res.statusCode < 300 && markers.some((m) => res.body.includes(m)))
        failures.push(`${label}: shows company A's data`);
      if (await auditRowsOfTrace(t.app.platform.db, traceId)) failures.push(`${label}: wrote an audit row`);
      if ((await mailJobs()) !== mailsBefore) failures.push(`${label}: queued a mail`);
      if ((await read()) !== before) failures.push(`${label}: company A's resource changed`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
    expect(asked).toBeGreaterThan(150);
  });
});
