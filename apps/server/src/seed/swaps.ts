import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE, type SwapStatus, type TenantId } from '@stride/contracts';
import { addDays, todayIn } from '../modules/sprints/schedule.js';
import { swapEntries, swapProgress, swaps } from '../modules/swaps/swaps.table.js';
import type { Db } from '../platform/db/client.js';
import { demoParticipantsWith, demoPictureIds } from './demo-participants.js';

interface SwapSeed {
  description: string;
  goal: string;
  tactic: string;
  repeatGoal: number;
  impact: number;
  difficulty: number;
  status: SwapStatus;
  /** Days done, counted back from yesterday. */
  done: number;
  rejectedReason?: string;
  notes: string[];
}

const SWAPS: SwapSeed[] = [
  {
    description: 'Swap crisps for fruit in the afternoon',
    goal: 'An apple or a pear at 4 pm',
    tactic: 'Keep a fruit bowl on the desk; no crisps in the office drawer',
    repeatGoal: 10,
    impact: 4,
    difficulty: 3,
    status: 'IN_PROGRESS',
    done: 6,
    notes: ['Hard on Monday, easy since then.', 'Pears are my new favourite.'],
  },
  {
    description: 'Take the stairs instead of the lift',
    goal: 'Stairs to the third floor every morning',
    tactic: 'Walk past the lift without looking at it',
    repeatGoal: 5,
    impact: 3,
    difficulty: 2,
    status: 'DONE',
    done: 5,
    notes: ['Out of breath on day one, fine by day five.'],
  },
  {
    description: 'Water instead of soda at lunch',
    goal: 'A glass of sparkling water with lunch',
    tactic: 'Order water first, before looking at the menu',
    repeatGoal: 7,
    impact: 5,
    difficulty: 4,
    status: 'NEW',
    done: 0,
    notes: [],
  },
  {
    description: 'A walk after dinner instead of the sofa',
    goal: 'Fifteen minutes round the block',
    tactic: 'Shoes by the door; walk with the dog',
    repeatGoal: 14,
    impact: 4,
    difficulty: 3,
    status: 'IN_PROGRESS',
    done: 3,
    notes: ['Rain today, walked in the corridor.'],
  },
  {
    description: 'Phone off at the dinner table',
    goal: 'Dinner without screens',
    tactic: 'Phone charges in the hall during dinner',
    repeatGoal: 5,
    impact: 2,
    difficulty: 4,
    status: 'REJECTED',
    done: 1,
    rejectedReason: 'On call for work this month; we will try again later.',
    notes: [],
  },
  {
    description: 'Fruit instead of biscuits with coffee',
    goal: 'A piece of fruit with the morning coffee',
    tactic: 'Buy fruit on Sunday for the week',
    repeatGoal: 3,
    impact: 3,
    difficulty: 2,
    status: 'DONE',
    done: 4,
    notes: ['Did it four days, one more than planned!'],
  },
];
const ADVISOR_NOTES = ['Great progress, keep going!', 'What helped most this week?', 'Well done.'];

/** The same swaps as a Spanish-speaking participant and their coach write them (issue 29, item 16). */
const SPANISH: Array<Pick<SwapSeed, 'description' | 'goal' | 'tactic' | 'notes'> & { rejectedReason?: string }> = [
  {
    description: 'Cambiar las patatas fritas por fruta por la tarde',
    goal: 'Una manzana o una pera a las 4',
    tactic: 'Un frutero en la mesa; nada de patatas fritas en el cajón de la oficina',
    notes: ['El lunes me costó, desde entonces es fácil.', 'Las peras son mi nueva fruta favorita.'],
  },
  {
    description: 'Subir por la escalera en vez del ascensor',
    goal: 'Escalera hasta el tercer piso cada mañana',
    tactic: 'Pasar junto al ascensor sin mirarlo',
    notes: ['El primer día acabé sin aliento; el quinto, perfecto.'],
  },
  {
    description: 'Agua en vez de refresco en la comida',
    goal: 'Un vaso de agua con gas en la comida',
    tactic: 'Pedir el agua antes de mirar la carta',
    notes: [],
  },
  {
    description: 'Un paseo después de cenar en vez del sofá',
    goal: 'Quince minutos alrededor de la manzana',
    tactic: 'Las zapatillas junto a la puerta; pasear con el perro',
    notes: ['Hoy llovía: caminé por el pasillo.'],
  },
  {
    description: 'El móvil apagado en la mesa',
    goal: 'Cenar sin pantallas',
    tactic: 'El móvil se carga en la entrada durante la cena',
    rejectedReason: 'Este mes estoy de guardia en el trabajo; lo intentaremos más adelante.',
    notes: [],
  },
  {
    description: 'Fruta en vez de galletas con el café',
    goal: 'Una pieza de fruta con el café de la mañana',
    tactic: 'Comprar la fruta de la semana el domingo',
    notes: ['¡Lo hice cuatro días, uno más de lo previsto!'],
  },
];
const ADVISOR_NOTES_ES = ['¡Muy buen progreso, sigue así!', '¿Qué te ayudó más esta semana?', 'Bien hecho.'];

