import { randomBytes } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { PUBLIC_SURVEY_COOKIE, type PublicSurvey } from '@stride/contracts';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { percentile } from './lib/latency.js';

interface Ready {
  stride: string;
  host: string;
  bare: string;
  db: string;
  answers: { answerId: number; questionId: number }[];
  bareSurveys: number[];
}

interface Tally {
  surveys: number;
  complete: number;
  responses: number;
}

const TAKERS = Number(process.env.BENCH_TAKERS ?? 200);
const WARMUP = 20;
/** The paced run's mean pause before each answer (a quick reader), ms: each pause is drawn from 0.5 to 1.5 times it. */
const PAUSE_MS = Number(process.env.BENCH_PAUSE_MS ?? 1000);
const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const round1 = (x: number) => Math.round(x * 10) / 10;

/** One answer of a call: its status, the cookie it set, its body, and how long it took (ms). */
interface Answer {
  status: number;
  cookie: string | null;
  body: string;
  ms: number;
}

/** Keep-alive connections, one per taker at most: each taker is a browser of its own. */
const agent = new http.Agent({ keepAlive: true, maxSockets: TAKERS + WARMUP });

function call(url: string, method: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const set = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${PUBLIC_SURVEY_COOKIE}=`));
          resolve({
            status: res.statusCode ?? 0,
            cookie: set ? set.slice(PUBLIC_SURVEY_COOKIE.length + 1).split(';')[0]! : null,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const expect = (a: Answer, status: number, what: string) => {
  if (a.status !== status) throw new Error(`${what}: ${a.status} ${a.body.slice(0, 300)}`);
};

/** A taker's own address, as the bench (their proxy) tells the server in X-Forwarded-For. */
const address = (run: number, i: number) => `10.${run}.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const pause = (paced: boolean) =>
  paced ? new Promise((r) => setTimeout(r, PAUSE_MS * (0.5 + Math.random()))) : Promise.resolve();

interface RunFigures {
  answers: number;
  seconds: number;
  answersPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
}

function figures(times: number[], seconds: number): RunFigures {
  times.sort((a, b) => a - b);
  return {
    answers: times.length,
    seconds: round1(seconds),
    answersPerSecond: Math.round(times.length / seconds),
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    p99: round1(percentile(times, 99)),
  };
}

/**
 * `count` takers through the whole stack: all start at once (POST /api/public/surveys/screener from their own
 * address, the cookie kept), then, once every one has started, all answer their 20 questions at once, one
 * after the other (PUT /api/public/surveys/answers/{answerId} with `{ selected: true }`, the first answer of
 * each question of the sections the start answered).
 */
async function strideRun(ready: Ready, run: number, count: number, paced: boolean) {
  const starts: number[] = [];
  const startedAt = performance.now();
  const takers = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const from = address(run, i);
      const started = await call(`${ready.stride}/api/public/surveys/screener`, 'POST', {
        host: ready.host,
        'x-forwarded-for': from,
      }, {});
      expect(started, 201, 'start');
      starts.push(started.ms);
      const survey = JSON.parse(started.body) as PublicSurvey;
      const answerIds = survey.sections.flatMap((s) => s.questions.map((q) => q.answers[0]!.id));
      if (answerIds.length !== ready.answers.length || !started.cookie) {
        throw new Error(`start: ${answerIds.length} questions, cookie ${started.cookie}`);
      }
      return { from, cookie: started.cookie, answerIds };
    }),
  );
  const startSeconds = (performance.now() - startedAt) / 1000;
  const times: number[] = [];
  const answeringAt = performance.now();
  await Promise.all(
    takers.map(async (t) => {
      const headers = { host: ready.host, 'x-forwarded-for': t.from, cookie: `${PUBLIC_SURVEY_COOKIE}=${t.cookie}` };
      for (const id of t.answerIds) {
        await pause(paced);
        const a = await call(`${ready.stride}/api/public/surveys/answers/${id}`, 'PUT', headers, { selected: true });
        expect(a, 200, 'answer');
        times.push(a.ms);
      }
    }),
  );
  return { starts: figures(starts, startSeconds), answers: figures(times, (performance.now() - answeringAt) / 1000) };
}

