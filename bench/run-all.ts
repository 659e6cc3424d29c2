import fs from 'node:fs';
import path from 'node:path';
import { benchAuthRoute } from './auth-route.bench.js';
import { ROOT } from './lib/child.js';
import { benchSignInJs } from './signin-js.bench.js';
import { benchStartup } from './startup.bench.js';

/** Runs every benchmark, prints the figures and writes them to docs/performance.md. */
const when = new Date().toISOString();
const route = await benchAuthRoute();
console.log('route', route);
const startup = await benchStartup();
console.log('startup', startup);
const signIn = await benchSignInJs();
console.log('sign-in page JS', signIn);

const md = `# Performance

Figures from \`npm run bench\` (bench/), each measured side by side with its baseline in the same run,
on the project's machine (2 cores). Latest run: ${when}.

## Authenticated route vs bare route

GET /api/profiles/{id} through the whole stack (token check, tenant transaction with row-level
security, policy, presenter, ETag) against a bare Fastify route running the same query on the same
${route.db} database; autocannon, 10 connections, ${process.env.BENCH_SECONDS ?? 8} s each.

| route | requests/s | p99 ms |
|---|---|---|
| bare Fastify + query | ${route.bare.rps} | ${route.bare.p99} |
| Stride /api/profiles/{id} | ${route.stride.rps} | ${route.stride.p99} |
| **ratio** | **${route.ratio}** | aim ≥ 0.70 |

## Start and memory

| figure | value |
|---|---|
| first start (empty data dir, migrations, demo seed) | ${startup.firstStartMs} ms |
| second start (data found again) | ${startup.secondStartMs} ms |
| idle memory (RSS, 5 s after start) | ${startup.idleRssMb} MB |

## Sign-in page JavaScript

Everything a browser loads from / until the sign-in form shows: ${signIn.files} script files,
${signIn.rawKb} KB raw, **${signIn.gzipKb} KB gzip** (aim < 200 KB).
`;
fs.writeFileSync(path.join(ROOT, 'docs/performance.md'), md);
console.log(md);
