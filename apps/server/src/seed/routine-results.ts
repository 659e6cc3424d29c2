import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { TenantId } from '@stride/contracts';
import { profiles } from '../modules/profiles/profiles.table.js';
import {
  participantRoutineItems as items,
  participantRoutineResults,
  type ParticipantRoutineItemRow,
} from '../modules/calendar/calendar.table.js';
import type { Db } from '../platform/db/client.js';
import { insertMany } from '../platform/db/insert-many.js';

/** A small seeded generator (mulberry32): the same demo every time for the same calendars. */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const hash = (s: string) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7);

type Language = 'en' | 'es';
const COMMENTS: Record<Language, string[]> = {
  en: [
    'Felt good today.',
    'Easier than last week.',
    'A bit tired, but I finished it.',
    'My knee felt fine.',
    'Did it in the morning before work.',
    'Hard, but worth it.',
    'Did it with my daughter.',
  ],
  es: [
    'Hoy me sentí bien.',
    'Más fácil que la semana pasada.',
    'Un poco cansada, pero lo terminé.',
    'La rodilla no me molestó.',
    'Lo hice por la mañana antes del trabajo.',
    'Costó, pero valió la pena.',
    'Lo hice con mi hija.',
  ],
};
const PARTIAL_COMMENTS: Record<Language, string[]> = {
  en: ['Ran out of time.', 'Had to stop early: my back was sore.', 'Could not do the last set.'],
  es: ['Se me acabó el tiempo.', 'Tuve que parar antes: me dolía la espalda.', 'No pude hacer la última serie.'],
};
const SKIP_REASONS: Record<Language, string[]> = {
  en: ['Working late.', 'It rained all day.', 'Feeling unwell.', 'Knee pain.', 'Family visit.'],
  es: [
    'Trabajé hasta tarde.',
    'Llovió todo el día.',
    'No me encontraba bien.',
    'Dolor de rodilla.',
    'Visita familiar.',
  ],
};

/** The values an item prescribes (column, value) and what a participant records for those it collects. */
const VALUES = [
  ['series', 'SERIES', 3],
  ['repetitions', 'REPETITIONS', 10],
  ['weight', 'WEIGHT', 10],
  ['timeSeconds', 'TIME', 600],
  ['distance', 'DISTANCE', 2000],
] as const;

type ResultInsert = typeof participantRoutineResults.$inferInsert;
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;

/** What a participant did of one item: done (values as prescribed), partly done (one under it), skipped. */
function outcome(
  item: ParticipantRoutineItemRow,
  language: Language,
  random: () => number,
): Omit<ResultInsert, 'tenantId' | 'itemId' | 'participantProfileId' | 'recordedAt'> | null {
  const roll = random();
  if (roll < 0.15) return null; // missed
  if (roll < 0.27) return { status: 'SKIPPED', skipReason: pick(random, SKIP_REASONS[language]) };
  const values: Partial<Record<(typeof VALUES)[number][0], number>> = {};
  for (const [column, collect, typical] of VALUES) {
    const prescribed = item[column];
    if (item.collect.includes(collect)) values[column] = prescribed ?? typical;
  }
  const prescribed = VALUES.filter(([column]) => item[column] !== null && item[column]! > 1);
  const partial = roll < 0.42 && prescribed.length > 0;
  if (partial) {
    const [column] = pick(random, prescribed);
    const full = item[column]!;
    values[column] = column === 'series' ? full - 1 : Math.min(full - 1, Math.round(full * (0.5 + random() * 0.3)));
  }
  const rated = random() < 0.75;
  const commented = partial ? random() < 0.7 : random() < 0.35;
  return {
    status: 'DONE',
    ...values,
    rating: rated ? (partial ? 2 + Math.floor(random() * 2) : 3 + Math.floor(random() * 3)) : null,
    comment: commented ? pick(random, (partial ? PARTIAL_COMMENTS : COMMENTS)[language]) : null,
  };
}

/**
 * What the demo participants did of their calendars: for every item from `from` to the day before `today`,
 * a realistic mix (about 58% done, 15% partly done, 12% skipped with a reason, 15% missed), comments and
 * ratings in the participant's language, recorded in the evening of the item's day. Deterministic: a
 * seeded generator over the items in a fixed order. Today and later stay planned.
 */
export async function seedRoutineResults(
  tx: Db,
  tenantId: TenantId,
  participantProfileIds: number[],
  range: { from: string; today: string },
): Promise<number> {
  if (participantProfileIds.length === 0) return 0;
  const rows = await tx
    .select({ item: items, language: profiles.language })
    .from(items)
    .innerJoin(profiles, eq(profiles.id, items.participantProfileId))
    .where(
      and(
        eq(items.tenantId, tenantId),
        inArray(items.participantProfileId, participantProfileIds),
        gte(items.date, range.from),
        lt(items.date, range.today),
      ),
    )
    .orderBy(asc(items.participantProfileId), asc(items.date), asc(items.position), asc(items.id));
  const random = seededRandom(hash(`${tenantId}:routine-results`));
  const results: ResultInsert[] = [];
  for (const { item, language } of rows) {
    const did = outcome(item, language === 'es' ? 'es' : 'en', random);
    if (!did) continue;
    const minutes = 17 * 60 + Math.floor(random() * 240);
    results.push({
      ...did,
      tenantId,
      itemId: item.id,
      participantProfileId: item.participantProfileId,
      recordedAt: new Date(Date.parse(`${item.date}T00:00:00Z`) + minutes * 60_000),
      recordedByProfileId: item.participantProfileId,
    });
  }
  if (results.length) await insertMany(tx, participantRoutineResults, results);
  return results.length;
}
