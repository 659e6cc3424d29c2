import { auditLog } from '../../src/platform/audit/audit.table.js';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  buildPath,
  endpoints,
  pathParamNames,
  Role,
  type EndpointDef,
  type RoleId,
  type TenantId,
} from '@stride/contracts';
import { buildResource } from '../library/support.js';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import { companies } from '../../src/modules/companies/companies.table.js';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import { instrumentDefinitionId } from '../../src/modules/surveys/surveys.seed.js';
import { definitionTree } from '../../src/modules/surveys/surveys.service.js';
import { surveys } from '../../src/modules/surveys/taken.table.js';
import type { TestApp } from '../support/app.js';
import { HOSTS } from '../support/app.js';
import { buildCompany, buildParticipant, buildProgram, buildQuickMessage, buildTask } from '../support/factories.js';
import { TINY_PNG, type FilePart } from '../support/multipart.js';
import { decodeJwt } from '../support/oidc.js';
import { signedIn } from '../support/people.js';
import { example, jsonSchemaOf, type JsonSchema } from './arbitraries.js';

type Person = Awaited<ReturnType<typeof signedIn>>;
type Host = keyof typeof HOSTS;

/** The seven roles, by the name the tests use. */
export const ROLES: { name: string; role: RoleId }[] = [
  { name: 'owner', role: Role.Owner },
  { name: 'admin', role: Role.Admin },
  { name: 'consultant', role: Role.Consultant },
  { name: 'companyAdmin', role: Role.CompanyAdmin },
  { name: 'advisor', role: Role.Advisor },
  { name: 'teamMember', role: Role.TeamMember },
  { name: 'participant', role: Role.Participant },
];

/**
 * One resource of each kind in tenant `default`, and a signed-in person of each role (the practice roles
 * and the participant in one company, the participant coached by the advisor). Resources are made on
 * first use, so only the kinds the table's endpoints ask for are made.
 */
export class Fixtures {
  readonly people = new Map<RoleId, Person>();
  private readonly made = new Map<string, Promise<unknown>>();

  private constructor(
    readonly t: TestApp,
    readonly company: { id: number },
  ) {}

  static async create(t: TestApp): Promise<Fixtures> {
    const company = await buildCompany(t.app.platform.db, 'default');
    const f = new Fixtures(t, company);
    for (const { role } of ROLES.filter((r) => r.role !== Role.Participant)) {
      const practice = role === Role.CompanyAdmin || role === Role.Advisor || role === Role.TeamMember;
      f.people.set(role, await signedIn(t, { roleId: role, ...(practice ? { companyId: company.id } : {}) }));
    }
    f.people.set(
      Role.Participant,
      await signedIn(t, { roleId: Role.Participant, companyId: company.id, advisorProfileId: f.advisor.profile.id }),
    );
    return f;
  }

  /**
   * A valid access token of the role's person: tokens last five minutes, and a long run (SAFETY_RUNS)
   * outlives them, so one about to expire is renewed with its refresh token.
   */
  async token(role: RoleId): Promise<string> {
    const p = this.person(role);
    const exp = Number(decodeJwt(p.token).exp ?? 0) * 1000;
    if (exp - Date.now() > 60_000) return p.token;
    const res = await p.client.refresh(p.tokens.refresh_token);
    if (res.statusCode !== 200) throw new Error(`token refresh failed: ${res.statusCode} ${res.body}`);
    const tokens = res.json() as Person['tokens'];
    this.people.set(role, { ...p, tokens, token: tokens.access_token });
    return tokens.access_token;
  }

  person(role: RoleId): Person {
    const p = this.people.get(role);
    if (!p) throw new Error(`no fixture person of role ${role}`);
    return p;
  }
  get advisor() {
    return this.person(Role.Advisor);
  }
  get participant() {
    return this.person(Role.Participant);
  }
  get consultant() {
    return this.person(Role.Consultant);
  }

