import { and, eq } from 'drizzle-orm';
import {
  PUBLIC_SURVEY_PAGES,
  SurveyErrorCode,
  type AnswerBody,
  type Answered,
  type Language,
  type NestedAnswerQuery,
  type PublicResult,
  type PublicSubmitBody,
  type PublicSurvey,
  type PublicSurveyKey,
  type TakenSection,
  type TenantId,
} from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import { domainError, notFound } from '../../../platform/http/errors.js';
import { TENANTS } from '../../../platform/tenancy/tenants.js';
import { definitionTree } from '../surveys.service.js';
import { surveyDefinitions } from '../surveys.table.js';
import { surveys, type SurveyRow } from '../taken.table.js';
import { answer, completeSection, completeSurvey, type Taking } from '../taken/answering.service.js';
import { answersOf } from '../taken/survey-access.js';
import { factorScores, progressOf, takenSections, totalQuestionsOf } from '../taken/survey-tree.js';
import { presentResult } from '../taken/taken.presenter.js';
import { takerTokenHash } from './taker-token.js';

/** The API version of a call: /public (1) or /public-presentation (2). */
export type ApiVersion = 1 | 2;

/** The public pages exist only where the tenant has screeners and public screeners (else 404). */
export function assertPublicScreeners(tenantId: TenantId): void {
  const { screener, publicScreener } = TENANTS[tenantId].features;
  if (!screener || !publicScreener) throw notFound('Survey');
}

function publicResult(row: SurveyRow, taking: Taking): PublicResult | null {
  const result = presentResult(row);
  return result && { ...result, additionalScores: factorScores(taking.definition, taking.responses) };
}

function presentPublic(key: PublicSurveyKey, taking: Taking): PublicSurvey {
  const sections = takenSections(taking.definition, taking.responses, taking.completed);
  return {
    key,
    name: taking.definition.name,
    version: taking.definition.version,
    status: taking.row.status,
    sections,
    feedbackQuestions: [],
    progress: progressOf(taking.row.status, sections),
    result: publicResult(taking.row, taking),
    submitted: taking.row.submittedAt !== null,
  };
}

async function takingOf(tx: Db, tenantId: TenantId, row: SurveyRow): Promise<Taking> {
  const definition = await definitionTree(tx, tenantId, row.definitionId);
  if (!definition) throw notFound('Survey');
  return { row, definition, ...(await answersOf(tx, tenantId, row.id)) };
}

/**
 * The taker's survey, by the token of their cookie, in this tenant and of a page of this API version: no
 * token, another tenant's, another version's, anybody else's are all "Survey not found.". Locked: one
 * change of a taking at a time.
 */
export async function takerTaking(
  tx: Db,
  tenantId: TenantId,
  token: string | null,
  apiVersion: ApiVersion,
): Promise<Taking & { key: PublicSurveyKey }> {
  assertPublicScreeners(tenantId);
  if (!token) throw notFound('Survey');
  const [row] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.tenantId, tenantId), eq(surveys.takerTokenHash, takerTokenHash(token))))
    .for('update');
  const key = row?.publicKey as PublicSurveyKey | undefined;
  if (!row || !key || PUBLIC_SURVEY_PAGES[key]?.apiVersion !== apiVersion) throw notFound('Survey');
  return { ...(await takingOf(tx, tenantId, row)), key };
}

/**
 * POST /public/surveys/{key} (version 2: /public-presentation, with the e-mail): the taker's survey of that
 * page, resumed from their token unless forceNew (completed ones too: a reload shows the result); else a
 * new one, with a new token for their cookie. `token` in the answer is set only when it is new.
 */
export async function startPublicSurvey(
  tx: Db,
  tenantId: TenantId,
  key: PublicSurveyKey,
  apiVersion: ApiVersion,
  o: { forceNew: boolean; email?: string; language: Language; token: string | null; newToken: string },
): Promise<{ survey: PublicSurvey; token: string | null }> {
  assertPublicScreeners(tenantId);
  const page = PUBLIC_SURVEY_PAGES[key];
  if (page.apiVersion !== apiVersion) throw notFound('Survey');
  if (o.token && !o.forceNew) {
    const [mine] = await tx
      .select()
      .from(surveys)
      .where(
        and(
          eq(surveys.tenantId, tenantId),
          eq(surveys.takerTokenHash, takerTokenHash(o.token)),
          eq(surveys.publicKey, key),
        ),
      );
    if (mine) return { survey: presentPublic(key, await takingOf(tx, tenantId, mine)), token: null };
  }
  const [definition] = await tx
    .select({ id: surveyDefinitions.id })
    .from(surveyDefinitions)
    .where(
      and(
        eq(surveyDefinitions.tenantId, tenantId),
        eq(surveyDefinitions.key, page.definitionKey),
        eq(surveyDefinitions.version, page.definitionVersion),
      ),
    );
  const tree = definition && (await definitionTree(tx, tenantId, definition.id));
  if (!tree) throw notFound('Survey');
  const [row] = await tx
    .insert(surveys)
    .values({
      tenantId,
      definitionId: tree.id,
      publicKey: key,
      takerTokenHash: takerTokenHash(o.newToken),
      email: o.email ?? null,
      language: o.language,
      notifiedAt: new Date(),
      totalQuestions: totalQuestionsOf(tree),
    })
    .returning();
  const taking: Taking = { row: row!, definition: tree, responses: new Map(), completed: new Set() };
  return { survey: presentPublic(key, taking), token: o.newToken };
}

/** PUT …/surveys/answers/{answerId}: the same rules as a participant's answer. */
export async function answerPublic(
  tx: Db,
  taking: Taking,
  answerId: number,
  query: NestedAnswerQuery,
  body: AnswerBody,
  now: Date,
): Promise<Answered> {
  return (await answer(tx, taking, answerId, query, body, now)).answered;
}

/** POST …/surveys/sections/{id}/complete. */
export const completePublicSection = (tx: Db, taking: Taking, sectionId: number, now: Date): Promise<TakenSection> =>
  completeSection(tx, taking, sectionId, now);

/** PUT …/surveys/complete: result, rfsPoints, bhvsPoints, and each factor's points (the additional scores). */
export async function completePublic(tx: Db, taking: Taking, now: Date): Promise<PublicResult> {
  const { row } = await completeSurvey(tx, taking, now);
  return publicResult(row, taking)!;
}

/**
 * POST …/surveys/submit: the taker's name and e-mail, kept on their completed survey; the results go to that
 * address in their language (`mail` after the commit).
 */
export async function submitPublic(
  tx: Db,
  taking: Taking,
  body: PublicSubmitBody,
  now: Date,
): Promise<{ to: string; language: Language; result: PublicResult }> {
  if (taking.row.status !== 'COMPLETED')
    throw domainError(409, SurveyErrorCode.SurveyIncomplete, 'Complete the survey first.');
  await tx
    .update(surveys)
    .set({ firstName: body.firstname, lastName: body.lastname, email: body.email, submittedAt: now })
    .where(eq(surveys.id, taking.row.id));
  return {
    to: body.email,
    language: (taking.row.language as Language | null) ?? 'en',
    result: publicResult(taking.row, taking)!,
  };
}
