import { describe, expect, it } from 'vitest';
import type { Utilization } from '@stride/contracts';
import {
  findUtilizations,
  isRemovable,
  registeredUtilizationSources,
  registerUtilizationSource,
  type UtilizationSource,
} from '../../src/modules/library/utilizations.js';
import type { Db } from '../../src/platform/db/client.js';
import type { RequestContext } from '../../src/platform/http/context.js';

const ctx: RequestContext = { tenantId: 'default', traceId: 'unit', actor: null };
const tx = {} as Db;
const use = (type: Utilization['utilizationType'], eligibleForRemoval: boolean): Utilization => ({
  utilizationType: type,
  eligibleForRemoval,
  metadata: {},
});

/** A source answering fixed uses, one call per lookup (counted). */
function fixedSource(type: Utilization['utilizationType'], eligible: boolean, usedIds: number[]) {
  const calls: number[][] = [];
  const source: UtilizationSource = {
    type,
    find: async (_tx, _ctx, ids) => {
      calls.push(ids);
      return ids
        .filter((id) => usedIds.includes(id))
        .map((resourceId) => ({ resourceId, utilization: use(type, eligible) }));
    },
  };
  return { source, calls };
}

describe('the removable rule', () => {
  it('is removable when unused or when every use is eligible for removal', () => {
    expect(isRemovable(undefined)).toBe(true);
    expect(isRemovable([])).toBe(true);
    expect(isRemovable([use('SENT_TO_PARTICIPANT', true), use('SENT_MESSAGE_OR_PAST_DEFINITION', true)])).toBe(true);
    expect(isRemovable([use('SENT_TO_PARTICIPANT', true), use('TO_BE_SENT', false)])).toBe(false);
    expect(isRemovable([use('SPRINT_TEMPLATE', false)])).toBe(false);
  });

  it('gathers each registered source once for all the ids, by resource', async () => {
    const sent = fixedSource('SENT_TO_PARTICIPANT', true, [1, 2]);
    const sprint = fixedSource('SPRINT_TEMPLATE', false, [2]);
    const found = await findUtilizations(tx, ctx, [1, 2, 3], [sent.source, sprint.source]);
    expect(sent.calls).toEqual([[1, 2, 3]]);
    expect(sprint.calls).toEqual([[1, 2, 3]]);
    expect(found.get(1)?.map((u) => u.utilizationType)).toEqual(['SENT_TO_PARTICIPANT']);
    expect(found.get(2)?.map((u) => u.utilizationType)).toEqual(['SENT_TO_PARTICIPANT', 'SPRINT_TEMPLATE']);
    expect(found.has(3)).toBe(false);
    expect(isRemovable(found.get(1))).toBe(true);
    expect(isRemovable(found.get(2))).toBe(false);
    expect(await findUtilizations(tx, ctx, [], [sent.source])).toEqual(new Map());
    expect(sent.calls).toHaveLength(1);
  });

  it('registers and unregisters sources (sent to participants is built in)', () => {
    const types = () => registeredUtilizationSources().map((s) => s.type);
    expect(types()).toEqual(['SENT_TO_PARTICIPANT']);
    const unregister = registerUtilizationSource(fixedSource('TO_BE_SENT', false, []).source);
    expect(types()).toEqual(['SENT_TO_PARTICIPANT', 'TO_BE_SENT']);
    unregister();
    expect(types()).toEqual(['SENT_TO_PARTICIPANT']);
  });
});
