import os from 'node:os';
import { startChild } from './lib/child.js';

interface Run {
  bareRowsPerSecond: number;
  importRowsPerSecond: number;
  importMs: number;
}

interface Result {
  db: string;
  rows: number;
  runs: Run[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/**
 * Participant import of 10,000 CSV rows through the real path (upload, stored file, job, batches with
 * audit and task progress) until the task has ended, against a bare multi-row INSERT of the same rows
 * on the same database; the median of the runs.
 */
export async function benchParticipantImport() {
  const { child, ready } = await startChild<Result>('bench/lib/import-run.ts');
  child.kill('SIGTERM');
  const bare = median(ready.runs.map((r) => r.bareRowsPerSecond));
  const job = median(ready.runs.map((r) => r.importRowsPerSecond));
  return {
    db: ready.db,
    rows: ready.rows,
    runs: ready.runs.length,
    bareRowsPerSecond: bare,
    importRowsPerSecond: job,
    importSeconds: Math.round(median(ready.runs.map((r) => r.importMs)) / 100) / 10,
    ratio: Math.round((job / bare) * 100) / 100,
    loadAverage: os.loadavg()[0]!.toFixed(1),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchParticipantImport(), null, 2));
}
