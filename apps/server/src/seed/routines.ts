import { and, asc, eq, inArray } from 'drizzle-orm';
import { Role, type CollectField, type TenantId } from '@stride/contracts';
import { mlResources } from '../modules/library/library.table.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import {
  routineDefinitionFolders,
  routineDefinitions,
  routineSeriesExercises,
} from '../modules/routines/routines.table.js';
import type { Platform } from '../platform/platform.js';
import { clipTitle } from './demo-files.js';
import { starterTranslations } from './routines.es.js';

/** What each tenant calls its routines (spec 000: the default tenant says Positive Actions). */
const WORDING: Record<TenantId, string> = { default: 'Positive Actions', brain: 'Routines', performance: 'Routines' };

type Group = 'Strength' | 'Mobility' | 'Cardio and balance';
/** Which seeded library file shows an exercise of each group that has no drawing of its own. */
const PICTURE: Record<Group, string[]> = {
  Strength: ['Warm-up routine', 'Morning stretch'],
  Mobility: ['Morning stretch'],
  'Cardio and balance': ['Warm-up routine', 'Breathing rhythm'],
};

interface ExerciseSeed {
  title: string;
  group: Group;
  description: string;
  repetitions?: number;
  series?: number;
  time?: number;
  rest?: number;
  collect: CollectField[];
}

const reps = (title: string, group: Group, description: string, repetitions: number, series = 3): ExerciseSeed => ({
  title,
  group,
  description,
  repetitions,
  series,
  rest: 60,
  collect: ['REPETITIONS', 'SERIES'],
});
const hold = (title: string, group: Group, description: string, time: number, series = 2): ExerciseSeed => ({
  title,
  group,
  description,
  time,
  series,
  rest: 30,
  collect: ['TIME'],
});

/** Thirty everyday exercises, plausible for a practice's participants. */
const EXERCISES: ExerciseSeed[] = [
  reps('Bodyweight squat', 'Strength', 'Feet shoulder-width apart, sit back as into a chair, knees over toes.', 12),
  reps('Wall push-up', 'Strength', 'Hands on the wall at chest height; lower the chest, then press away.', 10),
  reps('Glute bridge', 'Strength', 'Lying on your back, knees bent: lift the hips until the body is straight.', 12),
  reps('Reverse lunge', 'Strength', 'Step back and lower the back knee towards the floor; alternate legs.', 8),
  reps('Step-up', 'Strength', 'Step onto a stable stair with the whole foot; hold a rail if needed.', 10),
  reps('Calf raise', 'Strength', 'Rise onto the balls of the feet, pause, lower slowly.', 15),
  hold('Forearm plank', 'Strength', 'Elbows under shoulders, body in one line from head to heels.', 30),
  hold('Side plank', 'Strength', 'On one forearm, hips lifted; knees down to make it easier.', 20),
  reps('Bird dog', 'Strength', 'On hands and knees, reach the opposite arm and leg; keep the back still.', 8),
  reps('Dead bug', 'Strength', 'On your back, arms up: lower the opposite arm and leg slowly.', 8),
  reps('Sit-to-stand', 'Strength', 'From a chair, stand up without using the hands, then sit down slowly.', 10),
  hold('Superman hold', 'Strength', 'Lying face down, lift arms and legs a little off the floor.', 15),
  hold('Hamstring stretch', 'Mobility', 'Heel on a low step, lean forward from the hips with a straight back.', 30),
  hold('Standing quad stretch', 'Mobility', 'Hold one ankle behind you, knees together, hips forward.', 30),
  hold('Hip flexor stretch', 'Mobility', 'Half-kneeling, tuck the pelvis and shift forward gently.', 30),
  hold('Chest opener', 'Mobility', 'Hands clasped behind the back, lift the chest and squeeze the shoulders.', 20),
  reps('Cat-cow', 'Mobility', 'On hands and knees, round the back then arch it, with the breath.', 10, 2),
  hold("Child's pose", 'Mobility', 'Knees wide, sit back onto the heels and reach the arms forward.', 45, 1),
  reps('Neck rolls', 'Mobility', 'Slow half circles of the head from shoulder to shoulder.', 6, 1),
  reps('Shoulder rolls', 'Mobility', 'Roll the shoulders up, back and down; then the other way.', 10, 2),
  reps('Ankle circles', 'Mobility', 'Seated, draw circles with each foot in both directions.', 10, 1),
  reps('Thoracic rotation', 'Mobility', 'Seated tall, arms crossed, turn the upper body side to side.', 8, 2),
  hold('Marching in place', 'Cardio and balance', 'Lift the knees to hip height, swing the arms.', 120, 1),
  reps(
    'Jumping jacks',
    'Cardio and balance',
    'Jump feet apart with arms overhead; step instead of jumping if needed.',
    20,
  ),
  hold('High knees', 'Cardio and balance', 'Run on the spot bringing the knees up; stay light on the feet.', 30),
  hold('Single-leg stand', 'Cardio and balance', 'Stand on one leg near a wall; switch legs.', 30),
  reps('Heel-to-toe walk', 'Cardio and balance', 'Walk in a straight line, heel touching the other toe.', 20, 2),
  hold('Box breathing', 'Cardio and balance', 'Breathe in for 4, hold 4, out 4, hold 4.', 120, 1),
  reps('Arm circles', 'Cardio and balance', 'Arms out to the sides, small circles growing bigger.', 15, 2),
  hold('Mountain climbers', 'Cardio and balance', 'From a high plank, drive the knees in turn towards the chest.', 30),
];

