import { eq } from 'drizzle-orm';
import {
  Role,
  type ScheduleSurveyResult,
  type Survey,
  type SurveyDefinitionList,
  type TenantId,
} from '@stride/contracts';
import { profiles } from '../../src/modules/profiles/profiles.table.js';
import type { TestApp } from '../support/app.js';
import { buildCompany } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { signedIn } from '../support/people.js';

/**
 * A brain-health practice with screeners on: an advisor, a company admin, a participant the advisor coaches
 * (surveyAvailable on), and a second participant of the same advisor.
 */
let practices = 0;

export async function screenerPractice(t: TestApp, tenantId: TenantId = 'brain') {
  const db = t.app.platform.db;
  // Each practice signs in from its own address (sign-ins are limited per address and minute).
  const from = `10.27.${Math.floor(++practices / 250)}.${(practices % 250) + 1}`;
  const company = await buildCompany(db, tenantId, { surveyAvailable: true, smartSurveyAvailable: true });
  const advisor = await signedIn(t, { tenantId, roleId: Role.Advisor, companyId: company.id, firstName: 'Alma', from });
  const admin = await signedIn(t, { tenantId, roleId: Role.CompanyAdmin, companyId: company.id, from });
  const participant = await signedIn(t, {
    tenantId,
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
    firstName: 'Pia',
    lastName: 'Ruiz',
    from,
  });
  const other = await signedIn(t, {
    tenantId,
    roleId: Role.Participant,
    companyId: company.id,
    advisorProfileId: advisor.profile.id,
    from,
  });
  await db
    .update(profiles)
    .set({ surveyAvailable: true, smartSurveyAvailable: true })
    .where(eq(profiles.companyId, company.id));
  const staff = api(t.app, { token: advisor.token, host: tenantId });
  return {
    company,
    advisor,
    admin,
    participant,
    other,
    staff,
    adminClient: api(t.app, { token: admin.token, host: tenantId }),
    me: api(t.app, { token: participant.token, host: tenantId }),
    otherClient: api(t.app, { token: other.token, host: tenantId }),
  };
}
export type ScreenerPractice = Awaited<ReturnType<typeof screenerPractice>>;

/** The id of an instrument's definition (its first version unless told). */
export async function definitionIdOf(p: ScreenerPractice, key: string, version = 1): Promise<number> {
  const list = json<SurveyDefinitionList>(await p.staff.get(`/api/surveys/definitions?key=${key}`));
  return list.items.find((d) => d.version === version)!.id;
}

/** Schedules an instrument for the participant now; answers the new survey's id. */
export async function scheduled(p: ScreenerPractice, key = 'phq-9', extra: Record<string, unknown> = {}) {
  const res = await p.staff.post('/api/participants/surveys', {
    definitionId: await definitionIdOf(p, key),
    participantIds: [p.participant.user.id],
    ...extra,
  });
  if (res.statusCode !== 201) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return json<ScheduleSurveyResult>(res).items[0]!.id;
}

/** Chooses, for each top-level question of the survey in order, the answer scoring these points (or the first). */
export async function answerAll(p: ScreenerPractice, surveyId: number, points: readonly number[]) {
  const survey = json<Survey>(await p.me.get(`/api/surveys/${surveyId}`));
  const questions = survey.sections.flatMap((s) => s.questions);
  for (const [i, q] of questions.entries()) {
    const wanted = points[i];
    const choice = q.answers[wanted ?? 0] ?? q.answers[0]!;
    const res = await p.me.put(`/api/surveys/${surveyId}/answers/${choice.id}`, { selected: true });
    if (res.statusCode !== 200) throw new Error(`answer: ${res.statusCode} ${res.body}`);
  }
  for (const s of survey.sections) {
    const res = await p.me.post(`/api/surveys/${surveyId}/sections/${s.id}/complete`);
    if (res.statusCode !== 200) throw new Error(`section: ${res.statusCode} ${res.body}`);
  }
  return survey;
}
