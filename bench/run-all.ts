import fs from 'node:fs';
import path from 'node:path';
import { benchAuthRoute } from './auth-route.bench.js';
import { benchCalendar, calendarMarkdown } from './calendar.bench.js';
import { benchJournal, journalMarkdown } from './journal.bench.js';
import { benchChat, chatMarkdown } from './chat.bench.js';
import { benchFirstScreenJs } from './first-screen-js.bench.js';
import { benchInsertMany } from './insert-many.bench.js';
import { ROOT } from './lib/child.js';
import { listRows } from './lib/latency.js';
import { benchLibraryList, libraryMarkdown } from './library-list.bench.js';
import { benchCourses, coursesMarkdown } from './courses.bench.js';
import { benchMediaUpload, uploadMarkdown } from './media-upload.bench.js';
import { benchNotificationsBoth, notificationsMarkdown } from './notifications-grouped.bench.js';
import { benchRoutines, routinesMarkdown } from './routines.bench.js';
import { benchParticipantImport } from './participant-import.bench.js';
import { benchParticipantList } from './participant-list.bench.js';
import { benchPublicScreenerBoth, publicScreenerMarkdown } from './public-screener.bench.js';
import { benchSignInJs } from './signin-js.bench.js';
import { benchSprints, sprintsMarkdown } from './sprints.bench.js';
import { benchStartup } from './startup.bench.js';
import { benchSwapsPdf, swapsPdfMarkdown } from './swaps-pdf.bench.js';

/** Runs every benchmark, prints the figures and writes them to docs/performance.md. */
const when = new Date().toISOString();
const route = await benchAuthRoute();
console.log('route', route);
const startup = await benchStartup();
console.log('startup', startup);
const inserts = await benchInsertMany();
console.log('insert many', JSON.stringify(inserts));
const signIn = await benchSignInJs();
console.log('sign-in page JS', signIn);
const firstScreen = await benchFirstScreenJs();
console.log('first screen JS', JSON.stringify(firstScreen));
const list = await benchParticipantList();
console.log('participant list', JSON.stringify(list));
const imports = await benchParticipantImport();
console.log('participant import', imports);
const upload = await benchMediaUpload();
console.log('media upload', JSON.stringify(upload));
const library = await benchLibraryList();
console.log('library list', JSON.stringify(library));
const chat = await benchChat();
console.log('chat', JSON.stringify(chat));
const notifications = await benchNotificationsBoth();
console.log('notifications', JSON.stringify(notifications));
const routines = await benchRoutines();
console.log('exercise library', JSON.stringify(routines));
const calendar = await benchCalendar();
console.log("participant's calendar", JSON.stringify(calendar));
const sprints = await benchSprints();
console.log('sprints sender', JSON.stringify(sprints));
const journal = await benchJournal();
console.log('journal', JSON.stringify(journal));
const swapsPdf = await benchSwapsPdf();
console.log('swaps pdf', JSON.stringify(swapsPdf));
const publicScreener = await benchPublicScreenerBoth();
console.log('public screener', JSON.stringify(publicScreener));
const courses = await benchCourses();
console.log('courses', JSON.stringify(courses));

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

| figure | npm start (bundled) | tsx (baseline) | aim |
|---|---|---|---|
| first start (empty data dir, migrations, demo seed) | ${startup.bundle.firstStartMs} ms | ${startup.tsx.firstStartMs} ms | < 5,000 ms |
| idle memory after it (RSS, 17 s after ready) | ${startup.bundle.firstIdleRssMb} MB | ${startup.tsx.firstIdleRssMb} MB | < 250 MB |
| second start (data found again) | ${startup.bundle.secondStartMs} ms | ${startup.tsx.secondStartMs} ms | |
| idle memory after it | ${startup.bundle.secondIdleRssMb} MB | ${startup.tsx.secondIdleRssMb} MB | < 250 MB |

## Many rows in one statement

