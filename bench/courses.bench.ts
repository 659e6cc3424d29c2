import os from 'node:os';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { compareRoutes, listRows, type ListFigures } from './lib/latency.js';

type Variant = 'library' | 'course';

interface Ready {
  stride: Record<Variant, string>;
  bare: Record<Variant, string>;
  tokens: Record<Variant, string>;
  db: string;
  courses: number;
  steps: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * GET /api/course-definitions?library=true (a page of 20 of the tenant's library of 2,000 courses, with
 * their counts) with a staff member's token, and GET /api/participants/{id}/courses/{courseId}/steps (a
 * course of 30 steps, half of them done) with the participant's, each against plain SQL for the same answer
 * on a bare Fastify route (same database). Latency: one request at a time; throughput: autocannon, 10
 * connections.
 */
export async function benchCourses() {
  const { child, ready } = await startChild<Ready>('bench/lib/courses-servers.ts');
  try {
    const library = (await (
      await fetch(ready.stride.library, { headers: { authorization: `Bearer ${ready.tokens.library}` } })
    ).json()) as { content: unknown[]; _meta: { totalCount: number } };
    if (library._meta?.totalCount !== ready.courses || library.content.length !== 20) {
      throw new Error(`the library answered ${JSON.stringify(library).slice(0, 300)}`);
    }
    const course = (await (
      await fetch(ready.stride.course, { headers: { authorization: `Bearer ${ready.tokens.course}` } })
    ).json()) as { content: unknown[] };
    if (course.content?.length !== ready.steps)
      throw new Error(`the course answered ${JSON.stringify(course).slice(0, 300)}`);
    const figures = {} as Record<Variant, ListFigures>;
    for (const variant of ['library', 'course'] as const) {
      const auth = { authorization: `Bearer ${ready.tokens[variant]}` };
      figures[variant] = await compareRoutes(ready.bare[variant], ready.stride[variant], auth, SAMPLES, SECONDS);
    }
    return {
      db: ready.db,
      courses: ready.courses,
      steps: ready.steps,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      ...figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export type CoursesFigures = Awaited<ReturnType<typeof benchCourses>>;

/** The "Courses" section of docs/performance.md. */
export function coursesMarkdown(f: CoursesFigures): string {
  return `GET /api/course-definitions?library=true, a page of 20 of the tenant's library of ${f.courses.toLocaleString('en-US')} courses (five steps each,
twenty authors; each with its step and participant counts, author and source), with a staff member's token; and
GET /api/participants/{id}/courses/{courseId}/steps, a course of ${f.steps} steps half done, with the participant's token.
Each against plain SQL for the same answer on a bare Fastify route, same ${f.db} database. Latency: one request at a
time, ${SAMPLES} requests; throughput: autocannon, 10 connections, ${SECONDS} s. Machine load average at the end: ${f.loadAverage}.

| call | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('library page', f.library)}
${listRows('course of 30 steps', f.course)}

Aim (issue 28): p99 under 50 ms on loopback, one request at a time.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchCourses();
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--doc')) writeDocSection('Courses', coursesMarkdown(figures));
}
