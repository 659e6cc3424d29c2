import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  SurveyErrorCode,
  numberInRange,
  questionComplete,
  scoreFactors,
  scoreSurvey,
  sectionMissing,
  type AnswerBody,
  type Answered,
  type MissingReason,
  type NestedAnswerQuery,
  type SurveyDefinition,
  type SurveyResult,
  type SurveySummaryKey,
  type TakenSection,
} from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { domainError, fieldError, notFound } from '../../../platform/http/errors.js';
import { surveyResponses, surveys, surveySectionStates, type SurveyRow } from '../taken.table.js';
import { presentResult } from './taken.presenter.js';
import {
  answerPlace,
  chosenPoints,
  criticalQuestions,
  factorScores,
  progressOf,
  takenQuestion,
  takenSections,
  type StoredResponse,
} from './survey-tree.js';

/** What a taking holds, whoever the taker is (a signed-in participant or an anonymous one). */
export interface Taking {
  row: SurveyRow;
  definition: SurveyDefinition;
  responses: Map<number, StoredResponse>;
  completed: Set<number>;
}

/** What a change caused that others hear of after the commit. */
export interface TakingEffects {
  /** A critical answer was given for the first time: the urgent notification. */
  critical: boolean;
  /** The survey was completed now. */
  completedNow: boolean;
}

const SINGLE = new Set(['SINGLE_CHOICE', 'RADIO', 'DROPDOWN_LIST', 'OPTION']);
const TEXT_QUESTIONS = new Set(['TEXT', 'TEXTAREA']);

const REASONS: Record<MissingReason, string> = {
  NO_SELECTION: 'Choose an answer.',
  BLANK_TEXT: 'Write an answer.',
  NUMBER_OUT_OF_RANGE: 'Give a number within the limits.',
  EMBEDDED_INCOMPLETE: 'Answer the question under your choice.',
};

function assertOpen(row: SurveyRow, now: Date) {
  if (row.status === 'COMPLETED')
    throw domainError(409, SurveyErrorCode.SurveyCompleted, 'This survey is completed: its answers no longer change.');
  if (row.availableAt > now) throw domainError(409, SurveyErrorCode.SurveyNotYet, 'This survey is not open yet.');
}

/**
 * One answer of a taking (spec 002 "PUT .../surveys/answers/{answerId}: content, selected, value"): checked
 * against the answer it names (text only where the answer takes text, a number only where it takes one and
 * within its minimum and maximum), then stored; choosing one answer of a single-choice question unchooses
 * the others. Answers the top-level question as it is now and the progress.
 */
export async function answer(
  tx: Db,
  taking: Taking,
  answerId: number,
  query: NestedAnswerQuery,
  body: AnswerBody,
  now: Date,
): Promise<{ answered: Answered; effects: TakingEffects }> {
  const { row, definition, responses } = taking;
  assertOpen(row, now);
  const place = answerPlace(definition, answerId, query.embeddedAnswerId, query.secondLevelEmbeddedAnswerId);
  if (!place) throw notFound('Answer');
  const { question, answer: target } = place;
  const takesText = target.type === 'text' || target.type === 'textarea' || TEXT_QUESTIONS.has(question.type);
  const takesNumber = target.type === 'number' || question.type === 'NUMBER';
  if (body.content !== undefined && body.content !== '' && !takesText)
    throw fieldError('content', 'This answer takes no text.');
  if (body.value !== undefined && body.value !== null) {
    if (!takesNumber) throw fieldError('value', 'This answer takes no number.');
    if (!numberInRange({ value: body.value, minValue: target.minValue, maxValue: target.maxValue }))
      throw fieldError('value', `A number from ${target.minValue ?? '…'} to ${target.maxValue ?? '…'}.`);
  }
  const before = responses.get(target.id);
  const next: StoredResponse = {
    answerId: target.id,
    questionId: question.id,
    selected: body.selected ?? before?.selected ?? false,
    content: body.content ?? before?.content ?? '',
    value: body.value === undefined ? (before?.value ?? null) : body.value,
  };
  await tx
    .insert(surveyResponses)
    .values({ tenantId: row.tenantId, surveyId: row.id, ...next, updatedAt: now })
    .onConflictDoUpdate({
      target: [surveyResponses.surveyId, surveyResponses.answerId],
      set: { selected: next.selected, content: next.content, value: next.value, updatedAt: now },
    });
  responses.set(target.id, next);
  if (next.selected && SINGLE.has(question.type)) {
    const others = question.answers.map((a) => a.id).filter((id) => id !== target.id && responses.get(id)?.selected);
    if (others.length) {
      await tx
        .update(surveyResponses)
        .set({ selected: false, updatedAt: now })
        .where(and(eq(surveyResponses.surveyId, row.id), inArray(surveyResponses.answerId, others)));
      for (const id of others) responses.set(id, { ...responses.get(id)!, selected: false });
    }
  }
  const sections = takenSections(definition, responses, taking.completed);
  const progress = progressOf(row.status === 'SCHEDULED' ? 'IN_PROGRESS' : row.status, sections);
  const critical = row.criticalAt === null ? criticalQuestions(definition, responses) : [];
  await tx
    .update(surveys)
    .set({
      status: progress.status,
      startedAt: row.startedAt ?? now,
      answeredQuestions: progress.answeredQuestions,
      ...(critical.length ? { criticalAt: now, criticalQuestions: critical } : {}),
    })
    .where(eq(surveys.id, row.id));
  return {
    answered: { question: takenQuestion(place.topQuestion, responses), progress },
    effects: { critical: critical.length > 0, completedNow: false },
  };
}

