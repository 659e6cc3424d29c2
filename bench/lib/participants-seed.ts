import { sql } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import { companies } from '../../apps/server/src/modules/companies/companies.table.js';
import { profiles, users } from '../../apps/server/src/modules/profiles/profiles.table.js';
import type { Db } from '../../apps/server/src/platform/db/client.js';

// Names chosen so that "ana" is in about a third of the people (first or last name), as in real lists.
const FIRST = [
  'Ana',
  'Mariana',
  'Juliana',
  'Diana',
  'Susana',
  'Luis',
  'Carlos',
  'Pedro',
  'Lucia',
  'Elena',
  'Sofia',
  'Marta',
  'Jorge',
  'Pablo',
  'Laura',
  'Irene',
  'Hugo',
  'Raul',
  'Nora',
  'Clara',
  'Tomas',
  'Ines',
  'Oscar',
  'Rosa',
];
const LAST = [
  'Ruiz',
  'Santana',
  'Fontana',
  'Garcia',
  'Lopez',
  'Martin',
  'Sanchez',
  'Perez',
  'Gomez',
  'Diaz',
  'Moreno',
  'Alonso',
  'Romero',
  'Navarro',
  'Torres',
  'Dominguez',
  'Vazquez',
  'Ramos',
  'Gil',
  'Serrano',
  'Blanco',
  'Molina',
  'Castro',
  'Ortega',
  'Rubio',
  'Marin',
  'Sanz',
  'Iglesias',
  'Medina',
  'Cortes',
];

export interface SeededTenant {
  companyIds: number[];
  advisorProfileIds: number[];
  consultantProfileIds: number[];
}

/** A deterministic person for index i: names, e-mail, activity. */
export function benchPerson(i: number) {
  const firstName = FIRST[(i * 7) % FIRST.length]!;
  const lastName = LAST[(i * 13) % LAST.length]!;
  return { firstName, lastName, email: `${firstName}.${lastName}.${i}@bench.example`.toLowerCase() };
}

/** Inserts accounts and their profiles in one statement each; the rows travel as one JSON parameter. */
async function insertPeople(
  db: Db,
  tenantId: TenantId,
  people: {
    email: string;
    roleId: number;
    isActive: boolean;
    daysAgo: number;
    signedInDaysAgo: number | null;
    firstName: string;
    lastName: string;
    companyId: number | null;
    advisorProfileId: number | null;
    consultantProfileId: number | null;
  }[],
): Promise<number[]> {
  const rows = JSON.stringify(people);
  await db.execute(sql`
    insert into ${users} (tenant_id, email, role_id, is_active, created_at, last_login_at, first_login_at)
    select ${tenantId}, p.email, p."roleId", p."isActive", now() - make_interval(days => p."daysAgo"),
      now() - make_interval(days => p."signedInDaysAgo"), now() - make_interval(days => p."signedInDaysAgo")
    from jsonb_to_recordset(${rows}::jsonb) as p(email text, "roleId" smallint, "isActive" boolean, "daysAgo" int, "signedInDaysAgo" int)`);
  const inserted = await db.execute(sql`
    insert into ${profiles} (tenant_id, user_id, first_name, last_name, company_id, advisor_profile_id, consultant_profile_id)
    select ${tenantId}, u.id, p."firstName", p."lastName", p."companyId", p."advisorProfileId", p."consultantProfileId"
    from jsonb_to_recordset(${rows}::jsonb)
      as p(email text, "firstName" text, "lastName" text, "companyId" int, "advisorProfileId" int, "consultantProfileId" int)
    join ${users} u on u.tenant_id = ${tenantId} and lower(u.email) = p.email
    returning id, (select email from ${users} where ${users.id} = user_id) as email`);
  const ids = new Map(
    (inserted as unknown as { rows: { id: number; email: string }[] }).rows.map((r) => [r.email, r.id]),
  );
  return people.map((p) => ids.get(p.email)!);
}

/**
 * `count` participants in one tenant, spread over 10 practices (3 advisors each; a few without an
 * advisor) and 4 consultants (direct-to-consumer, one in five); one in seven inactive, one in three
 * never signed in. Fast: a handful of multi-row statements, then ANALYZE.
 */
export async function seedParticipants(db: Db, tenantId: TenantId, count: number): Promise<SeededTenant> {
  const companyRows = await db
    .insert(companies)
    .values(Array.from({ length: 10 }, (_, i) => ({ tenantId, name: `Bench practice ${i + 1}` })))
    .returning({ id: companies.id });
  const companyIds = companyRows.map((c) => c.id);
  const staff = (roleId: number, n: number, companyOf: (i: number) => number | null, tag: string) =>
    Array.from({ length: n }, (_, i) => ({
      ...benchPerson(100_000 + i),
      email: `${tag}.${i}@bench.example`,
      roleId,
      isActive: true,
      daysAgo: 400,
      signedInDaysAgo: 1,
      companyId: companyOf(i),
      advisorProfileId: null,
      consultantProfileId: null,
    }));
  const advisorProfileIds = await insertPeople(
    db,
    tenantId,
    staff(Role.Advisor, 30, (i) => companyIds[i % 10]!, 'advisor'),
  );
  const consultantProfileIds = await insertPeople(
    db,
    tenantId,
    staff(Role.Consultant, 4, () => null, 'consultant'),
  );

  const CHUNK = 5000;
  for (let from = 0; from < count; from += CHUNK) {
    const people = Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) => {
      const i = from + k;
      const direct = i % 5 === 0;
      const company = companyIds[i % 10]!;
      return {
        ...benchPerson(i),
        roleId: Role.Participant,
        isActive: i % 7 !== 0,
        daysAgo: i % 365,
        signedInDaysAgo: i % 3 === 0 ? null : i % 60,
        companyId: direct ? null : company,
        advisorProfileId: direct || i % 11 === 0 ? null : advisorProfileIds[(i % 10) + 10 * (i % 3)]!,
        consultantProfileId: direct ? consultantProfileIds[i % 4]! : null,
      };
    });
    await insertPeople(db, tenantId, people);
  }
  await db.execute(sql`analyze ${users}, ${profiles}, ${companies}`);
  return { companyIds, advisorProfileIds, consultantProfileIds };
}