/** The same answer rows for `surveys`, all at once, each survey's 20 one after the other, on the bare route. */
async function bareRun(ready: Ready, surveys: number[], paced: boolean) {
  const times: number[] = [];
  const answeringAt = performance.now();
  await Promise.all(
    surveys.map(async (surveyId) => {
      for (const { answerId, questionId } of ready.answers) {
        await pause(paced);
        const a = await call(`${ready.bare}/answers/${surveyId}/${answerId}`, 'PUT', {}, { questionId, selected: true });
        expect(a, 200, 'bare answer');
        times.push(a.ms);
      }
    }),
  );
  return figures(times, (performance.now() - answeringAt) / 1000);
}

/** 31 starts from one address: the 31st is refused (30 a minute), so the bench kept the server's limits. */
async function startsLimited(ready: Ready): Promise<boolean> {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const a = await call(`${ready.stride}/api/public/surveys/screener`, 'POST', {
      host: ready.host,
      'x-forwarded-for': '10.250.0.1',
    }, {});
    statuses.push(a.status);
  }
  return statuses.slice(0, 30).every((s) => s === 201) && statuses[30] === 429;
}

/**
 * TAKERS anonymous takers at once, each starting the brain-health screener (version 1, 20 questions) and
 * answering its 20 questions through the whole stack, against the same answer rows stored by a bare route
 * (one INSERT … ON CONFLICT per answer) at the same concurrency, same database; flat out (each answer as soon
 * as the last was answered: the rate) and paced (a pause of about PAUSE_MS before each answer: the latency
 * that many takers see). Each taker has an address of its own: the server trusts loopback as its proxy
 * (TRUST_PROXY=loopback, in the child) and the bench sends X-Forwarded-For per taker, so the per-address
 * limits (30 starts, 600 answers a minute) stay on and hold per taker. Then every survey is checked: 20
 * responses chosen, one per question.
 */
export async function benchPublicScreener(database: 'pglite' | 'postgres' = 'pglite') {
  let dropDatabase = async () => {};
  const env: Record<string, string> = { BENCH_BARE_SURVEYS: String(WARMUP + 2 * TAKERS) };
  if (database === 'postgres') {
    const name = `stride_bench_screener_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${PG_SERVER}/postgres` });
    await admin.connect();
    await admin.query(`create database ${name}`);
    env.DATABASE_URL = `${PG_SERVER}/${name}`;
    dropDatabase = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
  const { child, ready } = await startChild<Ready>('bench/lib/public-screener-servers.ts', env);
  try {
    const bare = ready.bareSurveys;
    // Warm-up of both (plans, JIT), not measured.
    await strideRun(ready, 1, WARMUP, false);
    await bareRun(ready, bare.slice(0, WARMUP), false);
    const flat = await strideRun(ready, 2, TAKERS, false);
    const flatBare = await bareRun(ready, bare.slice(WARMUP, WARMUP + TAKERS), false);
    const paced = await strideRun(ready, 3, TAKERS, true);
    const pacedBare = await bareRun(ready, bare.slice(WARMUP + TAKERS), true);
    console.error(JSON.stringify({ flat, flatBare, paced, pacedBare }));
    const check = (await (await fetch(`${ready.bare}/check`)).json()) as { stride: Tally; bare: Tally };
    const surveys = WARMUP + 2 * TAKERS;
    for (const side of ['stride', 'bare'] as const) {
      const t = check[side];
      if (t.surveys !== surveys || t.complete !== surveys || t.responses !== surveys * ready.answers.length) {
        throw new Error(`${side}: ${JSON.stringify(t)}, expected ${surveys} surveys of 20 chosen responses`);
      }
    }
    const limited = await startsLimited(ready);
    if (!limited) throw new Error('31 starts from one address were not limited at the 31st');
    return {
      db: ready.db,
      takers: TAKERS,
      questions: ready.answers.length,
      pauseMs: PAUSE_MS,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      flat: { starts: flat.starts, stride: flat.answers, bare: flatBare },
      paced: { starts: paced.starts, stride: paced.answers, bare: pacedBare },
      ratio: Math.round((flat.answers.answersPerSecond / flatBare.answersPerSecond) * 100) / 100,
      checked: check.stride.surveys,
      limited,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await dropDatabase();
    agent.destroy();
  }
}

export type PublicScreenerFigures = Awaited<ReturnType<typeof benchPublicScreener>>;

/** Both databases' runs. */
export async function benchPublicScreenerBoth() {
  return { pglite: await benchPublicScreener('pglite'), postgres: await benchPublicScreener('postgres') };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = process.argv.includes('--pglite')
    ? { pglite: await benchPublicScreener('pglite') }
    : await benchPublicScreenerBoth();
  console.log(JSON.stringify(figures, null, 2));
}
