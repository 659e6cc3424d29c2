import { KINDS, ROUTE, type Call, type Kind } from './load.js';

/** A fault as the soak ran it: from the moment it was started to the moment its engine or process was back. */
export interface Fault {
  name: string;
  startMs: number;
  endMs: number;
}

/** After a fault ends, its window stays open this long: the "back to normal within 10 s". */
export const RECOVERY_LIMIT_S = 10;

export interface Window {
  name: string;
  ok: number;
  client: number;
  server: number;
  noAnswer: number;
  /** 5xx and unanswered calls by route, e.g. "POST /api/chats/:id/messages 503": how many. */
  failures: Record<string, number>;
  /** Seconds from the fault's end to the first success of each kind started after it, the slowest kind. */
  recoveryS: number;
  /** The kind that took longest to succeed again. */
  slowestKind: Kind | 'none';
}

const inWindow = (call: Call, f: Fault) =>
  call.endedMs >= f.startMs && call.startedMs <= f.endMs + RECOVERY_LIMIT_S * 1000;

export function windowOf(calls: Call[], fault: Fault): Window {
  const w = tally(
    calls.filter((c) => inWindow(c, fault)),
    fault.name,
  );
  for (const kind of KINDS) {
    const first = calls.find((c) => c.kind === kind && c.startedMs >= fault.endMs && c.status >= 200 && c.status < 300);
    const seconds = first ? (first.endedMs - fault.endMs) / 1000 : Number.POSITIVE_INFINITY;
    if (seconds > w.recoveryS) {
      w.recoveryS = seconds;
      w.slowestKind = kind;
    }
  }
  return w;
}

/** Calls outside every fault's window: the steady state, where nothing should fail. */
export function steadyOf(calls: Call[], faults: Fault[]): Window {
  return tally(
    calls.filter((c) => !faults.some((f) => inWindow(c, f))),
    'steady (outside the windows)',
  );
}

function tally(calls: Call[], name: string): Window {
  const w: Window = {
    name,
    ok: 0,
    client: 0,
    server: 0,
    noAnswer: 0,
    failures: {},
    recoveryS: 0,
    slowestKind: 'none',
  };
  for (const call of calls) {
    if (call.status >= 200 && call.status < 400) w.ok++;
    else if (call.status >= 400 && call.status < 500) w.client++;
    else {
      if (call.status === 0) w.noAnswer++;
      else w.server++;
      const key = `${ROUTE[call.kind]} ${call.status === 0 ? 'no answer' : call.status}`;
      w.failures[key] = (w.failures[key] ?? 0) + 1;
    }
  }
  return w;
}

export interface Outcome {
  seconds: number;
  perKind: Record<Kind, { calls: number; ok: number }>;
  windows: Window[];
  steady: Window;
  writes: Record<string, { acknowledged: number; found: number }>;
  duplicates: number;
  received: number;
  stuckJobs: number;
  sprintsLate: number;
  sprintsSent: number;
  survived: number;
}

const r1 = (x: number) => (Number.isFinite(x) ? (Math.round(x * 10) / 10).toFixed(1) : 'never');

/** The figures as the Markdown tables docs/performance.md records. */
export function figuresTable(o: Outcome): string {
  const lines = [
    `Load: ${o.seconds} s, two processes; calls per kind (2xx or 3xx / all):`,
    '',
    '| kind | calls | succeeded |',
    '|---|---:|---:|',
    ...KINDS.map((k) => `| ${k} | ${o.perKind[k].calls} | ${o.perKind[k].ok} |`),
    '',
    '| window | 2xx | 4xx | 5xx | no answer | recovery (s) | slowest kind |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...[...o.windows, o.steady].map(
      (w) =>
        `| ${w.name} | ${w.ok} | ${w.client} | ${w.server} | ${w.noAnswer} | ${w === o.steady ? '' : r1(w.recoveryS)} | ${w === o.steady ? '' : w.slowestKind} |`,
    ),
    '',
    '| failures in the windows (route, status) | count |',
    '|---|---:|',
    ...o.windows.flatMap((w) => Object.entries(w.failures).map(([route, n]) => `| ${w.name}: ${route} | ${n} |`)),
    '',
    '| writes | acknowledged | found |',
    '|---|---:|---:|',
    ...Object.entries(o.writes).map(([name, v]) => `| ${name} | ${v.acknowledged} | ${v.found} |`),
    '',
    `Chat messages received by the two tabs: ${o.received}, delivered twice: ${o.duplicates}. ` +
      `Stuck jobs: ${o.stuckJobs}; sprint messages sent: ${o.sprintsSent}, due and not sent: ${o.sprintsLate}. Faults survived: ${o.survived} of ${o.windows.length}.`,
  ];
  return lines.join('\n');
}
