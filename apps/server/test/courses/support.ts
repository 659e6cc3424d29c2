import { and, eq } from 'drizzle-orm';
import { Role, type CourseDefinition, type CourseStep, type TenantId } from '@stride/contracts';
import { notifications } from '../../src/modules/notifications/notifications.table.js';
import type { TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

type Client = ReturnType<typeof api>;
let practices = 0;

/**
 * Two practices of one tenant: a company admin of the first (who writes library courses); an advisor of the
 * second with two participants they coach, and a team member beside them.
 */
export async function coursePractices(t: TestApp, tenantId: TenantId = 'default') {
  const db = t.app.platform.db;
  // Each set signs in from its own address (sign-ins are limited per address and minute).
  const from = `10.28.${Math.floor(++practices / 250)}.${(practices % 250) + 1}`;
  const first = await buildCompany(db, tenantId);
  const second = await buildCompany(db, tenantId);
  const author = await signedIn(t, {
    tenantId,
    roleId: Role.CompanyAdmin,
    companyId: first.id,
    firstName: 'Ada',
    from,
  });
  const advisor = await signedIn(t, { tenantId, roleId: Role.Advisor, companyId: second.id, firstName: 'Bea', from });
  const team = await signedIn(t, { tenantId, roleId: Role.TeamMember, companyId: second.id, from });
  const coached = (firstName: string) =>
    signedIn(t, {
      tenantId,
      roleId: Role.Participant,
      companyId: second.id,
      advisorProfileId: advisor.profile.id,
      firstName,
      lastName: 'Ortiz',
      from,
    });
  const pia = await coached('Pia');
  const leo = await coached('Leo');
  const client = (p: { token: string }) => api(t.app, { token: p.token, host: tenantId });
  return {
    first,
    second,
    author,
    advisor,
    team,
    pia,
    leo,
    authorClient: client(author),
    advisorClient: client(advisor),
    teamClient: client(team),
    piaClient: client(pia),
    leoClient: client(leo),
  };
}
export type CoursePractices = Awaited<ReturnType<typeof coursePractices>>;

export const COURSES = '/api/course-definitions';

/** A course made by the call (JSON), or the test fails with the answer. */
export async function createCourse(client: Client, body: Record<string, unknown>): Promise<CourseDefinition> {
  const res = await client.post(COURSES, body);
  if (res.statusCode !== 201) throw new Error(`create course: ${res.statusCode} ${res.body}`);
  return json<CourseDefinition>(res);
}

/** A step added at the end of the course. */
export async function addStep(client: Client, courseId: number, body: Record<string, unknown>): Promise<CourseStep> {
  const res = await client.post(`${COURSES}/${courseId}/steps`, body);
  if (res.statusCode !== 201) throw new Error(`add step: ${res.statusCode} ${res.body}`);
  return json<CourseStep>(res);
}

export async function stepsOf(client: Client, courseId: number): Promise<CourseStep[]> {
  return json<{ content: CourseStep[] }>(await client.get(`${COURSES}/${courseId}/steps`)).content;
}

/** A PUT with the If-Match of the version given. */
export const putVersioned = (client: Client, url: string, version: number, body: Record<string, unknown>) =>
  client.put(url, body, { 'if-match': `W/"${version}"` });

/** The notifications of a code a person got (what the bell would show). */
export async function notificationsOf(t: TestApp, userId: number, code: string) {
  return t.app.platform.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.code, code)));
}
