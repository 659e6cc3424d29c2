import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type JournalMealKind, type TenantId } from '@stride/contracts';
import { journalComments, journalDays, journalMeals } from '../modules/journal/journal.table.js';
import { addDays, todayIn } from '../modules/sprints/schedule.js';
import type { Db } from '../platform/db/client.js';
import { demoParticipantsWith, demoPictureIds } from './demo-participants.js';
import { insertMany } from '../platform/db/insert-many.js';

type Meal = [kind: JournalMealKind, time: string | null, text: string];

const MEALS: Meal[][] = [
  [
    ['BREAKFAST', '07:45', 'Oats with banana and a coffee'],
    ['LUNCH', '13:30', 'Lentil salad, bread, an orange'],
    ['DINNER', '20:30', 'Grilled fish with vegetables'],
  ],
  [
    ['BREAKFAST', '08:10', 'Yoghurt, nuts and berries'],
    ['SNACK', '11:00', 'An apple'],
    ['LUNCH', '14:00', 'Chicken with rice and a green salad'],
    ['DINNER', '21:00', 'Vegetable soup and an omelette'],
  ],
  [
    ['BREAKFAST', '07:30', 'Wholegrain toast with tomato and olive oil'],
    ['LUNCH', '13:15', 'Pasta with tuna and tomato'],
    ['SNACK', '17:30', 'A handful of almonds'],
    ['DINNER', null, 'Leftover pasta, a yoghurt'],
  ],
  [
    ['BREAKFAST', '09:00', 'Pancakes at the weekend brunch'],
    ['LUNCH', '15:00', 'Paella with the family'],
    ['DINNER', '21:30', 'A light salad'],
  ],
];
const DAY_NOTES = [
  'Felt good today, walked to work.',
  'Busy day, ate late.',
  '',
  'Drank two litres of water!',
  'Tired but kept to the plan.',
  '',
];
const STAFF_COMMENTS = [
  'Great balance on this plate!',
  'Nice choice. Could you add some vegetables next time?',
  'Well done for keeping breakfast regular.',
  'How did you feel after this meal?',
];
const PARTICIPANT_REPLIES = ['Thanks!', 'I will try tomorrow.', 'Full and happy.', 'A bit heavy, honestly.'];

/** The same journal as a Spanish-speaking participant and their coach write it (issue 29, item 16). */
const SPANISH = {
  meals: [
    ['Avena con plátano y un café', 'Ensalada de lentejas, pan y una naranja', 'Pescado a la plancha con verduras'],
    [
      'Yogur, frutos secos y frutos rojos',
      'Una manzana',
      'Pollo con arroz y ensalada verde',
      'Sopa de verduras y una tortilla',
    ],
    [
      'Tostada integral con tomate y aceite de oliva',
      'Pasta con atún y tomate',
      'Un puñado de almendras',
      'Pasta que sobró y un yogur',
    ],
    ['Tortitas en el brunch del fin de semana', 'Paella con la familia', 'Una ensalada ligera'],
  ],
  dayNotes: [
    'Hoy me he sentido bien, fui andando al trabajo.',
    'Día ajetreado, comí tarde.',
    '',
    '¡Bebí dos litros de agua!',
    'Cansado, pero seguí el plan.',
    '',
  ],
  staffComments: [
    '¡Muy buen equilibrio en este plato!',
    'Buena elección. ¿Puedes añadir algo de verdura la próxima vez?',
    'Bien hecho por mantener el desayuno a su hora.',
    '¿Cómo te sentiste después de esta comida?',
  ],
  replies: ['¡Gracias!', 'Lo intentaré mañana.', 'Lleno y contento.', 'Un poco pesado, la verdad.'],
};

/**
 * Journals of a tenant's demo participants (participant@ and the first practice's first participants with
 * journalAvailable): the last weeks' days with three or four meals, food pictures of the seeded library on
 * some, and comment threads with their advisor (the last days' still unread). Written straight into the
 * tables in one batch per table (no audit, like the rest of the seed). Skipped when the tenant has journals.
 */
export async function seedJournal(db: Db, tenantId: TenantId, now = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: journalDays.id })
    .from(journalDays)
    .where(eq(journalDays.tenantId, tenantId))
    .limit(1);
  if (existing) return;
  const chosen = await demoParticipantsWith(db, tenantId, 'journalAvailable');
  if (chosen.length === 0) return;
  const demo = chosen.find((p) => p.email === `participant@${tenantId}.example`);
  const pictures = await demoPictureIds(db, tenantId);

  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const spanish = new Set(chosen.filter((p) => p.language === 'es').map((p) => p.profileId));
  const dayRows: Array<typeof journalDays.$inferInsert> = [];
  for (const [n, p] of chosen.entries()) {
    const span = p === demo ? 28 : 14;
    for (let back = span; back >= 0; back--) {
      if ((back + n) % 5 === 3) continue;
      dayRows.push({
        tenantId,
        participantProfileId: p.profileId,
        date: addDays(today, -back),
        comment: (p.language === 'es' ? SPANISH.dayNotes : DAY_NOTES)[(back + n) % DAY_NOTES.length]!,
      });
    }
  }
  const days = await db
    .insert(journalDays)
    .values(dayRows)
    .returning({ id: journalDays.id, profileId: journalDays.participantProfileId, date: journalDays.date });

  const mealRows: Array<typeof journalMeals.$inferInsert> = days.flatMap((d, i) =>
    MEALS[i % MEALS.length]!.map(([kind, time, english], j) => ({
      tenantId,
      dayId: d.id,
      participantProfileId: d.profileId,
      date: d.date,
      kind,
      time,
      text: spanish.has(d.profileId) ? SPANISH.meals[i % MEALS.length]![j]! : english,
      photoResourceIds: pictures.length > 0 && (i + j) % 3 === 0 ? [pictures[(i + j) % pictures.length]!] : [],
    })),
  );
  const meals = await insertMany(db, journalMeals, mealRows, {
    id: journalMeals.id,
    profileId: journalMeals.participantProfileId,
    date: journalMeals.date,
  });

  const advisorOf = new Map(chosen.map((p) => [p.profileId, p.advisorProfileId]));
  const recent = addDays(today, -2);
  const commentRows: Array<typeof journalComments.$inferInsert> = [];
  for (const [i, m] of meals.entries()) {
    const advisor = advisorOf.get(m.profileId);
    if (!advisor || i % 4 !== 1) continue;
    // Today's evening may be still to come: a comment is never stamped after now.
    const at = new Date(Math.min(Date.parse(`${m.date}T19:00:00Z`), Date.now() - 3 * 3_600_000));
    const old = m.date < recent;
    const base = { tenantId, mealId: m.id, participantProfileId: m.profileId, date: m.date };
    commentRows.push({
      ...base,
      authorProfileId: advisor,
      byParticipant: false,
      text: (spanish.has(m.profileId) ? SPANISH.staffComments : STAFF_COMMENTS)[i % STAFF_COMMENTS.length]!,
      createdAt: at,
      readAt: old ? new Date(at.getTime() + 3_600_000) : null,
    });
    if (i % 8 === 1) {
      commentRows.push({
        ...base,
        authorProfileId: m.profileId,
        byParticipant: true,
        text: (spanish.has(m.profileId) ? SPANISH.replies : PARTICIPANT_REPLIES)[i % PARTICIPANT_REPLIES.length]!,
        createdAt: new Date(at.getTime() + 7_200_000),
        readAt: old ? new Date(at.getTime() + 10_800_000) : null,
      });
    }
  }
  if (commentRows.length > 0) await insertMany(db, journalComments, commentRows);
}
