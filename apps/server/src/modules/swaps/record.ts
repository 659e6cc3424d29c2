import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { swapsPdf } from './swaps-pdf.service.js';
import { swapEntries, swapProgress, swaps } from './swaps.table.js';

/**
 * A participant's export (RECORD_SOURCES in modules/index.ts): their swaps with each day's progress and every
 * entry on them, the notes they wrote on others', and the swaps as the portal prints them (swaps.pdf, in the
 * participant's language).
 */
export const swapsRecord: RecordSource = {
  key: 'swaps',
  read: async (tx, ctx, person) => {
    const own = await rowsNaming(tx, ctx.tenantId, swaps, swaps.participantProfileId, person.profileId);
    const ids = own.map((s) => s.id as number);
    const onTheirs = await rowsNaming(tx, ctx.tenantId, swapEntries, swapEntries.swapId, ids);
    const written = await rowsNaming(tx, ctx.tenantId, swapEntries, swapEntries.authorProfileId, person.profileId);
    const entries = [...onTheirs, ...written.filter((e) => !ids.includes(e.swapId as number))];
    return {
      rows: {
        swaps: own,
        progress: await rowsNaming(tx, ctx.tenantId, swapProgress, swapProgress.swapId, ids),
        entries,
      },
      files: own.length
        ? [
            {
              path: 'swaps.pdf',
              render: async (sources) =>
                (
                  await swapsPdf(sources, sources.tenant, person.userId, {
                    template: 'default',
                    lang: person.language === 'es' ? 'es' : 'en',
                  })
                ).pdf,
            },
          ]
        : [],
    };
  },
};
