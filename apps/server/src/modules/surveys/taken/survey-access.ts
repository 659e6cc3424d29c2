import { and, eq, isNotNull } from 'drizzle-orm';
import { surveyKindsOfParticipant, type SurveyDefinition } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { HttpError, notFound } from '../../../platform/http/errors.js';
import { participantScope, type ParticipantScopeAction, type ScopedParticipant } from '../../participants/index.js';
import { definitionTree, featuresOf } from '../surveys.service.js';
import { surveyResponses, surveys, surveySectionStates, type SurveyRow } from '../taken.table.js';
import type { StoredResponse } from './survey-tree.js';

/** A survey with everything its rules read: its definition tree, its taker's answers and completed sections. */
export interface LoadedSurvey {
  row: SurveyRow;
  definition: SurveyDefinition;
  responses: Map<number, StoredResponse>;
  completed: Set<number>;
}

/** The answers and completed sections of a survey. */
export async function answersOf(tx: Db, tenantId: string, surveyId: number) {
  // One after the other: a transaction's client runs one statement at a time (pg warns on concurrent ones).
  const responses = await tx
    .select({
      answerId: surveyResponses.answerId,
      questionId: surveyResponses.questionId,
      selected: surveyResponses.selected,
      content: surveyResponses.content,
      value: surveyResponses.value,
    })
    .from(surveyResponses)
    .where(and(eq(surveyResponses.tenantId, tenantId), eq(surveyResponses.surveyId, surveyId)));
  const states = await tx
    .select({ sectionId: surveySectionStates.sectionId })
    .from(surveySectionStates)
    .where(and(eq(surveySectionStates.tenantId, tenantId), eq(surveySectionStates.surveyId, surveyId)));
  return {
    responses: new Map(responses.map((r) => [r.answerId, r])),
    completed: new Set(states.map((s) => s.sectionId)),
  };
}

/**
 * A participant's survey for an action (participantScope on its participant, then the kind on for them):
 * anything the actor may not see of it is "Survey not found." (never whether it exists), and so is a survey
 * not yet open to the participant themself. `forUpdate` locks its row: one change of a survey at a time.
 */
export async function surveyFor(
  tx: Db,
  ctx: RequestContext,
  id: number,
  action: Extract<ParticipantScopeAction, `participantSurveys.${string}`>,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<LoadedSurvey & { participant: ScopedParticipant }> {
  const query = tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.tenantId, ctx.tenantId), eq(surveys.id, id), isNotNull(surveys.participantUserId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound('Survey');
  let participant: ScopedParticipant;
  try {
    participant = await participantScope(tx, ctx, row.participantUserId!, 'participantSurveys.view');
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) throw notFound('Survey');
    throw error;
  }
  const definition = await definitionTree(tx, ctx.tenantId, row.definitionId);
  const ownAndNotYet = ctx.actor!.userId === row.participantUserId && row.availableAt > now;
  if (!definition || ownAndNotYet || !surveyKindsOfParticipant(featuresOf(ctx), participant).includes(definition.kind))
    throw notFound('Survey');
  if (action !== 'participantSurveys.view') await participantScope(tx, ctx, row.participantUserId!, action);
  return { row, definition, participant, ...(await answersOf(tx, ctx.tenantId, id)) };
}