/** Five circuits made of those exercises, in order. */
const CIRCUITS: { title: string; description: string; series: number; exercises: string[] }[] = [
  {
    title: 'Morning wake-up',
    description: 'Ten gentle minutes to start the day.',
    series: 2,
    exercises: ['Cat-cow', 'Shoulder rolls', 'Marching in place', 'Arm circles'],
  },
  {
    title: 'Core builder',
    description: 'A steady core for posture and balance.',
    series: 3,
    exercises: ['Forearm plank', 'Dead bug', 'Bird dog', 'Side plank'],
  },
  {
    title: 'Lower-body strength',
    description: 'Legs and hips, with rest between rounds.',
    series: 3,
    exercises: ['Bodyweight squat', 'Reverse lunge', 'Glute bridge', 'Calf raise'],
  },
  {
    title: 'Balance and stability',
    description: 'Fewer falls, more confidence on your feet.',
    series: 2,
    exercises: ['Single-leg stand', 'Heel-to-toe walk', 'Sit-to-stand'],
  },
  {
    title: 'Desk break',
    description: 'Undo an hour of sitting in five minutes.',
    series: 1,
    exercises: ['Neck rolls', 'Chest opener', 'Thoracic rotation', 'Shoulder rolls'],
  },
];

interface ActivitySeed {
  title: string;
  description: string;
  time: number;
  distance?: number;
  collect: CollectField[];
}

/** Five activities per tenant, in its own field. */
const ACTIVITIES: Record<TenantId, ActivitySeed[]> = {
  default: [
    {
      title: 'Brisk walk',
      description: 'Walk fast enough to talk but not sing.',
      time: 1800,
      distance: 3000,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Easy bike ride',
      description: 'Flat route, steady pace.',
      time: 2700,
      distance: 10000,
      collect: ['TIME', 'DISTANCE'],
    },
    { title: 'Swimming', description: 'Any stroke, rest at the wall when needed.', time: 1800, collect: ['TIME'] },
    { title: 'Gentle yoga class', description: 'A beginners class or a video at home.', time: 3600, collect: ['TIME'] },
    {
      title: 'Gardening',
      description: 'Digging, raking and planting count as movement.',
      time: 2400,
      collect: ['TIME'],
    },
  ],
  brain: [
    {
      title: 'Memory walk',
      description: 'Walk a new route and recall three landmarks afterwards.',
      time: 1800,
      distance: 2500,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Puzzle time',
      description: 'A crossword, sudoku or jigsaw, without a timer.',
      time: 1200,
      collect: ['TIME'],
    },
    {
      title: 'Dance class',
      description: 'Learning steps trains coordination and memory together.',
      time: 3600,
      collect: ['TIME'],
    },
    { title: 'Tai chi', description: 'Slow flowing movements for balance and calm.', time: 1800, collect: ['TIME'] },
    {
      title: 'Walk with a friend',
      description: 'Movement and conversation: both are good for the brain.',
      time: 2400,
      distance: 3000,
      collect: ['TIME', 'DISTANCE'],
    },
  ],
  performance: [
    {
      title: 'Easy run',
      description: 'Conversational pace, heart rate zone 2.',
      time: 2400,
      distance: 6000,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Tempo run',
      description: 'Warm up 10 min, 20 min comfortably hard, cool down.',
      time: 2700,
      distance: 8000,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Bike intervals',
      description: '6 x 3 min hard, 2 min easy.',
      time: 3000,
      distance: 20000,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Recovery swim',
      description: 'Easy laps to loosen up after a hard day.',
      time: 1800,
      distance: 1000,
      collect: ['TIME', 'DISTANCE'],
    },
    {
      title: 'Foam rolling',
      description: 'Calves, quads, glutes and upper back, one minute each.',
      time: 900,
      collect: ['TIME'],
    },
  ],
};

