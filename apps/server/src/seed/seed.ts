import { count } from 'drizzle-orm';
import { Role, TENANT_IDS, type RoleId, type TenantId } from '@stride/contracts';
import { companies } from '../modules/companies/companies.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import { programs, profilePrograms } from '../modules/programs/programs.table.js';
import { hashPassword } from '../platform/auth/passwords.js';
import { insertMany } from '../platform/db/insert-many.js';
import type { Db } from '../platform/db/client.js';
import type { Platform } from '../platform/platform.js';
import { timed } from '../platform/timed.js';
import { seedNotifications } from './notifications.js';
import { seedLibrary } from './library.js';
import { seedRoutineSequences } from './routine-sequences.js';
import { seedRoutines } from './routines.js';
import { seedSprints } from './sprints.js';
import { seedJournal } from './journal.js';
import { seedSurveys } from './surveys.js';
import { seedPageViews } from './page-views.js';
import { alignSignIns } from './sign-ins.js';
import { seedCourses } from './courses.js';
import { seedSwaps } from './swaps.js';
import { demoPerson, demoStaffPerson, slug, type DemoPerson } from './people.js';
import { TENANT_SEEDS } from './tenants.js';

export const DEMO_PASSWORD = 'stride-demo';
const SEED_LOCK = 73_550_002;
const PARTICIPANTS_PER_TENANT = 64;
const COMPANY_PARTICIPANTS = 40;

interface PersonSeed extends DemoPerson {
  email: string;
  roleId: RoleId;
  companyIndex: number | null;
  advisorKey?: string;
  consultantKey?: string;
  flags?: Partial<Record<'journalAvailable' | 'swapAvailable' | 'smartSurveyAvailable' | 'surveyAvailable', boolean>>;
  key?: string;
  account?: AccountHistory;
}

interface AccountHistory {
  isActive: boolean;
  createdAt: Date;
  firstLoginAt: Date | null;
  lastLoginAt: Date | null;
}

const DAY_MS = 24 * 3_600_000;

/**
 * Sign-in history for the dashboards: new and long-standing participants, recent and quiet
 * sign-ins, some who never signed in and a few inactive ones; deterministic, relative to now.
 * The demo participant (i = 0) stays active.
 */
function accountHistory(i: number): AccountHistory {
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
  const [created, first, last] = (
    [
      [3, null, null],
      [2, 1, 1],
      [200, 190, 0.1],
      [100, 95, 20],
      [300, 290, 3],
      [60, null, null],
      [400, 380, 45],
      [20, 19, 0.2],
    ] as const
  )[i % 8]!;
  return {
    isActive: i % 13 !== 12,
    createdAt: ago(created),
    firstLoginAt: first === null ? null : ago(first),
    lastLoginAt: last === null ? null : ago(last),
  };
}

/** The demo accounts (docs/architecture.md, "Conventions"): `<role>@<tenant>.example`, all in the first company where they belong to one. */
function staffOf(tenantId: TenantId): PersonSeed[] {
  const at = `@${tenantId}.example`;
  // Staff work in English, the portal's complete language; Spanish is for participants who ask for it. Their
  // names are from lists of their own: none is a participant's name.
  const p = (n: number): DemoPerson => demoStaffPerson(n, tenantId.length);
  return [
    { ...p(1), email: `owner${at}`, roleId: Role.Owner, companyIndex: null },
    { ...p(2), email: `admin${at}`, roleId: Role.Admin, companyIndex: null },
    { ...p(3), email: `consultant${at}`, roleId: Role.Consultant, companyIndex: null, key: 'consultant' },
    { ...p(4), email: `consultant2${at}`, roleId: Role.Consultant, companyIndex: null, key: 'consultant2' },
    { ...p(5), email: `companyadmin${at}`, roleId: Role.CompanyAdmin, companyIndex: 0 },
    { ...p(6), email: `advisor${at}`, roleId: Role.Advisor, companyIndex: 0, key: 'advisor-0-0' },
    { ...p(7), email: `advisor2${at}`, roleId: Role.Advisor, companyIndex: 0, key: 'advisor-0-1' },
    { ...p(8), email: `team${at}`, roleId: Role.TeamMember, companyIndex: 0 },
    { ...p(9), email: `companyadmin2${at}`, roleId: Role.CompanyAdmin, companyIndex: 1 },
    { ...p(10), email: `advisor3${at}`, roleId: Role.Advisor, companyIndex: 1, key: 'advisor-1-0' },
    { ...p(11), email: `advisor4${at}`, roleId: Role.Advisor, companyIndex: 1, key: 'advisor-1-1' },
    { ...p(12), email: `team2${at}`, roleId: Role.TeamMember, companyIndex: 1 },
  ];
}

