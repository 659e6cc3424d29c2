import { Session } from 'node:inspector/promises';
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 500 });
await s.post('Profiler.start');
process.env.BENCH_IMPORT_RUNS = '1';
const origLog = console.log;
console.log = async (...a: unknown[]) => {
  origLog(...a);
  const { profile } = await s.post('Profiler.stop');
  const self = new Map<string, number>(); const byFile = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas!; const samples = profile.samples!;
  for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]!)!; const f = n.callFrame.url.replace(/.*node_modules\//, '').split('/').slice(0, 2).join('/') || n.callFrame.functionName; const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + dt[i]!); byFile.set(f, (byFile.get(f) ?? 0) + dt[i]!); }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  origLog('total ms', Math.round(total / 1000));
  for (const [k, v] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, 15)) origLog('F', (v / total * 100).toFixed(1).padStart(5), k);
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 20)) origLog((v / total * 100).toFixed(1).padStart(5), k);
};
await import('../lib/import-run.js');
