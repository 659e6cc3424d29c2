import { and, desc, eq, lte } from 'drizzle-orm';
import type { ScheduleSurveyResult, Survey, TakenQuestion } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { notFound } from '../../../platform/http/errors.js';
import { participantScope } from '../../participants/index.js';
import type { SurveyEventPayload } from '../surveys.events.js';
import { surveyDefinitions } from '../surveys.table.js';
import { surveys } from '../taken.table.js';
import { scheduleSurveys } from './schedule.service.js';
import { getSurvey } from './surveys-taken.service.js';

/**
 * The smart survey of one participant (spec 002: POST/GET /participants/{id}/survey; docs/decisions.md,
 * "Screeners: the smart survey"): the latest one sent to them, of the tenant's smart-survey definition.
 */
async function latestId(tx: Db, ctx: RequestContext, participantId: number, now: Date): Promise<number> {
  await participantScope(tx, ctx, participantId, 'participantSurveys.view');
  const own = ctx.actor!.userId === participantId;
  const [row] = await tx
    .select({ id: surveys.id })
    .from(surveys)
    .innerJoin(surveyDefinitions, eq(surveyDefinitions.id, surveys.definitionId))
    .where(
      and(
        eq(surveys.tenantId, ctx.tenantId),
        eq(surveys.participantUserId, participantId),
        eq(surveyDefinitions.kind, 'SMART_SURVEY'),
        own ? lte(surveys.availableAt, now) : undefined,
      ),
    )
    .orderBy(desc(surveys.availableAt), desc(surveys.id))
    .limit(1);
  if (!row) throw notFound('Survey');
  return row.id;
}

/** GET /participants/{id}/survey: the latest smart survey, as GET /surveys/{id} shows it. */
export async function getSmartSurvey(tx: Db, ctx: RequestContext, participantId: number, now: Date): Promise<Survey> {
  return getSurvey(tx, ctx, await latestId(tx, ctx, participantId, now), now);
}

/** POST /participants/{id}/survey: the tenant's smart survey (its latest version) sent now, the participant told. */
export async function sendSmartSurvey(
  tx: Db,
  ctx: RequestContext,
  participantId: number,
  now: Date,
): Promise<{ result: ScheduleSurveyResult; available: SurveyEventPayload[] }> {
  const [definition] = await tx
    .select({ id: surveyDefinitions.id })
    .from(surveyDefinitions)
    .where(and(eq(surveyDefinitions.tenantId, ctx.tenantId), eq(surveyDefinitions.kind, 'SMART_SURVEY')))
    .orderBy(desc(surveyDefinitions.version))
    .limit(1);
  if (!definition) throw notFound('Survey definition');
  return scheduleSurveys(tx, ctx, { definitionId: definition.id, participantIds: [participantId] }, now);
}

/** A CSV cell: quoted where needed, and a leading = + - @ made text so a spreadsheet never runs it. */
const cell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The answers given, one row each (the embedded ones under their question). */
function rowsOf(section: string, question: TakenQuestion): string[][] {
  return question.answers.flatMap((a) => {
    const given = a.selected || a.content.trim() !== '' || a.value !== null;
    const own = given ? [[section, question.content, a.label, a.content, a.value === null ? '' : String(a.value)]] : [];
    const nested = a.selected && a.embeddedQuestion ? rowsOf(section, a.embeddedQuestion) : [];
    return [...own, ...nested];
  });
}

/** GET /participants/{id}/survey/media/csv: the smart survey's answers as a CSV file. */
export async function smartSurveyCsv(tx: Db, ctx: RequestContext, participantId: number, now: Date) {
  const survey = await getSmartSurvey(tx, ctx, participantId, now);
  const rows = [
    ['Section', 'Question', 'Answer', 'Text', 'Number'],
    ...survey.sections.flatMap((s) => s.questions.flatMap((q) => rowsOf(s.title, q))),
  ];
  const day = (survey.completedAt ?? survey.availableAt).slice(0, 10);
  return {
    name: `${survey.name.replace(/[^A-Za-z0-9]+/g, '-')}-${survey.participant.name.replace(/[^A-Za-z0-9]+/g, '-')}-${day}.csv`,
    csv: `${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`,
  };
}
