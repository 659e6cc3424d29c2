import { and, asc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { Fact, FactSource } from '../assistant/index.js';
import { journalMeals } from './journal.table.js';

const KEYWORDS = ['journal', 'meal', 'meals', 'ate', 'eat', 'eating', 'food', 'diary', 'breakfast', 'lunch', 'dinner'];
/** At most this many meals are quoted (the count covers them all). */
const QUOTED_MEALS = 10;
const clip = (text: string) => (text.length > 120 ? `${text.slice(0, 117)}…` : text);

/** The participant's journal in the days asked about (issue 29, item 8): how many meals on how many days, the latest quoted. */
export const journalFacts: FactSource = {
  name: 'journal',
  async facts(tx, ctx, profileId, range) {
    const meals = await tx
      .select({ date: journalMeals.date, kind: journalMeals.kind, time: journalMeals.time, text: journalMeals.text })
      .from(journalMeals)
      .where(
        and(
          eq(journalMeals.tenantId, ctx.tenantId),
          eq(journalMeals.participantProfileId, profileId),
          gte(journalMeals.date, range.since),
          lte(journalMeals.date, range.until),
          isNull(journalMeals.deletedAt),
        ),
      )
      .orderBy(asc(journalMeals.date), asc(journalMeals.time), asc(journalMeals.id));
    const days = new Set(meals.map((m) => m.date)).size;
    const facts: Fact[] = [
      {
        text: `Journal ${range.since} to ${range.until}: ${meals.length} meals logged on ${days} days`,
        keywords: KEYWORDS,
      },
    ];
    for (const m of meals.slice(-QUOTED_MEALS)) {
      if (!m.text.trim()) continue;
      facts.push({ text: `Journal ${m.date} ${m.kind.toLowerCase()}: "${clip(m.text.trim())}"`, keywords: KEYWORDS });
    }
    return facts;
  },
};
