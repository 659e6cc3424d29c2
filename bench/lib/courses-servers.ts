/**
 * Child process of the courses benchmark: the whole Stride server with BENCH_COURSES library courses
 * (2,000 by default, five steps each, by twenty authors of two practices; one multi-row INSERT each) and
 * a participant with a 30-step course (half of it done), and, on the next port, a bare Fastify route
 * running plain SQL for the same answers on the same database (a page of 20 library courses with their
 * step and participant counts; the course, its steps and the participant's done steps): no token, no
 * tenant transaction or row-level security, no actor, no presenter or response schema. Prints one JSON
 * line when ready.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import { Role } from '@stride/contracts';
import {
  courseAssignments,
  courseDefinitions,
  courseStepProgress,
  courseSteps,
} from '../../apps/server/src/modules/courses/courses.table.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const COUNT = Number(process.env.BENCH_COURSES ?? 2000);
const STEPS = 30;
const PER_PAGE = 20;
const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18780 });
const tenantId = 'default';
const [c1, c2] = [await buildCompany(db, tenantId), await buildCompany(db, tenantId)];
const authors = [];
for (let i = 0; i < 20; i++) {
  authors.push(await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: (i % 2 ? c2 : c1).id }));
}
const advisor = authors[0]!;
const participant = await buildPerson(db, {
  tenantId,
  roleId: Role.Participant,
  companyId: c1.id,
  advisorProfileId: advisor.profile.id,
});
const staffToken = await signIn(authors[1]!);
const participantToken = await signIn(participant);
const stride = `http://127.0.0.1:${port}`;

const authorRows = sql.join(
  authors.map((a) => sql`(${a.profile.id}::int, ${a.user.id}::int, ${a.profile.companyId}::int)`),
  sql`, `,
);
await db.execute(sql`
  with a as (select row_number() over () - 1 as k, * from (values ${authorRows}) as v(profile_id, user_id, company_id))
  insert into ${courseDefinitions} (tenant_id, company_id, author_profile_id, author_user_id, title, description,
    visibility_status, created_at, updated_at)
  select ${tenantId}, a.company_id, a.profile_id, a.user_id,
    (array['Sleep hygiene', 'Walking plan', 'Mindful eating', 'Breathing for stress', 'Strength basics'])[1 + i % 5] || ' ' || i,
    'A course of the benchmark, number ' || i, 'ALL', now() - make_interval(mins => i), now() - make_interval(mins => i)
  from generate_series(1, ${COUNT}) as g(i) join a on a.k = i % 20`);
await db.execute(sql`
  insert into ${courseSteps} (tenant_id, course_id, position, title, description)
  select ${tenantId}, c.id, s, 'Step ' || (s + 1), 'What to do in step ' || (s + 1) || '.'
  from ${courseDefinitions} c cross join generate_series(0, 4) as s`);

// The participant's course: 30 steps, assigned, the first 15 done.
const [course] = await db
  .insert(courseDefinitions)
  .values({
    tenantId,
    companyId: c1.id,
    authorProfileId: advisor.profile.id,
    authorUserId: advisor.user.id,
    title: 'Thirty days of small habits',
    description: 'One small habit a day.',
    visibilityStatus: 'PRIVATE',
  })
  .returning();
const steps = await db
  .insert(courseSteps)
  .values(
    Array.from({ length: STEPS }, (_, i) => ({
      tenantId,
      courseId: course!.id,
      position: i,
      title: `Day ${i + 1}`,
      description: `**Day ${i + 1}**: a small habit.\n\n- Do it once.\n- Tell your advisor.`,
    })),
  )
  .returning();
const [assignment] = await db
  .insert(courseAssignments)
  .values({ tenantId, courseId: course!.id, participantUserId: participant.user.id, startedAt: new Date() })
  .returning();
await db
  .insert(courseStepProgress)
  .values(steps.slice(0, 15).map((s) => ({ tenantId, assignmentId: assignment!.id, stepId: s.id })));
await db.execute(sql`analyze ${courseDefinitions}, ${courseSteps}, ${courseAssignments}, ${courseStepProgress}`);

const rows = (r: unknown) => (r as { rows: unknown[] }).rows;

/** A page of the library, newest first, with its counts (the bare baseline of the list). */
async function bareLibrary() {
  const total = rows(
    await db.execute(sql`select count(*)::int as n from ${courseDefinitions}
      where tenant_id = ${tenantId} and visibility_status = 'ALL'`),
  );
  const page = rows(
    await db.execute(sql`
      select c.*, (select count(*) from ${courseSteps} s where s.course_id = c.id)::int as step_count,
        (select count(*) from ${courseAssignments} x where x.course_id = c.id)::int as participants
      from ${courseDefinitions} c
      where c.tenant_id = ${tenantId} and c.visibility_status = 'ALL'
      order by c.updated_at desc, c.id desc limit ${PER_PAGE}`),
  );
  return { content: page, _meta: { totalCount: (total[0] as { n: number }).n, perPage: PER_PAGE, currentPage: 1 } };
}

/** The participant's course: the course, its steps in order, each with done (the bare baseline). */
async function bareCourse() {
  const head = rows(
    await db.execute(sql`select c.*, x.assigned_at, x.completed_at from ${courseDefinitions} c
      join ${courseAssignments} x on x.course_id = c.id and x.participant_user_id = ${participant.user.id}
      where c.tenant_id = ${tenantId} and c.id = ${course!.id}`),
  );
  const content = rows(
    await db.execute(sql`select s.*, p.done_at from ${courseSteps} s
      left join ${courseStepProgress} p on p.step_id = s.id and p.assignment_id = ${assignment!.id}
      where s.course_id = ${course!.id} order by s.position`),
  );
  return { course: head[0], content };
}

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
bare.get('/library', () => bareLibrary());
bare.get('/course', () => bareCourse());
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: {
      library: `${stride}/api/course-definitions?library=true&page=1&perPage=${PER_PAGE}`,
      course: `${stride}/api/participants/${participant.user.id}/courses/${course!.id}/steps`,
    },
    bare: { library: `http://127.0.0.1:${port + 1}/library`, course: `http://127.0.0.1:${port + 1}/course` },
    tokens: { library: staffToken, course: participantToken },
    db: app.platform.database.kind,
    courses: COUNT,
    steps: STEPS,
  }),
);