function participantsOf(tenantId: TenantId): PersonSeed[] {
  const brain = tenantId === 'brain';
  return Array.from({ length: PARTICIPANTS_PER_TENANT }, (_, i) => {
    const person = demoPerson(i + 20, tenantId.length * 5);
    const inCompany = i < COMPANY_PARTICIPANTS;
    const companyIndex = inCompany ? i % 2 : null;
    const demo = i === 0;
    return {
      ...person,
      language: demo ? 'en' : person.language,
      email: demo
        ? `participant@${tenantId}.example`
        : `${slug(person.firstName)}.${slug(person.lastName)}${i}@mail.example`,
      roleId: Role.Participant,
      companyIndex,
      advisorKey: inCompany ? `advisor-${companyIndex}-${Math.floor(i / 2) % 2}` : undefined,
      consultantKey: inCompany ? undefined : i % 2 === 0 ? 'consultant' : 'consultant2',
      account: accountHistory(i),
      flags: {
        journalAvailable: demo || i % 3 !== 0,
        swapAvailable: demo || i % 2 === 0,
        smartSurveyAvailable: demo || i % 2 === 0,
        surveyAvailable: brain && (demo || i % 3 === 0),
      },
    };
  });
}

async function insertPeople(
  tx: Db,
  tenantId: TenantId,
  people: PersonSeed[],
  passwordHash: string,
  companyIds: number[],
  profileIdByKey: Map<string, number>,
): Promise<{ userId: number; profileId: number; seed: PersonSeed }[]> {
  const userRows = await insertMany(
    tx,
    users,
    // Every demo person has a password, as if set through their welcome link: their address is proven.
    people.map((p) => ({
      tenantId,
      email: p.email,
      passwordHash,
      emailConfirmedAt: new Date(),
      roleId: p.roleId,
      ...p.account,
    })),
    { id: users.id },
  );
  const profileRows = await insertMany(
    tx,
    profiles,
    people.map((p, i) => ({
      tenantId,
      userId: userRows[i]!.id,
      firstName: p.firstName,
      lastName: p.lastName,
      language: p.language,
      companyId: p.companyIndex === null ? null : companyIds[p.companyIndex]!,
      advisorProfileId: p.advisorKey ? profileIdByKey.get(p.advisorKey)! : null,
      consultantProfileId: p.consultantKey ? profileIdByKey.get(p.consultantKey)! : null,
      surveyAvailable: p.roleId === Role.Participant ? Boolean(p.flags?.surveyAvailable) : tenantId === 'brain',
      journalAvailable: Boolean(p.flags?.journalAvailable),
      swapAvailable: Boolean(p.flags?.swapAvailable),
      smartSurveyAvailable: Boolean(p.flags?.smartSurveyAvailable),
    })),
    { id: profiles.id },
  );
  return people.map((seed, i) => ({ userId: userRows[i]!.id, profileId: profileRows[i]!.id, seed }));
}

