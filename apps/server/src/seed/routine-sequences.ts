import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import { companies } from '../modules/companies/companies.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import { routineDefinitionFolders, routineDefinitions } from '../modules/routines/routines.table.js';
import { shares } from '../modules/sharing/sharing.table.js';
import { placeAssignedItems } from '../modules/routines/sequences/sequences.assign.js';
import { seedRoutineResults } from './routine-results.js';
import { routineAssignments, routineSequenceItems, routineSequences } from '../modules/routines/sequences.table.js';
import type { Db } from '../platform/db/client.js';
import { insertMany } from '../platform/db/insert-many.js';

const WORDING: Record<TenantId, string> = { default: 'Positive Actions', brain: 'Routines', performance: 'Routines' };

/** A day's items by definition title (exercises, circuits, activities of the starter library). */
type Plan = Record<number, string[]>;
interface RoutineSeed {
  title: string;
  days: number;
  plan: Plan;
}

/** Every `step` days from `first` to `days`, the same items. */
function every(first: number, step: number, days: number, items: string[]): Plan {
  const plan: Plan = {};
  for (let day = first; day <= days; day += step) plan[day] = items;
  return plan;
}
/** Weekdays of each week (1 = the routine's first day) with their items, for `weeks` weeks. */
function weekly(weeks: number, week: Record<number, string[]>): Plan {
  const plan: Plan = {};
  for (let w = 0; w < weeks; w++) for (const [d, items] of Object.entries(week)) plan[w * 7 + Number(d)] = items;
  return plan;
}

/**
 * Five routines of two to four weeks per tenant, built from the starter library (seed/routines.ts): three in
 * the platform's library, one in each of the first two practices' own, each in a folder of routines, so that
 * a practice's coach finds four in their library (issue 29: "4 routines per tenant"); each practice shares its
 * routine with the other, and the first practice keeps a folder of its own versions of three exercises, shared
 * with the second. Skipped when the tenant has routines.
 */