The demo seed's largest insert (${inserts.rows} rows of ml_resources, returned): drizzle's \`insert().values()\`
${inserts.drizzleValuesMs} ms, \`insertMany\` (one JSON parameter) **${inserts.insertManyMs} ms** (medians, alternated).

## Sign-in page JavaScript

Everything a browser loads from / until the sign-in form shows: ${signIn.files} script files,
${signIn.rawKb} KB raw, **${signIn.gzipKb} KB gzip** (aim < 200 KB).

## First screen after sign-in

JavaScript from the sign-in form's submit until the participant list's first row shows, as the demo advisor
(English), the browser cache off (bench/first-screen-js.bench.ts): **${firstScreen.requests} script requests,
${firstScreen.gzipKb} KB gzip** (${firstScreen.rawKb} KB raw; ${firstScreen.localeRequests} of them strings), aim < 30 requests and < 250 KB gzip.
Heaviest: ${firstScreen.heaviest
  .slice(0, 4)
  .map((f) => `${f.file} ${f.gzipKb} KB`)
  .join(', ')}.
Before the language bundles and chunk groups (9b61637): 80 requests, 381 KB gzip, 12 of them locale files.

## Participant list

GET /api/participants, a page of 20 out of ${list.participants.toLocaleString('en-US')} participants of one tenant (and a fifth as many in
another), as an admin: plain (by last name) and searched and filtered
(\`search=ana&active=true&companyId=…\`: ${list.searchMatches} of them), through the whole stack against the list's own SQL
(queryParticipants) on a bare Fastify route, same ${list.db} database. Latency: one request at a time,
${process.env.BENCH_SAMPLES ?? 300} requests; throughput: autocannon, 10 connections, ${process.env.BENCH_SECONDS ?? 8} s.
Machine load average at the end: ${list.loadAverage}.

| page | path | p50 ms | p95 ms | p99 ms | requests/s | p99 ms, 10 connections |
|---|---|---|---|---|---|---|
${listRows('plain', list.plain)}
${listRows('search + filter', list.search)}

Aim: the route at ≥ 0.60 of the bare SQL's throughput, p99 < 50 ms.

## Participant import

${imports.rows.toLocaleString('en-US')} CSV rows through POST /api/participants/import (upload, stored file, job: read, check, batches of
500 with audit rows and task progress, ANALYZE) until the task has completed, against a bare multi-row INSERT of
the same rows (accounts, then profiles, one transaction) on the same ${imports.db} database; median of
${imports.runs} runs. Machine load average at the end: ${imports.loadAverage}.

| path | rows/s |
|---|---|
| bare multi-row INSERT | ${imports.bareRowsPerSecond} |
| Stride import (${imports.importSeconds} s) | **${imports.importRowsPerSecond}** (aim ≥ 2,000) |
| ratio | ${imports.ratio} |

Notes: on PGlite every request is serialised on one embedded connection, and the route's tenant transaction
adds BEGIN, the role and tenant settings and COMMIT to the single query of the bare route; across runs the ratio
moved between 0.60 and 0.70 on this shared machine. PostgreSQL (\`DATABASE_URL\`) is the path for load. Idle memory
is mostly PGlite's WebAssembly heap.

The participant list's cost is its SQL, not the stack: with 10 connections on PGlite's one connection a request
waits for the nine before it, so the p99 under load is about ten times one request's time (bare SQL alike);
the p99 of the aim is one request's. The plain page walks the last-name index for its 20 rows and counts the
tenant's participants apart: that count, a join of two 10,000-row scans, is most of its SQL time (no
index-only scan without VACUUM, which PGlite never runs by itself). A search cannot use an index under row-level
security (LIKE, ILIKE and strpos are not leakproof, so PostgreSQL will not evaluate them ahead of the tenant
policy, pg_trgm or not): it filters the rows the other, indexed, conditions select, on columns lower-cased once
when written (\`profiles.search_name\`, \`users.search_email\`) with strpos, which costs about half of ILIKE over
the concatenated names per row (same matches). The figures move a lot with the load of this shared machine.

## Media upload

${uploadMarkdown(upload)}

## Library listing

${libraryMarkdown(library)}

## Chat

${chatMarkdown(chat)}

## Notifications

${notificationsMarkdown(notifications)}

## Exercise library

${routinesMarkdown(routines)}

## Participant's calendar

${calendarMarkdown(calendar)}

## Sprints: the sender

${sprintsMarkdown(sprints)}

## Journal

${journalMarkdown(journal)}

## Swaps PDF

${swapsPdfMarkdown(swapsPdf)}

## Public screener

${publicScreenerMarkdown(publicScreener)}

## Courses

${coursesMarkdown(courses)}
`;
fs.writeFileSync(path.join(ROOT, 'docs/performance.md'), md);
console.log(md);
