/**
 * Child process of the notifications benchmark: the whole Stride server (PGlite) with
 * - an advisor of a practice with BENCH_PARTICIPANTS participants (200) and BENCH_NOTIFICATIONS notifications
 *   about them (20,000: one every 2 minutes back in time, a third unread), inserted by one statement;
 * - a second practice of BENCH_FANOUT advisors (500) and the colleague who shares with them, with access
 *   tokens signed with the provider's key (as its sign-in would);
 * and, on the next port, bare Fastify routes: GET /grouped runs the grouped list's statements for the same
 * advisor (the grouped page, the previews of its people, the unread count) on the same database, without
 * token, tenant transaction, row-level security, presenter or response schema; POST /fanout publishes a
 * `sharing.shared` event (a folder) for the second practice (500 notifications through the producers) and
 * POST /bare-emit emits a notification's payload to the same 500 user rooms (the socket layer alone).
 * Prints one JSON line when ready.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import fastify from 'fastify';
import type { JWK } from 'jose';
import { NOTIFICATION_NEW_EVENT, Role } from '@stride/contracts';
import { notifications } from '../../apps/server/src/modules/notifications/notifications.table.js';
import { previewRowsWhere } from '../../apps/server/src/modules/profiles/previews/previews.service.js';
import { presentPreview } from '../../apps/server/src/modules/profiles/profiles.presenter.js';
import { userRoom } from '../../apps/server/src/platform/realtime/rooms.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { signAdvisorTokens } from './access-tokens.js';
import { startStrideApp } from './stride-app.js';

const PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 200);
const COUNT = Number(process.env.BENCH_NOTIFICATIONS ?? 20_000);
const FANOUT = Number(process.env.BENCH_FANOUT ?? 500);
const { app, db, port, dataDir, signIn } = await startStrideApp({ defaultPort: 18780 });
const tenantId = 'default';
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const company = await buildCompany(db, tenantId);
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const token = await signIn(advisor);

/** `n` people of a role in a company, by two statements. */
async function people(n: number, roleId: number, companyId: number, advisorProfileId: number | null, tag: string) {
  await db.execute(sql`
    insert into users (tenant_id, email, role_id, last_login_at)
    select ${tenantId}, ${tag} || '.' || i || '@bench.example', ${roleId}, now() from generate_series(1, ${n}) as g(i)`);
  return rows<{ id: number; user_id: number; uuid: string; email: string }>(
    await db.execute(sql`
      insert into profiles (tenant_id, user_id, first_name, last_name, company_id, advisor_profile_id)
      select ${tenantId}, u.id, 'Bench', ${tag} || ' ' || u.id, ${companyId}, ${advisorProfileId}
      from users u where u.email like ${`${tag}.%@bench.example`}
      returning id, user_id, (select uuid from users where users.id = user_id)::text as uuid,
        (select email from users where users.id = user_id) as email`),
  );
}

const participants = await people(PARTICIPANTS, Role.Participant, company.id, advisor.profile.id, 'participant');
const ids = participants.map((p) => p.id);
await db.execute(sql`
  insert into ${notifications} (tenant_id, user_id, type, code, message, link_message, parameters, entity_profile_id,
    unread, created_at)
  select ${tenantId}, ${advisor.user.id},
    (array['ACTIVITIES', 'JOURNAL', 'SWAP', 'NEW_LOGIN'])[1 + i % 4],
    case when i % 4 = 3 then 'NEW_LOGIN_PARTICIPANT' end,
    'Bench participant ' || i || ' did something worth a look.',
    case when i % 2 = 0 then 'Open' end,
    jsonb_build_object('entityProfileId', p.id, 'journalDate', '2026-11-20'),
    p.id, i % 3 = 0, now() - make_interval(mins => i * 2)
  from generate_series(1, ${COUNT}) as g(i)
  cross join lateral (select (${`{${ids.join(',')}}`}::int[])[1 + i % ${PARTICIPANTS}] as id) p`);
await db.execute(sql`analyze ${notifications}`);

// The fan-out practice: its staff, and the colleague who shares with them.
const fanCompany = await buildCompany(db, tenantId);
const sharer = await buildPerson(db, { tenantId, roleId: Role.CompanyAdmin, companyId: fanCompany.id });
const staff = await people(FANOUT, Role.Advisor, fanCompany.id, null, 'staff');
const [secret] = rows<{ value: { signingKeys: JWK[] } }>(
  await db.execute(sql`select value from platform_secrets where name = 'auth'`),
);
const tokens = await signAdvisorTokens(secret!.value, staff, { origin: `http://localhost:${port}`, tenantId });

/** The grouped list's statements, bare: the same SQL the service runs (filter all), on the owner connection. */
async function bareGrouped() {
  const grouped = rows<Record<string, unknown> & { pid: number; unread_total: number }>(
    await db.execute(sql`
      with g as (
        select entity_profile_id as pid, count(*)::int as group_count,
               (count(*) filter (where unread))::int as group_unread, max(created_at) as newest
        from ${notifications}
        where tenant_id = ${tenantId} and user_id = ${advisor.user.id}
        group by entity_profile_id
      )
      select g.pid, g.group_count, g.group_unread, (select sum(group_unread) from g)::int as unread_total, n.*
      from g cross join lateral (
        select id, type, code, message, link_message, parameters, unread, resend_at, created_at
        from ${notifications}
        where tenant_id = ${tenantId} and user_id = ${advisor.user.id} and entity_profile_id = g.pid
        order by created_at desc nulls last, id desc nulls last limit 5
      ) n
      order by g.newest desc, g.pid, n.created_at desc, n.id desc`),
  );
  const pids = [...new Set(grouped.map((r) => r.pid))];
  const previews = await previewRowsWhere(db, tenantId, sql`true`, pids);
  return { unread: grouped[0]?.unread_total ?? 0, rows: grouped, previews: previews.map(presentPreview) };
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

let round = 0;
const bare = fastify();
bare.get('/grouped', () => bareGrouped());
bare.post('/fanout', async () => {
  await app.platform.events.publish({
    type: 'sharing.shared',
    tenantId,
    actorUserId: sharer.user.id,
    payload: {
      sharerUserId: sharer.user.id,
      companyId: fanCompany.id,
      subject: 'FOLDER',
      subjectId: 1,
      title: 'Bench folder',
    },
  });
  return { ok: true };
});
bare.post('/bare-emit', () => {
  round++;
  app.platform.realtime.emitMany(
    staff.map((p) => ({
      rooms: [userRoom(tenantId, p.uuid)],
      event: NOTIFICATION_NEW_EVENT,
      payload: {
        notification: {
          id: round,
          type: 'ROUTINE',
          code: 'ROUTINE_SHARED_FOLDER',
          message: 'Bench Sharer shared a folder of activities.',
          linkMessage: null,
          unread: true,
          createdDate: new Date().toISOString(),
          resendAt: null,
          parameters: { entityProfileId: sharer.profile.id, companyId: fanCompany.id },
        },
        unread: round,
      },
    })),
  );
  return { ok: true };
});
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const stride = `http://127.0.0.1:${port}`;
console.log(
  JSON.stringify({
    stride: `${stride}/api/notification-service/notifications-grouped`,
    socketUrl: stride,
    host: `localhost:${port}`,
    bare: `http://127.0.0.1:${port + 1}`,
    token,
    staffTokens: tokens,
    db: app.platform.database.kind,
    participants: PARTICIPANTS,
    notifications: COUNT,
  }),
);
