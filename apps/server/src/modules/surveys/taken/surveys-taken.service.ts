import { eq } from 'drizzle-orm';
import type {
  AcknowledgeBody,
  AnswerBody,
  Answered,
  NestedAnswerQuery,
  Survey,
  SurveyProgress,
  SurveyResult,
  TakenSection,
} from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { conflict } from '../../../platform/http/errors.js';
import type { SurveyEventPayload } from '../surveys.events.js';
import { surveys, type SurveyRow } from '../taken.table.js';
import { answer, completeSection, completeSurvey, type TakingEffects } from './answering.service.js';
import { surveyFor, type LoadedSurvey } from './survey-access.js';
import { progressOf, takenSections } from './survey-tree.js';
import { presentRows } from './surveys.queries.js';
import { presentSurvey } from './taken.presenter.js';

/** What the routes publish after the commit of a participant's change. */
export interface SurveyNews {
  event: SurveyEventPayload;
  effects: TakingEffects;
}

const newsOf = (loaded: LoadedSurvey, effects: TakingEffects): SurveyNews => ({
  event: {
    participantUserId: loaded.row.participantUserId!,
    surveyId: loaded.row.id,
    kind: loaded.definition.kind,
    name: loaded.definition.name,
  },
  effects,
});

async function present(tx: Db, ctx: RequestContext, loaded: LoadedSurvey, row: SurveyRow = loaded.row) {
  const { definition } = loaded;
  const [summary] = await presentRows(tx, ctx.tenantId, [{ survey: row, definition }]);
  return presentSurvey(summary!, takenSections(definition, loaded.responses, loaded.completed));
}

/** GET /surveys/{id}: the survey with its sections and the taker's answers. */
export async function getSurvey(tx: Db, ctx: RequestContext, id: number, now: Date): Promise<Survey> {
  return present(tx, ctx, await surveyFor(tx, ctx, id, 'participantSurveys.view', now));
}

/** GET /surveys/{id}/progress. */
export async function getProgress(tx: Db, ctx: RequestContext, id: number, now: Date): Promise<SurveyProgress> {
  const loaded = await surveyFor(tx, ctx, id, 'participantSurveys.view', now);
  return progressOf(loaded.row.status, takenSections(loaded.definition, loaded.responses, loaded.completed));
}

/** PUT /surveys/{id}/answers/{answerId}: the participant's answer, audited without what they typed. */
export async function answerOwnSurvey(
  tx: Db,
  ctx: RequestContext,
  id: number,
  answerId: number,
  query: NestedAnswerQuery,
  body: AnswerBody,
  now: Date,
): Promise<{ answered: Answered; news: SurveyNews }> {
  const loaded = await surveyFor(tx, ctx, id, 'participantSurveys.answer', now, { forUpdate: true });
  const { answered, effects } = await answer(tx, loaded, answerId, query, body, now);
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'survey_answer',
    entityId: `${id}:${answerId}`,
    after: { selected: body.selected ?? null, answered: body.content !== undefined || body.value !== undefined },
  });
  return { answered, news: newsOf(loaded, effects) };
}

/** POST /surveys/{id}/sections/{sectionId}/complete. */
export async function completeOwnSection(
  tx: Db,
  ctx: RequestContext,
  id: number,
  sectionId: number,
  now: Date,
): Promise<TakenSection> {
  const loaded = await surveyFor(tx, ctx, id, 'participantSurveys.answer', now, { forUpdate: true });
  const section = await completeSection(tx, loaded, sectionId, now);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: 'survey_section', entityId: `${id}:${sectionId}` });
  return section;
}

/** PUT /surveys/{id}/complete: its result; the coaches hear of it (and of a critical answer, urgently). */
export async function completeOwnSurvey(
  tx: Db,
  ctx: RequestContext,
  id: number,
  now: Date,
): Promise<{ result: SurveyResult; news: SurveyNews }> {
  const loaded = await surveyFor(tx, ctx, id, 'participantSurveys.answer', now, { forUpdate: true });
  const { result, effects } = await completeSurvey(tx, loaded, now);
  if (effects.completedNow)
    await recordAudit(tx, ctx, {
      operation: 'UPDATE',
      entityType: 'survey',
      entityId: id,
      after: { status: 'COMPLETED', result: result.result, band: result.band?.key ?? null },
    });
  return { result, news: newsOf(loaded, effects) };
}

/**
 * POST /surveys/{id}/acknowledgement: a staff member who sees the participant acknowledges the critical
 * answer, once (who, when, a note), audited; every recipient's urgent notification of it stops being urgent.
 */
export async function acknowledgeCritical(
  tx: Db,
  ctx: RequestContext,
  id: number,
  body: AcknowledgeBody,
  now: Date,
): Promise<Survey> {
  const loaded = await surveyFor(tx, ctx, id, 'participantSurveys.acknowledge', now, { forUpdate: true });
  const { row } = loaded;
  if (row.criticalAt === null) throw conflict('This survey has no critical answer to acknowledge.');
  if (row.acknowledgedAt !== null) throw conflict('This critical answer is already acknowledged.');
  const [updated] = await tx
    .update(surveys)
    .set({ acknowledgedByUserId: ctx.actor!.userId, acknowledgedAt: now, acknowledgementNote: body.note || null })
    .where(eq(surveys.id, id))
    .returning();
  await recordAudit(tx, ctx, {
    operation: 'UPDATE',
    entityType: 'survey_critical_acknowledgement',
    entityId: id,
    before: { acknowledgedAt: null },
    after: { acknowledgedAt: now, acknowledgedByUserId: ctx.actor!.userId, note: body.note ?? null },
  });
  return present(tx, ctx, loaded, updated);
}
