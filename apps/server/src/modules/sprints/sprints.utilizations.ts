import { sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../platform/db/arrays.js';
import type { UtilizationSource } from '../library/index.js';
import { personNameOf } from '../profiles/index.js';
import { sprintDefinitions, sprintOccurrences, sprintTemplateMessages, sprintTemplates } from './sprints.table.js';

/**
 * Library files that are the media or thumbnail of a sprint template's message: the library's delete names
 * them (SPRINT_TEMPLATE, with the template's name) and refuses (not eligible for removal: the template would
 * lose what its messages show; remove the file from the template first).
 */
export const sprintTemplatesSource: UtilizationSource = {
  type: 'SPRINT_TEMPLATE',
  async find(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const rows = rowsOf<{ resource_id: number; name: string }>(
      await tx.execute(sql`
        select distinct u.resource_id, t.name
        from ${sprintTemplateMessages} m
        join ${sprintTemplates} t on t.id = m.template_id and t.tenant_id = m.tenant_id
        cross join lateral (values (m.resource_id), ((m.thumbnail->>'resourceId')::int)) as u(resource_id)
        where m.tenant_id = ${ctx.tenantId} and u.resource_id = any(${ids})
        order by t.name`),
    );
    return rows.map((r) => ({
      resourceId: r.resource_id,
      utilization: {
        utilizationType: 'SPRINT_TEMPLATE' as const,
        eligibleForRemoval: false,
        metadata: { templateName: r.name },
      },
    }));
  },
};

/**
 * Library files of a participant's message still to be sent: TO_BE_SENT, one per file and participant with
 * the next send, not eligible for removal (the message would go out without what it announces).
 */
export const sprintPlannedSource: UtilizationSource = {
  type: 'TO_BE_SENT',
  async find(tx, ctx, resourceIds) {
    const ids = intArray(resourceIds);
    const rows = rowsOf<{ resource_id: number; receiver_name: string; send_at: string }>(
      await tx.execute(sql`
        select u.resource_id, min(o.send_at)::text as send_at,
          ${personNameOf(sprintDefinitions.participantProfileId)} as receiver_name
        from ${sprintDefinitions}
        join ${sprintOccurrences} o on o.definition_id = ${sprintDefinitions.id}
          and o.tenant_id = ${sprintDefinitions.tenantId} and o.status = 'PLANNED'
        cross join lateral (values (${sprintDefinitions.resourceId}),
          ((${sprintDefinitions.thumbnail}->>'resourceId')::int)) as u(resource_id)
        where ${sprintDefinitions.tenantId} = ${ctx.tenantId} and ${sprintDefinitions.deletedAt} is null
          and u.resource_id = any(${ids})
        group by u.resource_id, ${sprintDefinitions.participantProfileId}
        order by 2`),
    );
    return rows.map((r) => ({
      resourceId: r.resource_id,
      utilization: {
        utilizationType: 'TO_BE_SENT' as const,
        eligibleForRemoval: false,
        metadata: { receiverName: r.receiver_name, sendAt: new Date(r.send_at).toISOString() },
      },
    }));
  },
};
