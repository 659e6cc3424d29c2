import os from 'node:os';
import { startChild } from './lib/child.js';
import { writeDocSection } from './lib/doc-section.js';
import { compareRoutes, listRows, type ListFigures } from './lib/latency.js';

type Variant = 'calendar' | 'day';

interface Ready {
  stride: Record<Variant, string>;
  bare: Record<Variant, string>;
  token: string;
  db: string;
  days: number;
  meals: number;
  comments: number;
}

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);

/**
 * GET /api/journals/calendar (a month of one participant with two years of entries) and GET
 * /api/journals/participants/{id}/date/{date} (a day of six meals and thirty comments), through the whole stack
 * with the advisor's token, each against the same statements on a bare Fastify route (same database).
 */
export async function benchJournal() {
  const { child, ready } = await startChild<Ready>('bench/lib/journal-servers.ts');
  const auth = { authorization: `Bearer ${ready.token}` };
  try {
    const month = (await (await fetch(ready.stride.calendar, { headers: auth })).json()) as {
      participants?: { days: unknown[] }[];
    };
    const monthDays = month.participants?.[0]?.days.length ?? 0;
    if (monthDays !== 31) throw new Error(`the calendar answered ${JSON.stringify(month).slice(0, 300)}`);
    const day = (await (await fetch(ready.stride.day, { headers: auth })).json()) as {
      meals?: { comments: unknown[] }[];
    };
    const comments = day.meals?.reduce((n, m) => n + m.comments.length, 0);
    if (day.meals?.length !== 6 || comments !== 30) {
      throw new Error(`the day answered ${JSON.stringify(day).slice(0, 300)}`);
    }
    const figures = {} as Record<Variant, ListFigures>;
    for (const variant of ['calendar', 'day'] as const) {
      figures[variant] = await compareRoutes(ready.bare[variant], ready.stride[variant], auth, SAMPLES, SECONDS);
    }
    return {
      db: ready.db,
      days: ready.days,
      meals: ready.meals,
      comments: ready.comments,
      loadAverage: os.loadavg()[0]!.toFixed(1),
      ...figures,
    };
  } finally {
    child.kill('SIGTERM');
  }
}

export type JournalFigures = Awaited<ReturnType<typeof benchJournal>>;

/** The "Journal" section of docs/performance.md. */
export function journalMarkdown(f: JournalFigures): string {
  const n = (x: number) => x.toLocaleString('en-US');
  return `GET /api/journals/calendar?participantIds={id}&month=YYYY-MM (a month of a participant with two years of
entries: ${n(f.days)} days, ${n(f.meals)} meals, ${n(f.comments)} comments) and GET
/api/journals/participants/{id}/date/{date} (a day of 6 meals, 30 comments and the meals' pictures), through the
whole stack with the advisor's token, against the same statements on a bare Fastify route (the month's one
grouped statement; the day's row, meals, comments with their authors' names, and files), same ${f.db} database.
Latency: one request at a time, ${SAMPLES} requests; throughput: autocannon, 10 connections, ${SECONDS} s. Machine
load average at the end: ${f.loadAverage}.

| call | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('journal calendar, a month', f.calendar)}
${listRows('journal day, 6 meals and 30 comments', f.day)}

Aim: p99 under 50 ms on loopback for both. The calendar is one statement whatever the range holds (three
grouped reads by the (tenant, participant, date) indexes of days, meals and comments, in one UNION ALL); the day
is four (the day, its meals, their comments with the author's name as a sub-select, the pictures' files) after
the participant's lookup with their flags and their company's (one statement). The day's GET marks the other
side's unread comments read: an UPDATE only when there are some (none in this bench after the first read).${
    f.calendar.stride.latency.p99 > 50 || f.day.stride.latency.p99 > 50
      ? ` This run misses the aim for ${[
          f.calendar.stride.latency.p99 > 50 ? 'the calendar' : '',
          f.day.stride.latency.p99 > 50 ? 'the day' : '',
        ]
          .filter(Boolean)
          .join(' and ')} (load ${f.loadAverage}).`
      : ''
  }${
    Number(f.loadAverage) > 2
      ? ` This run shared the 2 cores with other test runs and builds (load ${f.loadAverage}): the bare route's own
p99 shows the noise, and the throughput ratios are lower than on an idle machine.`
      : ''
  }`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await benchJournal();
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--doc')) writeDocSection('Journal', journalMarkdown(figures));
}
