import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Fact, FactSource } from '../assistant/index.js';
import { swapProgress, swaps } from './swaps.table.js';

const KEYWORDS = ['swap', 'swaps', 'habit', 'habits', 'goal', 'goals', 'progress', 'week'];

/** The participant's swaps in progress (issue 29, item 8): each with the days it was kept in the days asked about. One query. */
export const swapsFacts: FactSource = {
  name: 'swaps',
  async facts(tx, ctx, profileId, range) {
    const rows = await tx
      .select({
        description: swaps.description,
        status: swaps.status,
        repeatGoal: swaps.repeatGoal,
        progressCount: swaps.progressCount,
        kept: sql<number>`count(${swapProgress.id})`.mapWith(Number),
      })
      .from(swaps)
      .leftJoin(
        swapProgress,
        and(
          eq(swapProgress.tenantId, swaps.tenantId),
          eq(swapProgress.swapId, swaps.id),
          gte(swapProgress.date, range.since),
          lte(swapProgress.date, range.until),
        ),
      )
      .where(
        and(
          eq(swaps.tenantId, ctx.tenantId),
          eq(swaps.participantProfileId, profileId),
          isNull(swaps.deletedAt),
          inArray(swaps.status, ['NEW', 'IN_PROGRESS']),
        ),
      )
      .groupBy(swaps.id)
      .orderBy(asc(swaps.id));
    if (rows.length === 0) return [{ text: 'Swaps in progress: none', keywords: KEYWORDS }];
    return rows.map((s): Fact => ({
      text:
        `Swap "${s.description}" (${s.status === 'NEW' ? 'not started' : 'in progress'}): kept on ${s.kept} of ` +
        `the days ${range.since} to ${range.until}; ${s.progressCount} of ${s.repeatGoal} days in all`,
      keywords: KEYWORDS,
    }));
  },
};
