import { sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { messagingPeople } from '../profiles/index.js';
import { swapEntries, swaps } from './swaps.table.js';

/** The library files a swap shows: its own media and its entries' (deleted swaps left out). */
const swapMedia = sql`
  select s.id as swap_id, s.participant_profile_id, s.description, s.tenant_id, u.resource_id
  from ${swaps} s
  cross join lateral (
    select s.media_resource_id as resource_id
    union all
    select e.media_resource_id from ${swapEntries} e where e.tenant_id = s.tenant_id and e.swap_id = s.id
  ) u
  where s.deleted_at is null and u.resource_id is not null`;

/**
 * Library files that are the picture or video of a swap or of one of its entries: SWAP, one per file and
 * participant (metadata: participantName, participantProfileId, name: the swaps' descriptions), not
 * eligible for removal (the swap would lose what it shows). Such a use lets the participant read the file.
 */
export const swapsSource: UtilizationSource = {
  type: 'SWAP',
  async find(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const rows = rowsOf<{
      resource_id: number;
      participant_profile_id: number;
      names: string;
    }>(
      await tx.execute(sql`
        select m.resource_id, m.participant_profile_id, string_agg(distinct m.description, ', ') as names
        from (${swapMedia}) m
        where m.tenant_id = ${ctx.tenantId} and m.resource_id = any(${ids})
        group by m.resource_id, m.participant_profile_id
        order by 1, 2`),
    );
    const people = await messagingPeople(
      tx,
      ctx.tenantId,
      rows.map((r) => r.participant_profile_id),
    );
    return rows.map((r) => ({
      resourceId: r.resource_id,
      utilization: {
        utilizationType: 'SWAP' as const,
        eligibleForRemoval: false,
        metadata: {
          participantName: people.get(r.participant_profile_id)?.name ?? '',
          participantProfileId: String(r.participant_profile_id),
          name: r.names,
        },
      },
    }));
  },
  async letsRead(tx, ctx, profileId, resourceId) {
    const rows = rowsOf<{ one: number }>(
      await tx.execute(sql`
        select 1 as one from (${swapMedia}) m
        where m.tenant_id = ${ctx.tenantId} and m.participant_profile_id = ${profileId}
          and m.resource_id = ${resourceId}
        limit 1`),
    );
    return rows.length > 0;
  },
};
