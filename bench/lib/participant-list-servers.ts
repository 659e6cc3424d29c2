/**
 * Child process of the participant-list benchmark: the whole Stride server, 10,000 participants in one
 * tenant (and 2,000 in another), and, on the next port, a bare Fastify route running the list's own
 * SQL (queryParticipants) on the same database: no token, no tenant transaction or row-level security,
 * no lookup of the actor, no presenter or response schema. Prints one JSON line when ready.
 */
import fastify from 'fastify';
import { participantListQuerySchema, Role } from '@stride/contracts';
import { queryParticipants } from '../../apps/server/src/modules/participants/participants.queries.js';
import type { Actor } from '../../apps/server/src/platform/http/context.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { seedParticipants } from './participants-seed.js';
import { startStrideApp } from './stride-app.js';

const COUNT = Number(process.env.BENCH_PARTICIPANTS ?? 10_000);
const { app, db, port, signIn } = await startStrideApp({ defaultPort: 18380 });
const seeded = await seedParticipants(db, 'default', COUNT);
await seedParticipants(db, 'brain', COUNT / 5);
const admin = await buildPerson(db, { tenantId: 'default', roleId: Role.Admin });
const token = await signIn(admin);
const companyId = seeded.companyIds[2]!;

const actor: Actor = {
  userId: admin.user.id,
  profileId: admin.profile.id,
  uuid: admin.user.uuid,
  role: Role.Admin,
  email: admin.email,
  surveyAvailable: false,
  mainFolderId: null,
  surrogateActorUserId: null,
  companyId: null,
  advisorProfileId: null,
  consultantProfileId: null,
  surrogate: false,
};
const queries = {
  plain: participantListQuerySchema.parse({}),
  search: participantListQuerySchema.parse({ search: 'ana', active: 'true', companyId: String(companyId) }),
};

/** The route's own SQL (same page, same total) straight on the database, answered as the rows it gives. */
const bare = fastify();
for (const variant of ['plain', 'search'] as const) {
  bare.get(`/${variant}`, () => queryParticipants(db, 'default', actor, queries[variant]));
}
await bare.listen({ port: port + 1, host: '127.0.0.1' });
const stride = `http://127.0.0.1:${port}/api/participants`;
console.log(
  JSON.stringify({
    stride: {
      plain: `${stride}?page=1&perPage=20`,
      search: `${stride}?page=1&perPage=20&search=ana&active=true&companyId=${companyId}`,
    },
    bare: { plain: `http://127.0.0.1:${port + 1}/plain`, search: `http://127.0.0.1:${port + 1}/search` },
    token,
    db: app.platform.database.kind,
    participants: COUNT,
  }),
);