/**
 * A starter exercise library per tenant: the platform's library (seen by every company) with thirty
 * exercises in three folders, five circuits and five activities in their folders, in the tenant's wording,
 * pictured with the owner's seeded library files. One insert per table; skipped when the tenant has one.
 */
export async function seedRoutines(platform: Platform, tenantId: TenantId): Promise<void> {
  const { db } = platform;
  const [existing] = await db
    .select({ id: routineDefinitions.id })
    .from(routineDefinitions)
    .where(eq(routineDefinitions.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const [owner] = await db
    .select({ profileId: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), eq(users.roleId, Role.Owner)))
    .orderBy(asc(profiles.id))
    .limit(1);
  const files = owner
    ? await db
        .select({ id: mlResources.id, title: mlResources.title })
        .from(mlResources)
        .where(
          and(
            eq(mlResources.tenantId, tenantId),
            eq(mlResources.ownerProfileId, owner.profileId),
            inArray(mlResources.title, [
              ...['Warm-up routine', 'Morning stretch', 'Breathing rhythm', 'Exercise guide'],
              ...EXERCISES.flatMap((e) => [e.title, clipTitle(e.title)]),
            ]),
          ),
        )
    : [];
  const fileId = (titles: string[]) => titles.map((t) => files.find((f) => f.title === t)?.id).find(Boolean) ?? null;
  const guide = fileId(['Exercise guide']);

  const words = WORDING[tenantId];
  const groups: Group[] = ['Strength', 'Mobility', 'Cardio and balance'];
  const folderTitles = [...groups, 'Circuits', 'Activities'].map((g) => `${words}: ${g}`);
  await db.transaction(async (tx) => {
    const folders = await tx
      .insert(routineDefinitionFolders)
      .values(folderTitles.map((title) => ({ tenantId, companyId: null, title, createdByProfileId: owner?.profileId })))
      .returning();
    const folderOf = (title: string) => folders.find((f) => f.title === `${words}: ${title}`)!.id;
    const exercises = await tx
      .insert(routineDefinitions)
      .values(
        EXERCISES.map((e) => ({
          tenantId,
          kind: 'EXERCISE' as const,
          companyId: null,
          folderId: folderOf(e.group),
          title: e.title,
          description: e.description,
          translations: starterTranslations(e.title),
          // The exercise's own clip, else its drawing (the group's picture only where neither was made).
          mediaResourceId: fileId([clipTitle(e.title), e.title, ...PICTURE[e.group]]),
          additionalMediaResourceId: e.group === 'Strength' ? guide : null,
          timeSeconds: e.time ?? null,
          repetitions: e.repetitions ?? null,
          series: e.series ?? null,
          restTimeBetweenSeries: e.rest ?? null,
          collect: e.collect,
          createdByProfileId: owner?.profileId,
        })),
      )
      .returning({ id: routineDefinitions.id, title: routineDefinitions.title });
    const exerciseId = (title: string) => exercises.find((e) => e.title === title)!.id;
    const circuits = await tx
      .insert(routineDefinitions)
      .values(
        CIRCUITS.map((c) => ({
          tenantId,
          kind: 'SERIES' as const,
          companyId: null,
          folderId: folderOf('Circuits'),
          title: c.title,
          description: c.description,
          translations: starterTranslations(c.title),
          mediaResourceId: fileId(['Warm-up routine', 'Morning stretch']),
          series: c.series,
          restTimeBetweenSeries: 60,
          restTimeAfterExercise: 15,
          collect: ['SERIES' as const],
          createdByProfileId: owner?.profileId,
        })),
      )
      .returning({ id: routineDefinitions.id, title: routineDefinitions.title });
    await tx.insert(routineSeriesExercises).values(
      CIRCUITS.flatMap((c) =>
        c.exercises.map((title, position) => ({
          tenantId,
          seriesId: circuits.find((s) => s.title === c.title)!.id,
          position,
          exerciseId: exerciseId(title),
        })),
      ),
    );
    await tx.insert(routineDefinitions).values(
      ACTIVITIES[tenantId].map((a) => ({
        tenantId,
        kind: 'ACTIVITY' as const,
        companyId: null,
        folderId: folderOf('Activities'),
        title: a.title,
        description: a.description,
        translations: starterTranslations(a.title),
        timeSeconds: a.time,
        distance: a.distance ?? null,
        collect: a.collect,
        createdByProfileId: owner?.profileId,
      })),
    );
  });
}