  /** Made once, on first use. */
  private once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  /** An API call as a person of tenant default; throws with the answer when it does not succeed. */
  async call<T>(role: RoleId, e: EndpointDef, params: Record<string, unknown>, body?: unknown): Promise<T> {
    const res = await this.t.app.inject({
      method: e.method,
      url: `/api${buildPath(e.path, params)}`,
      headers: { host: HOSTS.default, authorization: `Bearer ${await this.token(role)}` },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    if (res.statusCode >= 300) throw new Error(`fixture ${e.method} ${e.path}: ${res.statusCode} ${res.body}`);
    return res.json() as T;
  }

  /** The token of the participant's calendar feed (made once: another POST would revoke it). */
  calendarFeedToken = () =>
    this.once('calendarFeed', async () => {
      const made = await this.call<{ url: string }>(Role.Participant, endpoints.calendarFeed.create, {
        id: this.participant.user.id,
      });
      return /([^/]+)\.ics$/.exec(made.url)![1]!;
    });
  program = () => this.once('program', () => buildProgram(this.t.app.platform.db, 'default', this.company.id));
  quickMessage = () =>
    this.once('quickMessage', () => buildQuickMessage(this.t.app.platform.db, 'default', this.advisor.profile.id));
  task = () => this.once('task', () => buildTask(this.t.app.platform.db, 'default', this.advisor.user.id));
  /** A participant of the practice kept for account calls (deleting them harms no other fixture). */
  account = () =>
    this.once('account', () =>
      buildParticipant(this.t.app.platform.db, {
        tenantId: 'default',
        companyId: this.company.id,
        advisorProfileId: this.advisor.profile.id,
      }),
    );
  folder = () =>
    this.once('folder', async () => {
      const main = await this.call<{ id: number }>(Role.Advisor, endpoints.library.mainFolder, {});
      return this.call<{ id: number }>(
        Role.Advisor,
        endpoints.library.createDirectory,
        { id: main.id },
        {
          name: `Safety ${randomUUID().slice(0, 8)}`,
        },
      );
    });
  resource = () =>
    this.once('resource', async () =>
      buildResource(this.t, { directoryId: (await this.folder()).id, ownerProfileId: this.advisor.profile.id }),
    );
  channel = () =>
    this.once('channel', () =>
      this.call<{ id: string }>(
        Role.Advisor,
        endpoints.chat.create,
        {},
        {
          isDirectMessage: true,
          chatMembers: [this.participant.profile.id],
        },
      ),
    );
  message = () =>
    this.once('message', async () => {
      const channel = await this.channel();
      return this.call<{ timetoken: string }>(
        Role.Advisor,
        endpoints.chat.publish,
        { id: channel.id },
        {
          clientId: randomUUID(),
          text: 'Hello from the safety net',
        },
      );
    });
  /** Definitions and a folder of the exercise library, in the advisor's company library. */
  routineFolder = () =>
    this.once('routineFolder', () =>
      this.call<{ id: number }>(Role.Advisor, endpoints.routines.createFolder, {}, { title: 'Safety folder' }),
    );
  exercise = () =>
    this.once('exercise', () =>
      this.call<{ id: number }>(Role.Advisor, endpoints.routines.createExercise, {}, { title: 'Safety squat' }),
    );
  circuit = () =>
    this.once('circuit', async () =>
      this.call<{ id: number }>(
        Role.Advisor,
        endpoints.routines.createSeries,
        {},
        { title: 'Safety circuit', exercises: [{ exerciseDefinitionId: (await this.exercise()).id }] },
      ),
    );
  activity = () =>
    this.once('activity', () =>
      this.call<{ id: number }>(Role.Advisor, endpoints.routines.createActivity, {}, { title: 'Safety walk' }),
    );
  /** A routine of the advisor's company library with one item (the exercise), and a folder of routines. */
  sequence = () =>
    this.once('sequence', async () => {
      const routine = await this.call<{ id: number; version: number }>(
        Role.Advisor,
        endpoints.sequences.create,
        {},
        { title: 'Safety routine' },
      );
      const res = await this.t.app.inject({
        method: 'POST',
        url: `/api${buildPath(endpoints.sequences.addItem.path, { id: routine.id })}`,
        headers: {
          host: HOSTS.default,
          authorization: `Bearer ${await this.token(Role.Advisor)}`,
          'if-match': `W/"${routine.version}"`,
        },
        payload: { day: 1, exerciseDefinitionId: (await this.exercise()).id },
      });
      if (res.statusCode !== 200) throw new Error(`fixture routine item: ${res.statusCode} ${res.body}`);
      const withItem = res.json() as { id: number; items: { id: number }[] };
      return { id: withItem.id, itemId: withItem.items[0]!.id };
    });
  sequenceFolder = () =>
    this.once('sequenceFolder', () =>
      this.call<{ id: number }>(Role.Advisor, endpoints.sequences.createFolder, {}, { title: 'Safety routines' }),
    );
  /** An exercise on the participant's calendar, placed by their advisor. */
  calendarItem = () =>
    this.once('calendarItem', async () =>
      this.call<{ id: number }>(
        Role.Advisor,
        endpoints.calendar.importItem,
        { id: this.participant.user.id, kind: 'exercises' },
        { date: '2027-01-04', definitionId: (await this.exercise()).id },
      ),
    );
  /** An exercise on the participant's calendar today (the day a result can be recorded on). */
  todayItem = () =>
    this.once('todayItem', async () =>
      this.call<{ id: number }>(
        Role.Advisor,
        endpoints.calendar.importItem,
        { id: this.participant.user.id, kind: 'exercises' },
        { date: new Date().toISOString().slice(0, 10), definitionId: (await this.exercise()).id },
      ),
    );
  /** A meal of the participant's journal (their journal and their company's switched on), written by them. */
  journalMeal = () =>
    this.once('journalMeal', async () => {
      const { db } = this.t.app.platform;
      await db.update(profiles).set({ journalAvailable: true }).where(eq(profiles.id, this.participant.profile.id));
      await db.update(companies).set({ journalAvailable: true }).where(eq(companies.id, this.company.id));
      return this.call<{ id: number; version: number }>(
        Role.Participant,
        endpoints.journal.createMeal,
        { id: this.participant.user.id, date: JOURNAL_FIXTURE_DATE },
        { kind: 'LUNCH', time: '13:00', text: 'Safety lunch' },
      );
    });
  /** A sprint template of the advisor's company with one message, and a repeated message of the participant's. */
  sprintTemplate = () =>
    this.once('sprintTemplate', () =>
      this.call<{ id: number }>(
        Role.Advisor,
        endpoints.sprints.createTemplate,
        {},
        { name: 'Safety sprint', messages: [{ day: 1, time: '08:00', text: 'Good morning' }] },
      ),
    );
  sprintDefinition = () =>
    this.once('sprintDefinition', () =>
      this.call<{ id: number }>(
        Role.Advisor,
        endpoints.sprints.createDefinition,
        { id: this.participant.user.id },
        { text: 'Safety message', startDate: '2040-01-02', time: '08:00', repeat: 'DAILY', occurrences: 3 },
      ),
    );
  /** A swap of the participant (their swaps and their company's switched on), added by the advisor. */
  swap = () =>
    this.once('swap', async () => {
      const { db } = this.t.app.platform;
      await db.update(profiles).set({ swapAvailable: true }).where(eq(profiles.id, this.participant.profile.id));
      await db.update(companies).set({ swapAvailable: true }).where(eq(companies.id, this.company.id));
      return this.call<{ id: number; version: number }>(
        Role.Advisor,
        endpoints.swaps.create,
        { id: this.participant.user.id },
        { description: 'Safety swap', repeatGoal: 2 },
      );
    });
  /**
   * A PHQ-9 of the participant, written in the database: tenant default has no screeners (its calls answer
   * 404 for everyone), so no call could schedule it. With its first section and first answer.
   */
  survey = () =>
    this.once('survey', async () => {
      const { db } = this.t.app.platform;
      const definitionId = (await instrumentDefinitionId(db, 'default', 'phq-9'))!;
      const tree = (await definitionTree(db, 'default', definitionId))!;
      const [row] = await db
        .insert(surveys)
        .values({ tenantId: 'default', definitionId, participantUserId: this.participant.user.id, totalQuestions: 10 })
        .returning();
      const section = tree.sections[0]!;
      return { id: row!.id, sectionId: section.id, answerId: section.questions[0]!.answers[0]!.id };
    });
  /** The participant's smart survey (their smart survey and their company's switched on), sent by the advisor. */
  smartSurvey = () =>
    this.once('smartSurvey', async () => {
      const { db } = this.t.app.platform;
      await db.update(profiles).set({ smartSurveyAvailable: true }).where(eq(profiles.id, this.participant.profile.id));
      await db.update(companies).set({ smartSurveyAvailable: true }).where(eq(companies.id, this.company.id));
      return this.call<{ items: { id: number }[] }>(
        Role.Advisor,
        endpoints.surveys.sendSmartSurvey,
        { id: this.participant.user.id },
        {},
      );
    });
  /** A notification of the owner (the role the safety tests call as) about the participant. */
  notification = () =>
    this.once('notification', async () => {
      const [row] = await this.t.app.platform.db
        .insert(notifications)
        .values({
          tenantId: 'default',
          userId: this.person(Role.Owner).user.id,
          type: 'NEW_LOGIN',
          code: 'NEW_LOGIN_PARTICIPANT',
          message: 'First sign-in',
          entityProfileId: this.participant.profile.id,
          parameters: { entityProfileId: this.participant.profile.id },
        })
        .returning();
      return row!;
    });
  /** A course of the advisor's (PRIVATE) with one step, assigned to the participant. */
  course = () =>
    this.once('course', async () => {
      const course = await this.call<{ id: number }>(
        Role.Advisor,
        endpoints.courses.create,
        {},
        { title: 'Safety course', visibilityStatus: 'PRIVATE' },
      );
      const step = await this.call<{ id: number }>(
        Role.Advisor,
        endpoints.courses.createStep,
        { id: course.id },
        { title: 'Safety step' },
      );
      await this.call(
        Role.Advisor,
        endpoints.courses.assign,
        { id: course.id },
        { participants: [this.participant.user.id] },
      );
      return { id: course.id, stepId: step.id };
    });
  samiAnswer = () =>
    this.once('samiAnswer', () =>
      this.call<{ answerId: number }>(
        Role.Advisor,
        endpoints.assistant.ask,
        {},
        {
          targetProfileId: this.participant.profile.id,
          question: 'What is the full name?',
        },
      ),
    );
}

type Params = Record<string, string | number>;
interface PathFixture {
  params: (f: Fixtures) => Promise<Params>;
  /** Why the parameter names no row of a tenant (the tenants test leaves it out). */
  notTenantOwned?: string;
  /** Whose resource it is, where only its owner sees it (a person's own library). */
  owner?: RoleId;
}

const company = (f: Fixtures) => Promise.resolve({ id: f.company.id });
const channel = async (f: Fixtures) => ({ id: (await f.channel()).id });
const message = async (f: Fixtures) => ({ id: (await f.channel()).id, timetoken: (await f.message()).timetoken });
const folder = async (f: Fixtures) => ({ id: (await f.folder()).id });
const folderItem = async (f: Fixtures) => ({ id: (await f.folder()).id, itemId: (await f.resource()).id });
const resource = async (f: Fixtures) => ({ id: (await f.resource()).id });
const participantUser = (f: Fixtures) => Promise.resolve({ id: f.participant.user.id });
/** The participant with swaps on (the fixture's swap made), and that swap. */
const swapsOf = async (f: Fixtures) => {
  await f.swap();
  return { id: f.participant.user.id };
};
const swap = async (f: Fixtures) => ({ id: f.participant.user.id, swapId: (await f.swap()).id });
/** The day of the participant's journal that holds the fixture's meal. */
const JOURNAL_FIXTURE_DATE = '2027-02-03';
const journalDay = async (f: Fixtures) => {
  await f.journalMeal();
  return { id: f.participant.user.id, date: JOURNAL_FIXTURE_DATE };
};
const journalMeal = async (f: Fixtures) => ({ ...(await journalDay(f)), mealId: (await f.journalMeal()).id });
const advisorProfile = (f: Fixtures) => Promise.resolve({ id: f.advisor.profile.id });
const participantProfile = (f: Fixtures) => Promise.resolve({ id: f.participant.profile.id });
const program = async (f: Fixtures) => ({ id: (await f.program()).id });
const routineFolder = async (f: Fixtures) => ({ id: (await f.routineFolder()).id });
/** Tenant default's PHQ-9: shipped into every tenant at start, though the default tenant serves no screener (404). */
const surveyDefinition = async (f: Fixtures) => ({
  id: (await instrumentDefinitionId(f.t.app.platform.db, 'default', 'phq-9'))!,
});
/** An answer and a section of the fixture's PHQ-9 (a public taker names them without the survey). */
const publicAnswer = async (f: Fixtures) => ({ answerId: (await f.survey()).answerId });
const publicSection = async (f: Fixtures) => ({ id: (await f.survey()).sectionId });
/** The participant with their smart survey sent. */
const smartSurveyOf = async (f: Fixtures) => {
  await f.smartSurvey();
  return { id: f.participant.user.id };
};
/** A row of tenant default's audit log. */
const auditOperation = async (f: Fixtures) => {
  const [row] = await f.t.app.platform.db
    .insert(auditLog)
    .values({ tenantId: 'default', operation: 'CREATE', entityType: 'fixture' })
    .returning({ id: auditLog.id });
  return { id: row!.id };
};
const staffUser = (f: Fixtures) => Promise.resolve({ practiceId: f.company.id, userId: f.advisor.user.id });

/**
 * The real ids of tenant default for each path of the table, keyed by the path. An endpoint with path
 * parameters that is not here fails the safety tests, so a new one is noticed (add its line).
 */
export const PATH_FIXTURES: Record<string, PathFixture> = {
  '/practices/{id}': { params: company },
  '/practices/{id}/featureFlag': { params: company },
  '/practices/{id}/picture': { params: company },
  '/practices/{id}/users': { params: company },
  '/practices/{id}/participants/programs': { params: company },
  '/practices/{practiceId}/users/{userId}': { params: staffUser },
  '/practices/{practiceId}/users/{userId}/featureFlag': { params: staffUser },
  '/chats/{id}': { params: channel },
  '/chats/{id}/chatMembers': { params: channel },
  '/chats/{id}/notify': { params: channel },
  '/chats/{id}/presence': { params: channel },
  '/chats/{id}/messages': { params: channel },
  '/chats/{id}/messages/{timetoken}': { params: message },
  '/chats/{id}/messages/{timetoken}/reactions': { params: message },
  '/chats/{id}/messages/{timetoken}/ack': { params: message },
  '/sami/{answerId}': { params: async (f) => ({ answerId: (await f.samiAnswer()).answerId }) },
  '/ml/directories/{id}': { params: folder },
  '/ml/directories/{id}/items': { params: folder },
  '/ml/directories/{id}/items/search': { params: folder },
  '/ml/directories/{id}/items/{itemId}': { params: folderItem, owner: Role.Advisor },
  '/ml/directories/{id}/items/{itemId}/labels': { params: folderItem },
  '/ml/resources/{id}': { params: resource },
  '/ml/resources/{id}/like': { params: resource },
  '/ml/resources/{id}/title': { params: resource },
  '/ml/resources/{id}/shareToCompany': { params: resource },
  '/ml/resources/{id}/thumbnail': { params: resource },
  '/ml/resources/{id}/thumbnail-ml': { params: resource },
  '/ml/resources/{id}/send': { params: resource },
  '/ml/participants/{id}/resources': { params: participantProfile },
  '/files/{token}': {
    params: () => Promise.resolve({ token: 'not-a-signed-link' }),
    notTenantOwned: 'a signed link, checked by its signature',
  },
  '/profiles/{id}': { params: advisorProfile },
  '/profiles/{id}/picture': { params: advisorProfile },
  '/profiles/{id}/sendNewUserEmail': { params: advisorProfile },
  '/profiles/{id}/email': { params: advisorProfile },
  '/profiles/{id}/surrogate-sessions': { params: advisorProfile },
  '/profiles/{id}/tokens': { params: participantProfile },
  '/profiles/{id}/programs': { params: participantProfile },
  '/profiles/{id}/quickMessages': { params: advisorProfile },
  '/profiles/{id}/quickMessages/{qmId}': {
    params: async (f) => ({ id: f.advisor.profile.id, qmId: (await f.quickMessage()).id }),
  },
  '/programs/{id}': { params: program },
  '/programs/{id}/assign': { params: program },
  '/programs/{id}/unassign': { params: program },
  '/bhUsers/{id}': { params: (f) => Promise.resolve({ id: f.consultant.user.id }) },
  '/bhUsers/{id}/participants': { params: (f) => Promise.resolve({ id: f.consultant.user.id }) },
  '/advisors/{id}/participants/dashboard': { params: (f) => Promise.resolve({ id: f.advisor.user.id }) },
  '/participants/{id}': { params: participantUser },
  '/participants/{id}/featureFlag': { params: participantUser },
  '/participants/{id}/sendWelcomeEmail': { params: participantUser },
  '/participants/{id}/passwordReset': { params: participantUser },
  '/tasks/{id}': { params: async (f) => ({ id: (await f.task()).id }) },
  '/accounts/{id}': { params: async (f) => ({ id: (await f.account()).user.id }) },
  '/accounts/{id}/export': { params: participantUser },
  '/routines/definitions/exercises/{id}': {
    params: async (f) => ({ id: (await f.exercise()).id }),
    owner: Role.Advisor,
  },
  '/routines/definitions/series/{id}': { params: async (f) => ({ id: (await f.circuit()).id }), owner: Role.Advisor },
  '/routines/definitions/activities/{id}': {
    params: async (f) => ({ id: (await f.activity()).id }),
    owner: Role.Advisor,
  },
  '/routines/definitions/items/{id}': { params: async (f) => ({ id: (await f.exercise()).id }), owner: Role.Advisor },
  '/routines/definitions/folders/{id}': { params: routineFolder, owner: Role.Advisor },
  '/routines/definitions/folders/{id}/completely': { params: routineFolder, owner: Role.Advisor },
  '/routines/definitions/folders/{id}/copy': { params: routineFolder, owner: Role.Advisor },
  ...Object.fromEntries(
    (
      [
        ['exercises', (f: Fixtures) => f.exercise()],
        ['series', (f: Fixtures) => f.circuit()],
        ['activities', (f: Fixtures) => f.activity()],
      ] as const
    ).flatMap(([kind, made]) =>
      ['shared', 'shared/company', 'shared/copy', 'shared/company/copy'].map((tail) => [
        `/routines/definitions/${kind}/{id}/${tail}`,
        { params: async (f: Fixtures) => ({ id: (await made(f)).id }), owner: Role.Advisor },
      ]),
    ),
  ),
  '/routines/definitions/items/shared/company/{companyId}': {
    params: (f) => Promise.resolve({ companyId: f.company.id }),
  },
  '/routines/definitions/folders/{id}/shared': { params: routineFolder, owner: Role.Advisor },
  '/routines/definitions/folders/{id}/shared/copy': { params: routineFolder, owner: Role.Advisor },
  ...Object.fromEntries(
    [
      '',
      '/copy',
      '/folder',
      '/participants',
      '/items',
      '/items/copy',
      '/items/delete',
      '/assign',
      '/shared',
      '/shared/copy',
    ].map((tail) => [
      `/routines/definitions/sequences/{id}${tail}`,
      { params: async (f: Fixtures) => ({ id: (await f.sequence()).id }), owner: Role.Advisor },
    ]),
  ),
  '/routines/definitions/sequences/{id}/items/{itemId}': { params: (f) => f.sequence(), owner: Role.Advisor },
  '/routines/definitions/sequences/{id}/items/{itemId}/copy': { params: (f) => f.sequence(), owner: Role.Advisor },
  '/routines/definitions/sequences/folders/{id}': {
    params: async (f) => ({ id: (await f.sequenceFolder()).id }),
    owner: Role.Advisor,
  },
  '/routines/definitions/sequences/folders/{id}/completely': {
    params: async (f) => ({ id: (await f.sequenceFolder()).id }),
    owner: Role.Advisor,
  },
  '/participants/{id}/routines/calendar': { params: participantUser },
  '/participants/{id}/routines/calendar/preview': { params: participantUser },
  '/participants/{id}/routines/{kind}/import': {
    params: (f) => Promise.resolve({ id: f.participant.user.id, kind: 'exercises' }),
  },
  '/participants/{id}/routines/{kind}/{itemId}': {
    params: async (f) => ({ id: f.participant.user.id, kind: 'exercises', itemId: (await f.calendarItem()).id }),
  },
  '/participants/{id}/routines/{kind}': {
    params: (f) => Promise.resolve({ id: f.participant.user.id, kind: 'exercises' }),
  },
  '/participants/{id}/routines/{kind}/{itemId}/copy': {
    params: async (f) => ({ id: f.participant.user.id, kind: 'exercises', itemId: (await f.calendarItem()).id }),
  },
  '/participants/{id}/routines/items': { params: participantUser },
  '/participants/{id}/routines/items/copy': { params: participantUser },
  '/participants/{id}/routines/calendar/items/{itemId}': {
    params: async (f) => ({ id: f.participant.user.id, itemId: (await f.calendarItem()).id }),
  },
  // A day that holds no fixture (clearing it takes nothing another test needs).
  '/participants/{id}/routines/calendar/items/date/{date}': {
    params: (f) => Promise.resolve({ id: f.participant.user.id, date: '2027-01-11' }),
  },
  '/participants/{id}/routines/calendar/items/date/{date}/copy': {
    params: (f) => Promise.resolve({ id: f.participant.user.id, date: '2027-01-11' }),
  },
  '/participants/{id}/routines/calendar/items/{itemId}/result': {
    params: async (f) => ({ id: f.participant.user.id, itemId: (await f.todayItem()).id }),
  },
  '/participants/{id}/calendar-feed': { params: participantUser },
  // The participant's own feed, made by them: tenant default's token (another tenant's host does not know it).
  '/calendar-feeds/{token}.ics': { params: async (f) => ({ token: await f.calendarFeedToken() }) },
  '/participants/{id}/routines/report': { params: participantUser },
  '/participants/{id}/routines/report/total': { params: participantUser },
  '/participants/{id}/routines/report/day/{date}': {
    params: (f) => Promise.resolve({ id: f.participant.user.id, date: '2027-01-04' }),
  },
  ...Object.fromEntries(
    ['', '/duplicate', '/share', '/apply'].map((tail) => [
      `/messages/templates/{id}${tail}`,
      { params: async (f: Fixtures) => ({ id: (await f.sprintTemplate()).id }), owner: Role.Advisor },
    ]),
  ),
  '/messages/users/{id}': { params: participantUser },
  '/messages/users/{id}/calendar/preview': { params: participantUser },
  '/messages/users/{id}/definitions': { params: participantUser },
  '/messages/definitions/{id}': { params: async (f) => ({ id: (await f.sprintDefinition()).id }) },
  '/messages/definitions/{id}/split': { params: async (f) => ({ id: (await f.sprintDefinition()).id }) },
  // A series nobody made: the call answers 404 (nothing to delete) for everyone.
  '/messages/definitions/correlationId/{id}': {
    params: () => Promise.resolve({ id: '00000000-0000-4000-8000-000000000000' }),
    notTenantOwned: 'a series id names no row until a template is applied',
  },
  '/journals/participants/{id}/date/{date}': { params: journalDay },
  '/surveys/definitions/{id}': { params: surveyDefinition },
  '/participants/{id}/surveys': { params: participantUser },
  '/participants/{id}/survey': { params: smartSurveyOf },
  '/participants/{id}/survey/media/{kind}': {
    params: async (f) => ({ ...(await smartSurveyOf(f)), kind: 'csv' }),
  },
  '/surveys/{id}': { params: async (f) => ({ id: (await f.survey()).id }) },
  '/surveys/{id}/progress': { params: async (f) => ({ id: (await f.survey()).id }) },
  '/surveys/{id}/complete': { params: async (f) => ({ id: (await f.survey()).id }) },
  '/surveys/{id}/acknowledgement': { params: async (f) => ({ id: (await f.survey()).id }) },
  '/surveys/{id}/answers/{answerId}': {
    params: async (f) => {
      const s = await f.survey();
      return { id: s.id, answerId: s.answerId };
    },
  },
  ...Object.fromEntries(
    ['/public', '/public-presentation'].flatMap((prefix) => [
      [`${prefix}/surveys/answers/{answerId}`, { params: publicAnswer }],
      [`${prefix}/surveys/feedback/{answerId}`, { params: publicAnswer }],
      [`${prefix}/surveys/sections/{id}/complete`, { params: publicSection }],
    ]),
  ),
  '/surveys/{id}/sections/{sectionId}/complete': {
    params: async (f) => {
      const s = await f.survey();
      return { id: s.id, sectionId: s.sectionId };
    },
  },
  '/journals/participants/{id}/date/{date}/meals': { params: journalDay },
  '/journals/participants/{id}/date/{date}/meals/{mealId}': { params: journalMeal },
  '/journals/participants/{id}/date/{date}/meals/{mealId}/comments': { params: journalMeal },
  '/participants/{id}/swaps': { params: swapsOf },
  '/participants/{id}/swaps/generate-pdf': { params: swapsOf },
  '/participants/{id}/swaps/{swapId}': { params: swap },
  '/participants/{id}/swaps/{swapId}/progress': { params: swap, owner: Role.Participant },
  '/participants/{id}/swaps/{swapId}/progress/{date}': {
    params: async (f) => ({ ...(await swap(f)), date: '2027-03-01' }),
    owner: Role.Participant,
  },
  '/participants/{id}/swaps/{swapId}/entry': { params: swap },
  ...Object.fromEntries(
    ['', '/participants', '/assign', '/library-import', '/library-update', '/steps'].map((tail) => [
      `/course-definitions/{id}${tail}`,
      { params: async (f: Fixtures) => ({ id: (await f.course()).id }), owner: Role.Advisor },
    ]),
  ),
  '/course-definitions/{id}/steps/{stepId}': { params: (f) => f.course(), owner: Role.Advisor },
  '/course-definitions/{id}/steps/{stepId}/move': { params: (f) => f.course(), owner: Role.Advisor },
  '/participants/{id}/courses': { params: participantUser },
  '/participants/{id}/courses/{courseId}/steps': {
    params: async (f) => ({ id: f.participant.user.id, courseId: (await f.course()).id }),
  },
  '/participants/{id}/courses/{courseId}/steps/{stepId}/done': {
    params: async (f) => {
      const c = await f.course();
      return { id: f.participant.user.id, courseId: c.id, stepId: c.stepId };
    },
    owner: Role.Participant,
  },
  '/notification-service/notifications/{id}': { params: async (f) => ({ id: (await f.notification()).id }) },
  '/notification-service/notifications-grouped/{id}': { params: participantProfile },
  '/notification-service/notifications-grouped/{id}/readall': { params: participantProfile },
  '/auditable/operations/{id}': { params: auditOperation },
};

/**
 * The fixture of an endpoint's path: from the table above, or, where every parameter is one of a fixed
 * list (`/dictionaries/{name}`), its first value. Throws for a path nobody gave ids for.
 */
export function pathFixture(e: EndpointDef): PathFixture {
  const names = pathParamNames(e.path);
  if (!names.length) return { params: () => Promise.resolve({}) };
  const known = PATH_FIXTURES[e.path];
  if (known) return known;
  const props = jsonSchemaOf(e.params)?.properties ?? {};
  if (names.every((n) => props[n]?.enum?.length)) {
    return {
      params: () => Promise.resolve(Object.fromEntries(names.map((n) => [n, String(props[n]!.enum![0])]))),
      notTenantOwned: 'a name of a fixed list',
    };
  }
  throw new Error(
    `No fixture for ${e.method} ${e.path}: add its ids to PATH_FIXTURES in apps/server/test/contract/fixtures.ts`,
  );
}

/**
 * Valid bodies where the one made from the schema is refused (refinements JSON Schema cannot say),
 * by operation id.
 */
export const BODY_FIXTURES: Record<string, (f: Fixtures) => Promise<unknown>> = {
  // One of the three definition keys exactly (a refinement JSON Schema cannot say).
  'sequences.addItem': async (f) => ({ day: 1, exerciseDefinitionId: (await f.exercise()).id }),
  // A definition the advisor's library holds (the schema's example names none).
  'calendar.importItem': async (f) => ({ date: '2027-01-05', definitionId: (await f.exercise()).id }),
  // A target day (a refinement JSON Schema cannot say), items of the participant, a one-off item's title.
  'calendar.createItem': () => Promise.resolve({ title: 'Safety plank', date: '2027-01-12' }),
  'calendar.pasteItems': async (f) => ({ items: [(await f.calendarItem()).id], date: '2027-01-12' }),
  'calendar.pasteDay': () => Promise.resolve({ date: '2027-01-12' }),
  'calendar.createExercisesForParticipants': (f) =>
    Promise.resolve({ participants: [f.participant.profile.id], date: '2027-01-12', title: 'Safety plank' }),
  'calendar.createActivitiesForParticipants': (f) =>
    Promise.resolve({ participants: [f.participant.profile.id], date: '2027-01-12', title: 'Safety walk' }),
  // One status of the union (done, nothing more: the fixture's exercise collects no value).
  'calendarProgress.recordResult': () => Promise.resolve({ status: 'DONE' }),
  'calendarProgress.changeResult': () => Promise.resolve({ status: 'DONE' }),
  // Someone to assign to (a refinement JSON Schema cannot say): the fixture's participant.
  'courses.assign': (f) => Promise.resolve({ participants: [f.participant.user.id] }),
  // A pair the engines take (the schema says only the codes' form); one short text, translated once, then cached.
  'translation.translate': () => Promise.resolve({ text: 'Hola', sourceLanguage: 'es', targetLanguage: 'en' }),
  'speech.speak': () => Promise.resolve({ text: 'Hello', language: 'en' }),
};

/** Files sent to a multipart endpoint where a small PNG is not what it takes. */
export const FILE_FIXTURES: Record<string, FilePart> = {
  'participantImport.start': {
    name: 'people.csv',
    type: 'text/csv',
    data: Buffer.from('firstName,lastName,email\nAna,Ruiz,ana@test.example\n'),
  },
};

/** A valid JSON body for an endpoint (its fixture, or one made from its schema). */
export async function validBody(operationId: string, e: EndpointDef, f: Fixtures): Promise<unknown> {
  const fixture = BODY_FIXTURES[operationId];
  if (fixture) return fixture(f);
  return e.body ? example(jsonSchemaOf(e.body)) : undefined;
}

/** The multipart parts of a valid call: text fields from the schema, each file a small PNG. */
export function validMultipart(operationId: string, e: EndpointDef) {
  const fields = (example(jsonSchemaOf(e.multipart?.fields)) ?? {}) as Record<string, unknown>;
  const file = FILE_FIXTURES[operationId] ?? { name: 'picture.png', type: 'image/png', data: TINY_PNG };
  const files = Object.fromEntries((e.multipart?.files ?? []).map((name) => [name, file]));
  return { fields, files };
}

/** The query of a call: its required parameters, from the schema. */
export function requiredQuery(e: EndpointDef): Record<string, string> {
  const s: JsonSchema | undefined = jsonSchemaOf(e.query);
  const out: Record<string, string> = {};
  for (const name of s?.required ?? []) out[name] = String(example(s!.properties?.[name], name));
  return out;
}

/** The role a safety test calls an endpoint as: the owner where allowed, else the first role listed. */
export function allowedRole(e: EndpointDef): RoleId | null {
  if (e.roles === 'public') return null;
  return e.roles.includes(Role.Owner) ? Role.Owner : e.roles[0]!;
}

export type { Host, Person, TenantId };
