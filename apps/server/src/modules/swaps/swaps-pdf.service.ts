import type { SwapPdfBody, TenantConfig } from '@stride/contracts';
import type { InTx } from '../../platform/http/route.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { mediaResourcesByIds } from '../library/index.js';
import { participantScope } from '../participants/index.js';
import { loadPdfPictures, pdfFileName, renderPdf, swapsPdfDefinition, tenantLogoSvg } from './swaps.pdf.js';
import { presentSwaps } from './swaps.presenter.js';
import { swapRowsOf } from './swaps.service.js';

/** What the PDF needs besides the call: one short transaction, the stored pictures, the built portal's logo. */
export interface SwapsPdfSources {
  inTx: InTx;
  storage: FileStorage;
  fileLinks: FileLinks;
  webDist: string | undefined;
}

/**
 * POST /swaps/participants/{id}/generate-pdf: the participant's swaps (as the body filters them) read in one short
 * transaction, then their pictures and the rendering after it, outside any transaction. The file's name and bytes.
 */
export async function swapsPdf(
  sources: SwapsPdfSources,
  tenant: TenantConfig,
  participantId: number,
  body: SwapPdfBody,
  now = new Date(),
): Promise<{ name: string; pdf: Buffer }> {
  const data = await sources.inTx(async (tx, ctx) => {
    const owner = await participantScope(tx, ctx, participantId, 'participantSwaps.view');
    const rows = await swapRowsOf(tx, ctx, owner.profileId, {
      status: body.statusFilter,
      from: body.from,
      to: body.to,
    });
    const swaps = await presentSwaps(tx, ctx, rows, sources.fileLinks);
    const ids = swaps.flatMap((s) => [s.media?.resourceId, ...s.entries.map((e) => e.media?.resourceId)]);
    const media = await mediaResourcesByIds(
      tx,
      ctx.tenantId,
      ids.filter((id): id is number => id !== undefined),
    );
    return { owner, swaps, media: [...media.values()] };
  });
  const [pictures, logo] = await Promise.all([
    loadPdfPictures(sources.storage, data.media),
    tenantLogoSvg(tenant.id, sources.webDist),
  ]);
  const { lang, from, to, statusFilter } = body;
  const participantName = data.owner.name;
  const definition = swapsPdfDefinition(
    { tenant, lang, participantName, from, to, statusFilter, swaps: data.swaps, now },
    pictures,
    logo,
  );
  return { name: pdfFileName(tenant.wording[lang].swaps, participantName, now), pdf: await renderPdf(definition) };
}