/** A swap in the participant's language. */
const inLanguage = (s: SwapSeed, language: string): SwapSeed => {
  if (language !== 'es') return s;
  const spanish = SPANISH[SWAPS.indexOf(s)]!;
  return { ...s, ...spanish, rejectedReason: s.rejectedReason && spanish.rejectedReason };
};

/**
 * Swaps of a tenant's demo participants (participant@ and the first practice's first participants with
 * swapAvailable): plausible habit swaps in every status, progress days over the last weeks (one over the
 * goal), the participant's entries and their advisor's notes, pictures of the seeded library on some.
 * Written straight into the tables in one batch per table (no audit, like the rest of the seed). Skipped
 * when the tenant has swaps.
 */
export async function seedSwaps(db: Db, tenantId: TenantId, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: swaps.id }).from(swaps).where(eq(swaps.tenantId, tenantId)).limit(1);
  if (existing) return;
  const chosen = await demoParticipantsWith(db, tenantId, 'swapAvailable');
  if (chosen.length === 0) return;
  const demo = chosen.find((p) => p.email === `participant@${tenantId}.example`);
  const pictures = await demoPictureIds(db, tenantId);
  const picture = (i: number) => (pictures.length > 0 && i % 2 === 0 ? pictures[i % pictures.length]! : null);

  const today = todayIn(DEFAULT_TIME_ZONE, now);
  const plan = chosen.flatMap((p, n) =>
    (p === demo ? SWAPS : SWAPS.slice(n % 3, (n % 3) + 3)).map((s, i) => ({
      p,
      s: inLanguage(s, p.language),
      i: n * 7 + i,
    })),
  );
  const made = await db
    .insert(swaps)
    .values(
      plan.map(({ p, s, i }) => {
        const createdAt = new Date(now.getTime() - (s.done + 3 + (i % 5)) * 86_400_000);
        return {
          tenantId,
          participantProfileId: p.profileId,
          description: s.description,
          goal: s.goal,
          tactic: s.tactic,
          repeatGoal: s.repeatGoal,
          impactLevel: s.impact,
          difficultLevel: s.difficulty,
          status: s.status,
          rejectedReason: s.rejectedReason ?? null,
          mediaResourceId: picture(i),
          createdByProfileId: i % 3 === 0 ? p.profileId : p.advisorProfileId,
          progressCount: s.done,
          statusChangedAt: s.status === 'NEW' ? createdAt : new Date(now.getTime() - 86_400_000),
          createdAt,
          updatedAt: createdAt,
        };
      }),
    )
    .returning({ id: swaps.id });

  const progressRows: Array<typeof swapProgress.$inferInsert> = [];
  const entryRows: Array<typeof swapEntries.$inferInsert> = [];
  for (const [k, { p, s, i }] of plan.entries()) {
    const swapId = made[k]!.id;
    for (let d = 0; d < s.done; d++) {
      progressRows.push({ tenantId, swapId, date: addDays(today, -(s.done - d)), createdByProfileId: p.profileId });
    }
    for (const [j, note] of s.notes.entries()) {
      const at = new Date(now.getTime() - (s.notes.length - j) * 2 * 86_400_000);
      entryRows.push({
        tenantId,
        swapId,
        authorProfileId: p.profileId,
        content: note,
        impactLevel: s.impact,
        difficultLevel: Math.max(1, s.difficulty - j),
        mediaResourceId: j === 0 ? picture(i + 1) : null,
        createdAt: at,
      });
      if (p.advisorProfileId && j === s.notes.length - 1) {
        entryRows.push({
          tenantId,
          swapId,
          authorProfileId: p.advisorProfileId,
          content: (p.language === 'es' ? ADVISOR_NOTES_ES : ADVISOR_NOTES)[i % ADVISOR_NOTES.length]!,
          createdAt: new Date(at.getTime() + 3 * 3_600_000),
        });
      }
    }
  }
  if (progressRows.length > 0) await db.insert(swapProgress).values(progressRows);
  if (entryRows.length > 0) await db.insert(swapEntries).values(entryRows);
}
