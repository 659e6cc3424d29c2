import { createRequire } from 'node:module';
const dep = process.argv[2];
const before = process.memoryUsage().rss;
const t = performance.now();
await import(dep);
console.log(dep.padEnd(30), ((process.memoryUsage().rss - before) / 1e6).toFixed(0).padStart(4), 'MB', (performance.now() - t).toFixed(0).padStart(5), 'ms');
