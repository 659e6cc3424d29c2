import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  surveyKindsListedFor,
  surveyKindsOfParticipant,
  type ParticipantSurveyListQuery,
  type SurveyKind,
  type SurveyListQuery,
  type SurveySummary,
} from '@stride/contracts';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { notFound, unauthorized } from '../../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../../platform/http/paging.js';
import { participantFlagOn, participantScope } from '../../participants/index.js';
import { person, selectPeople, visibleParticipantsWhere } from '../../profiles/index.js';
import { featuresOf } from '../surveys.service.js';
import { surveyDefinitions } from '../surveys.table.js';
import { surveys, type SurveyRow } from '../taken.table.js';
import { presentSurveySummary, type DefinitionRef, type PersonRef } from './taken.presenter.js';

const definitionRef = {
  key: surveyDefinitions.key,
  name: surveyDefinitions.name,
  kind: surveyDefinitions.kind,
  version: surveyDefinitions.version,
};

/** People by user id, named as a survey shows them (participants, schedulers, acknowledgers). */
export async function peopleOf(tx: Db, tenantId: string, userIds: Iterable<number | null>) {
  const ids = [...new Set([...userIds].filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map<number, PersonRef>();
  const rows = await selectPeople(tx, {
    userId: person.userId,
    profileId: person.profileId,
    firstName: person.firstName,
    lastName: person.lastName,
  }).where(and(eq(person.tenantId, tenantId), anyId(person.userId, ids)));
  return new Map(rows.map((r) => [r.userId, { ...r, name: `${r.firstName} ${r.lastName}`.trim() }]));
}

/** Survey rows with their definitions, presented with their people in one more query. */
export async function presentRows(
  tx: Db,
  tenantId: string,
  rows: ReadonlyArray<{ survey: SurveyRow; definition: DefinitionRef }>,
): Promise<SurveySummary[]> {
  const people = await peopleOf(
    tx,
    tenantId,
    rows.flatMap((r) => [r.survey.participantUserId, r.survey.scheduledByUserId, r.survey.acknowledgedByUserId]),
  );
  return rows.map((r) => presentSurveySummary(r.survey, r.definition, people));
}

/** The kinds a participant row takes, in SQL (the tenant's features, their flags and their company's). */
function kindsOfParticipantWhere(kinds: readonly SurveyKind[]): SQL {
  const screeners = kinds.filter((k) => k !== 'SMART_SURVEY');
  return or(
    screeners.length
      ? and(inArray(surveyDefinitions.kind, screeners), participantFlagOn('surveyAvailable'))
      : undefined,
    kinds.includes('SMART_SURVEY')
      ? and(eq(surveyDefinitions.kind, 'SMART_SURVEY'), participantFlagOn('smartSurveyAvailable'))
      : undefined,
    sql`false`,
  )!;
}

function filtersWhere(q: ParticipantSurveyListQuery): SQL[] {
  const where: SQL[] = [];
  if (q.status) where.push(eq(surveys.status, q.status));
  if (q.kind) where.push(eq(surveyDefinitions.kind, q.kind));
  if (q.definitionId) where.push(eq(surveys.definitionId, q.definitionId));
  if (q.key) where.push(eq(surveyDefinitions.key, q.key));
  return where;
}

async function pageOf(tx: Db, tenantId: string, where: SQL[], q: ParticipantSurveyListQuery) {
  const { limit, offset } = pageWindow(q);
  const rows = await selectPeople(tx, { survey: surveys, definition: definitionRef, total: totalCount() })
    .innerJoin(surveys, and(eq(surveys.participantUserId, person.userId), eq(surveys.tenantId, person.tenantId)))
    .innerJoin(surveyDefinitions, eq(surveyDefinitions.id, surveys.definitionId))
    .where(and(eq(surveys.tenantId, tenantId), ...where))
    .orderBy(desc(surveys.availableAt), desc(surveys.id))
    .limit(limit)
    .offset(offset);
  return { items: await presentRows(tx, tenantId, rows), total: rows[0]?.total ?? 0 };
}

/** GET /participants/surveys: the surveys of every participant the staff member sees, of the kinds they take. */
export async function listSurveys(tx: Db, ctx: RequestContext, q: SurveyListQuery) {
  const actor = ctx.actor;
  if (!actor) throw unauthorized();
  const kinds = surveyKindsListedFor(featuresOf(ctx));
  if (kinds.length === 0) throw notFound('Survey');
  const where = [visibleParticipantsWhere(actor), kindsOfParticipantWhere(kinds), ...filtersWhere(q)];
  if (q.participantId) where.push(eq(surveys.participantUserId, q.participantId));
  return pageOf(tx, ctx.tenantId, where, q);
}

/**
 * GET /participants/{id}/surveys: one participant's, of the kinds they take; the participant sees their
 * own from the moment each is available, staff see the scheduled ones too.
 */
export async function listParticipantSurveys(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  q: ParticipantSurveyListQuery,
  now: Date,
) {
  const participant = await participantScope(tx, ctx, participantId, 'participantSurveys.view');
  const kinds = surveyKindsOfParticipant(featuresOf(ctx), participant);
  if (kinds.length === 0) throw notFound('Survey');
  const where = [
    eq(surveys.participantUserId, participantId),
    inArray(surveyDefinitions.kind, kinds),
    ...filtersWhere(q),
  ];
  if (ctx.actor!.userId === participantId) where.push(sql`${surveys.availableAt} <= ${now.toISOString()}`);
  return pageOf(tx, ctx.tenantId, where, q);
}