export async function seedRoutineSequences(db: Db, tenantId: TenantId): Promise<{ practiceRoutineId?: number }> {
  const [existing] = await db
    .select({ id: routineSequences.id })
    .from(routineSequences)
    .where(eq(routineSequences.tenantId, tenantId))
    .limit(1);
  if (existing) return {};
  const practices = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.tenantId, tenantId))
    .orderBy(asc(companies.id))
    .limit(2);
  const definitions = await db
    .select()
    .from(routineDefinitions)
    .where(and(eq(routineDefinitions.tenantId, tenantId), isNull(routineDefinitions.companyId)));
  if (practices.length < 2 || definitions.length === 0) return {};
  const staff = await db
    .select({ profileId: profiles.id, roleId: users.roleId, companyId: profiles.companyId })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), inArray(users.roleId, [Role.Owner, Role.CompanyAdmin])))
    .orderBy(asc(profiles.id));
  const owner = staff.find((s) => s.roleId === Role.Owner)?.profileId ?? null;
  const adminOf = (companyId: number) =>
    staff.find((s) => s.roleId === Role.CompanyAdmin && s.companyId === companyId)?.profileId ?? null;
  const [first, second] = [practices[0]!.id, practices[1]!.id];

  const words = WORDING[tenantId];
  const activities = definitions.filter((d) => d.kind === 'ACTIVITY').map((d) => d.title);
  const [walk, , , , calm] = activities;
  const routines: { library: number | null; folder: string; seed: RoutineSeed }[] = [
    {
      library: null,
      folder: `${words}: starter routines`,
      seed: {
        title: 'First two weeks',
        days: 14,
        plan: {
          ...every(1, 2, 14, ['Morning wake-up', walk!]),
          ...every(2, 2, 14, ['Hamstring stretch', 'Cat-cow', 'Box breathing']),
          7: [calm!],
          14: [calm!],
        },
      },
    },
    {
      library: null,
      folder: `${words}: starter routines`,
      seed: {
        title: 'Four weeks of strength',
        days: 28,
        plan: weekly(4, {
          1: ['Lower-body strength', 'Forearm plank'],
          3: ['Core builder', 'Glute bridge'],
          5: ['Lower-body strength', 'Side plank'],
          6: [walk!],
          7: ["Child's pose", 'Box breathing'],
        }),
      },
    },
    {
      library: first,
      folder: 'Back care',
      seed: {
        title: 'Back care, three weeks',
        days: 21,
        plan: weekly(3, {
          1: ['Cat-cow', 'Bird dog', 'Glute bridge'],
          3: ['Dead bug', 'Superman hold', "Child's pose"],
          5: ['Cat-cow', 'Bird dog', 'Hip flexor stretch'],
          7: [walk!],
        }),
      },
    },
    {
      library: second,
      folder: 'Falls prevention',
      seed: {
        title: 'Balance and falls prevention',
        days: 21,
        plan: weekly(3, {
          1: ['Balance and stability', 'Single-leg stand'],
          2: ['Heel-to-toe walk', 'Ankle circles'],
          4: ['Balance and stability', 'Sit-to-stand'],
          6: [walk!],
        }),
      },
    },
    // Last, so that the places above keep their indexes (the shares and the assignments below name them).
    {
      library: null,
      folder: `${words}: starter routines`,
      seed: {
        title: 'Two weeks of desk breaks',
        days: 14,
        plan: weekly(2, {
          1: ['Desk break', 'Hip flexor stretch'],
          2: ['Thoracic rotation', 'Chest opener'],
          3: ['Desk break', 'Standing quad stretch'],
          4: ['Neck rolls', 'Box breathing'],
          5: ['Desk break', 'Hamstring stretch'],
          6: [walk!],
        }),
      },
    },
  ];
  const byTitle = new Map(definitions.map((d) => [d.title, d]));

  return db.transaction(async (tx) => {
    const folderKeys = [...new Map(routines.map((r) => [`${r.library}|${r.folder}`, r])).values()];
    const folders = await tx
      .insert(routineDefinitionFolders)
      .values(
        folderKeys.map((r) => ({
          tenantId,
          companyId: r.library,
          holds: 'SEQUENCES' as const,
          title: r.folder,
          createdByProfileId: r.library === null ? owner : adminOf(r.library),
        })),
      )
      .returning();
    const sequences = await tx
      .insert(routineSequences)
      .values(
        routines.map((r) => ({
          tenantId,
          companyId: r.library,
          folderId: folders.find((f) => f.companyId === r.library && f.title === r.folder)!.id,
          title: r.seed.title,
          days: r.seed.days,
          createdByProfileId: r.library === null ? owner : adminOf(r.library),
        })),
      )
      .returning();
    await insertMany(
      tx,
      routineSequenceItems,
      routines.flatMap((r, i) =>
        Object.entries(r.seed.plan).flatMap(([day, titles]) =>
          titles.map((title, position) => {
            const d = byTitle.get(title);
            if (!d) throw new Error(`seed: no definition "${title}" in ${tenantId}'s starter library`);
            return {
              tenantId,
              sequenceId: sequences[i]!.id,
              day: Number(day),
              position,
              kind: d.kind,
              definitionId: d.id,
            };
          }),
        ),
      ),
    );

    // The first practice's own versions of three exercises, in a folder shared with the second practice; the
    // second's of two, each shared with the first.
    const [favourites] = await tx
      .insert(routineDefinitionFolders)
      .values({ tenantId, companyId: first, title: 'Our favourite exercises', createdByProfileId: adminOf(first) })
      .returning();
    const versions: [string, string, Partial<typeof routineDefinitions.$inferInsert>, number][] = [
      [
        'Sit-to-stand',
        'Sit-to-stand, slow lowering',
        { repetitions: 8, description: 'Stand up in one second, sit down in four. Arms crossed on the chest.' },
        first,
      ],
      [
        'Wall push-up',
        'Wall push-up, narrow hands',
        { repetitions: 12, description: 'Hands under the shoulders, elbows close to the body.' },
        first,
      ],
      [
        'Single-leg stand',
        'Single-leg stand, eyes closed',
        { timeSeconds: 20, description: 'Near a wall or a chair; open the eyes whenever you need to.' },
        first,
      ],
      [
        'Heel-to-toe walk',
        'Heel-to-toe walk, eyes on a target',
        { description: 'Fix your eyes on a point at eye level ahead; walk ten steps, turn, walk back.' },
        second,
      ],
      [
        'Calf raise',
        'Calf raise on a step',
        {
          repetitions: 12,
          description: 'Heels off the edge of a stair, a hand on the rail; lower slowly below the step.',
        },
        second,
      ],
    ];
    const copies = await tx
      .insert(routineDefinitions)
      .values(
        versions.map(([source, title, changes, library]) => {
          const {
            id: _id,
            searchTitle: _s,
            createdAt: _c,
            updatedAt: _u,
            version: _v,
            ...fields
          } = byTitle.get(source)!;
          return {
            ...fields,
            ...changes,
            companyId: library,
            folderId: library === first ? favourites!.id : null,
            title,
            createdByProfileId: adminOf(library),
          };
        }),
      )
      .returning({ id: routineDefinitions.id });

    const share = (subject: 'SEQUENCE' | 'FOLDER' | 'DEFINITION', subjectId: number, from: number, to: number) => ({
      tenantId,
      subject,
      subjectId,
      fromCompanyId: from,
      toCompanyId: to,
      sharedByProfileId: adminOf(from),
    });
    await tx
      .insert(shares)
      .values([
        share('SEQUENCE', sequences[2]!.id, first, second),
        share('SEQUENCE', sequences[3]!.id, second, first),
        share('FOLDER', favourites!.id, first, second),
        share('DEFINITION', copies[0]!.id, first, second),
        share('DEFINITION', copies[3]!.id, second, first),
        share('DEFINITION', copies[4]!.id, second, first),
      ]);

    // The routines on participants' calendars, covering the last four weeks and the next two: the first
    // practice's (21 days) to the demo advisor's first ten participants (the demo participant among them),
    // assigned twice in a row from four weeks ago; a starter routine (14 days) to four of the second
    // practice's, three times in a row. What they did of the past weeks: seed/routine-results.ts.
    const advisorsParticipants = async (email: string, limit: number) =>
      tx
        .select({ id: profiles.id })
        .from(profiles)
        .where(
          and(
            eq(profiles.tenantId, tenantId),
            eq(
              profiles.advisorProfileId,
              tx
                .select({ id: profiles.id })
                .from(profiles)
                .innerJoin(users, eq(users.id, profiles.userId))
                .where(and(eq(profiles.tenantId, tenantId), eq(users.email, email))),
            ),
          ),
        )
        .orderBy(asc(profiles.id))
        .limit(limit);
    const today = new Date().toISOString().slice(0, 10);
    const daysAgo = (n: number) =>
      new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const plans = [
      {
        sequence: sequences[2]!,
        participants: await advisorsParticipants(`advisor@${tenantId}.example`, 10),
        starts: [daysAgo(28), daysAgo(7)],
      },
      {
        sequence: sequences[0]!,
        participants: await advisorsParticipants(`advisor3@${tenantId}.example`, 4),
        starts: [daysAgo(28), daysAgo(14), daysAgo(0)],
      },
    ];
    const assignments = await tx
      .insert(routineAssignments)
      .values(
        plans.flatMap((plan) =>
          plan.starts.flatMap((startDate) =>
            plan.participants.map((p) => ({
              tenantId,
              sequenceId: plan.sequence.id,
              participantProfileId: p.id,
              startDate,
              assignedByProfileId: plan.sequence.createdByProfileId,
            })),
          ),
        ),
      )
      .returning({ id: routineAssignments.id });
    await placeAssignedItems(
      tx,
      tenantId,
      assignments.map((a) => a.id),
      adminOf(first),
    );
    await seedRoutineResults(
      tx,
      tenantId,
      plans.flatMap((plan) => plan.participants.map((p) => p.id)),
      { from: daysAgo(28), today },
    );
    return { practiceRoutineId: sequences[2]!.id };
  });
}
