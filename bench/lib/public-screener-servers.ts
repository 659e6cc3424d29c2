/**
 * Child process of the public screener benchmark: the whole Stride server, trusting loopback as its proxy
 * (TRUST_PROXY=loopback: the bench is the proxy, and each simulated taker's address is the X-Forwarded-For it
 * sends, so the per-address limits of the public calls hold per taker as they would behind a real proxy), with
 * the shipped brain-health screener (version 1, 20 questions) in the brain tenant; and, on the next port, a
 * bare Fastify route storing the same answer rows on the same database: one INSERT … ON CONFLICT into
 * survey_responses per answer, no cookie, no tenant transaction or row-level security, no lookup of the taker's
 * survey, its definition or its answers, no checks, no progress, no response schema. The bare route writes into
 * surveys made here beforehand (BENCH_BARE_SURVEYS of them, the brain screener's, without a taker token).
 * Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import fastify from 'fastify';
import { definitionTree } from '../../apps/server/src/modules/surveys/surveys.service.js';
import { instrumentDefinitionId } from '../../apps/server/src/modules/surveys/surveys.seed.js';
import { surveyResponses, surveys } from '../../apps/server/src/modules/surveys/taken.table.js';
import { startStrideApp } from './stride-app.js';

process.env.TRUST_PROXY = 'loopback';
const tenantId = 'brain';
const BARE_SURVEYS = Number(process.env.BENCH_BARE_SURVEYS ?? 600);

const { app, db, port, dataDir } = await startStrideApp({ defaultPort: 19080 });
const definitionId = await instrumentDefinitionId(db, tenantId, 'brain-screener', 1);
const definition = definitionId && (await definitionTree(db, tenantId, definitionId));
if (!definition) throw new Error('the brain-health screener (version 1) is not in the brain tenant');
/** What a bare taker sends: the first answer of each of the 20 top-level questions, with its question. */
const answers = definition.sections.flatMap((s) =>
  s.questions.map((q) => ({ answerId: q.answers[0]!.id, questionId: q.id })),
);

const bareSurveys = (
  await db
    .insert(surveys)
    .values(
      Array.from({ length: BARE_SURVEYS }, () => ({
        tenantId,
        definitionId,
        publicKey: 'screener',
        totalQuestions: answers.length,
      })),
    )
    .returning({ id: surveys.id })
).map((r) => r.id);

/** The bare answer: the row, stored as Stride stores it, and nothing else. */
async function bareAnswer(surveyId: number, answerId: number, questionId: number, selected: boolean) {
  await db.execute(sql`
    insert into ${surveyResponses} (tenant_id, survey_id, answer_id, question_id, selected, content, value, updated_at)
    values (${tenantId}, ${surveyId}, ${answerId}, ${questionId}, ${selected}, '', null, now())
    on conflict (survey_id, answer_id) do update set selected = excluded.selected, content = excluded.content,
      value = excluded.value, updated_at = excluded.updated_at`);
  return { surveyId, answerId, selected };
}

interface Tally {
  surveys: number;
  /** Surveys with exactly one chosen response per question (20), and no other row. */
  complete: number;
  responses: number;
}

/** After a run: every public taker's survey and every bare survey with its answers counted. */
async function check(): Promise<{ stride: Tally; bare: Tally }> {
  const rows = await db
    .select({
      id: surveys.id,
      responses: sql<number>`count(${surveyResponses.answerId})::int`,
      chosen: sql<number>`count(${surveyResponses.answerId}) filter (where ${surveyResponses.selected})::int`,
      questions: sql<number>`count(distinct ${surveyResponses.questionId}) filter (where ${surveyResponses.selected})::int`,
    })
    .from(surveys)
    .leftJoin(surveyResponses, eq(surveyResponses.surveyId, surveys.id))
    .where(and(eq(surveys.tenantId, tenantId), eq(surveys.publicKey, 'screener')))
    .groupBy(surveys.id);
  const bare = new Set(bareSurveys);
  const n = answers.length;
  const tally = (list: typeof rows): Tally => ({
    surveys: list.length,
    complete: list.filter((r) => r.responses === n && r.chosen === n && r.questions === n).length,
    responses: list.reduce((sum, r) => sum + r.responses, 0),
  });
  return {
    stride: tally(rows.filter((r) => !bare.has(r.id))),
    bare: tally(rows.filter((r) => bare.has(r.id) && r.responses > 0)),
  };
}

// Stopped by the benchmark: the database goes with it.
process.once('SIGTERM', () => {
  void app
    .close()
    .catch(() => undefined)
    .finally(() => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    });
});

const bare = fastify();
bare.put('/answers/:surveyId/:answerId', (req) => {
  const { surveyId, answerId } = req.params as { surveyId: string; answerId: string };
  const { questionId, selected } = req.body as { questionId: number; selected: boolean };
  return bareAnswer(Number(surveyId), Number(answerId), questionId, selected);
});
bare.get('/check', () => check());
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: `http://127.0.0.1:${port}`,
    host: `brain.localhost:${port}`,
    bare: `http://127.0.0.1:${port + 1}`,
    db: app.platform.database.kind,
    answers,
    bareSurveys,
  }),
);