async function seedTenant(db: Db, tenantId: TenantId, passwordHash: string): Promise<void> {
  const spec = TENANT_SEEDS[tenantId];
  const brain = tenantId === 'brain';
  await db.transaction(async (tx) => {
    const companyRows = await tx
      .insert(companies)
      .values(
        spec.companies.map((c) => ({
          tenantId,
          name: c.name,
          journalAvailable: true,
          swapAvailable: true,
          smartSurveyAvailable: true,
          surveyAvailable: brain,
        })),
      )
      .returning({ id: companies.id });
    const companyIds = companyRows.map((c) => c.id);
    const programRows = await tx
      .insert(programs)
      .values(spec.companies.flatMap((c, i) => c.programs.map((p) => ({ tenantId, companyId: companyIds[i]!, ...p }))))
      .returning({ id: programs.id, companyId: programs.companyId });

    const keys = new Map<string, number>();
    const staff = await insertPeople(tx, tenantId, staffOf(tenantId), passwordHash, companyIds, keys);
    for (const s of staff) if (s.seed.key) keys.set(s.seed.key, s.profileId);
    const participants = await insertPeople(tx, tenantId, participantsOf(tenantId), passwordHash, companyIds, keys);

    const assignments = participants.flatMap((p, i) => {
      if (p.seed.companyIndex === null) return [];
      const options = programRows.filter((r) => r.companyId === companyIds[p.seed.companyIndex!]);
      return [{ tenantId, profileId: p.profileId, programId: options[i % options.length]!.id }];
    });
    if (assignments.length) await tx.insert(profilePrograms).values(assignments);

    await seedNotifications(
      tx,
      tenantId,
      staff
        .filter((s) => s.seed.key?.startsWith('advisor-'))
        .map((s) => ({
          userId: s.userId,
          participants: participants
            .filter((p) => p.seed.advisorKey === s.seed.key)
            .map((p) => ({
              userId: p.userId,
              profileId: p.profileId,
              firstName: p.seed.firstName,
              lastName: p.seed.lastName,
            })),
        })),
    );
  });
}

/** The three tenants' demo data, in one batch of inserts per table and tenant. */
export async function seedDemo(db: Db): Promise<void> {
  // One hash for every demo account: they share one published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const tenantId of TENANT_IDS) await seedTenant(db, tenantId, passwordHash);
}

/** First start on an empty embedded database seeds the demo (not with DATABASE_URL, not with SEED=none). */
export async function seedIfEmpty(platform: Platform, opts: { force?: boolean } = {}): Promise<boolean> {
  const { config, database, log } = platform;
  if (!opts.force && (config.DATABASE_URL || config.SEED === 'none')) return false;
  return database.withLock(SEED_LOCK, async (db) => {
    const [row] = await db.select({ n: count() }).from(users);
    if ((row?.n ?? 0) > 0) return false;
    // Each part's time, all tenants together (the log line of a first start): what to look at when the start slows.
    const took: Record<string, number> = {};
    const part = (name: string, work: () => Promise<unknown>) => timed(took, name, work);
    await part('people', () => seedDemo(db));
    for (const tenantId of TENANT_IDS) {
      await part('library', () => seedLibrary(platform, tenantId));
      // The exercise library pictures its exercises with the library's demo files.
      await part('routines', () => seedRoutines(platform, tenantId));
      await part('routineSequences', () => seedRoutineSequences(platform.db, tenantId));
      await part('sprints', () => seedSprints(platform.db, tenantId));
      await part('journal', () => seedJournal(platform.db, tenantId));
      await part('swaps', () => seedSwaps(platform.db, tenantId));
      await part('surveys', () => seedSurveys(platform.db, tenantId));
      await part('courses', () => seedCourses(platform.db, tenantId));
      await part('signIns', () => alignSignIns(platform.db, tenantId));
      await part('pageViews', () => seedPageViews(platform.db, tenantId));
    }
    log.info({ tookMs: took }, 'demo data seeded');
    return true;
  });
}