/** Completing a section: refused unless every question is answered (unless allowEmpty), naming each one. */
export async function completeSection(tx: Db, taking: Taking, sectionId: number, now: Date): Promise<TakenSection> {
  assertOpen(taking.row, now);
  const section = takenSections(taking.definition, taking.responses, taking.completed).find((s) => s.id === sectionId);
  if (!section) throw notFound('Section');
  const missing = sectionMissing(section);
  if (missing.length)
    throw domainError(
      409,
      SurveyErrorCode.SectionIncomplete,
      'Answer every question of this section first.',
      missing.map((m) => ({ path: `questions.${m.questionId}`, message: `${m.reason}: ${REASONS[m.reason]}` })),
    );
  await tx
    .insert(surveySectionStates)
    .values({ tenantId: taking.row.tenantId, surveyId: taking.row.id, sectionId, completedAt: now })
    .onConflictDoNothing();
  taking.completed.add(sectionId);
  if (taking.row.status === 'SCHEDULED')
    await tx.update(surveys).set({ status: 'IN_PROGRESS', startedAt: now }).where(eq(surveys.id, taking.row.id));
  return { ...section, completed: true };
}

/** The result of a definition's scoring for these answers (a survey without scoring is only recorded). */
export function scoreOf(definition: SurveyDefinition, responses: ReadonlyMap<number, StoredResponse>) {
  const rule = definition.scoring;
  const none = { rfsPoints: null, bhvsPoints: null };
  if (!rule) return { score: 0, bandKey: null, bandLabel: null, positive: null, summary: 'recorded' as const, ...none };
  if (rule.type === 'FACTORS') {
    const factors = factorScores(definition, responses);
    const points = (f: 'RISK' | 'PROTECTIVE') => factors.filter((s) => s.factor === f).map((s) => s.points);
    const { score, rfsPoints, bhvsPoints } = scoreFactors(rule, points('RISK'), points('PROTECTIVE'));
    return { score, bandKey: null, bandLabel: null, positive: null, summary: 'brain' as const, rfsPoints, bhvsPoints };
  }
  const { score, band, positive } = scoreSurvey(rule, chosenPoints(definition, responses));
  const summary: SurveySummaryKey = band
    ? (band.key as SurveySummaryKey)
    : positive === null
      ? 'recorded'
      : positive
        ? 'positive'
        : 'negative';
  return { score, bandKey: band?.key ?? null, bandLabel: band?.label ?? null, positive, summary, ...none };
}

/**
 * Completing the survey: every section completed first; then its score, band and summary, kept on the
 * survey as computed now with the version it was taken with. Completing a completed survey answers its
 * result again (a retried call).
 */
export async function completeSurvey(
  tx: Db,
  taking: Taking,
  now: Date,
): Promise<{ result: SurveyResult; row: SurveyRow; effects: TakingEffects }> {
  const { row, definition, responses, completed } = taking;
  if (row.status === 'COMPLETED') return { result: presentResult(row)!, row, effects: noEffects };
  assertOpen(row, now);
  const open = definition.sections.filter((s) => !completed.has(s.id));
  if (open.length)
    throw domainError(
      409,
      SurveyErrorCode.SurveyIncomplete,
      'Complete every section first.',
      open.map((s) => ({ path: `sections.${s.id}`, message: `Section "${s.title}" is not completed.` })),
    );
  const sections = takenSections(definition, responses, completed);
  const critical = row.criticalAt === null ? criticalQuestions(definition, responses) : [];
  const [updated] = await tx
    .update(surveys)
    .set({
      ...scoreOf(definition, responses),
      status: 'COMPLETED',
      completedAt: now,
      startedAt: sql`coalesce(${surveys.startedAt}, ${now.toISOString()}::timestamptz)`,
      answeredQuestions: sections.flatMap((s) => s.questions).filter(questionComplete).length,
      ...(critical.length ? { criticalAt: now, criticalQuestions: critical } : {}),
    })
    .where(eq(surveys.id, row.id))
    .returning();
  return {
    result: presentResult(updated!)!,
    row: updated!,
    effects: { critical: critical.length > 0, completedNow: true },
  };
}

const noEffects: TakingEffects = { critical: false, completedNow: false };
