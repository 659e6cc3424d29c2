/**
 * Child process of the route benchmark: the whole Stride server on one port and, on another, a bare
 * Fastify route running the same profile query on the same database. Prints one JSON line when ready.
 */
import { eq } from 'drizzle-orm';
import fastify from 'fastify';
import { Role } from '@stride/contracts';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import { buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const { app, db, port, signIn } = await startStrideApp({ defaultPort: 18080 });
const person = await buildPerson(db, { tenantId: 'default', roleId: Role.Advisor });
const token = await signIn(person);

const bare = fastify();
bare.get('/profile/:id', async (req) => {
  const id = Number((req.params as { id: string }).id);
  const rows = await db
    .select({ profile: profiles, user: users })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(eq(profiles.id, id));
  return rows[0];
});
await bare.listen({ port: port + 1, host: '127.0.0.1' });
console.log(
  JSON.stringify({
    stride: `http://127.0.0.1:${port}/api/profiles/${person.profile.id}`,
    bare: `http://127.0.0.1:${port + 1}/profile/${person.profile.id}`,
    token,
    db: app.platform.database.kind,
  }),
);
