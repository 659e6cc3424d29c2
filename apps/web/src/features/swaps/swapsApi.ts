import { endpoints, type Swap, type SwapPdfBody, type UpdateSwapBody } from '@stride/contracts';
import type { z } from 'zod';
import { callEndpoint, downloadEndpoint, removeVersioned, saveVersioned } from '../../app/api';
import { fetchSwap } from './swapsQueries';
import { saveBlob } from '../../app/format/csv';

const api = endpoints.swaps;
type Ref = Pick<Swap, 'id' | 'version'>;

/** POST /participants/{id}/swaps ('Swap added!'): JSON, its media an uploaded file's storageFileId. */
export const createSwap = (userId: number, body: z.input<typeof api.create.body>): Promise<Swap> =>
  callEndpoint(api.create, { params: { id: userId }, body });

/** PUT /participants/{id}/swaps/{swapId} with If-Match ('Saved!'); a 412 reloads and retries once. */
export const saveSwap = (userId: number, swap: Ref, body: UpdateSwapBody): Promise<Swap> =>
  saveVersioned({
    version: swap.version,
    body,
    save: (payload, version) =>
      callEndpoint(api.update, { params: { id: userId, swapId: swap.id }, body: payload, version }),
    reload: () => fetchSwap(userId, swap.id),
  });

/** DELETE /participants/{id}/swaps/{swapId} with If-Match ('Swap deleted!'). */
export const deleteSwap = (userId: number, swap: Ref): Promise<void> =>
  removeVersioned(
    swap.version,
    (version) => callEndpoint(api.delete, { params: { id: userId, swapId: swap.id }, version }),
    () => fetchSwap(userId, swap.id),
  );

/** POST /participants/{id}/swaps/{swapId}/progress: the participant did it on `date`. */
export const recordProgress = (userId: number, swapId: number, date: string) =>
  callEndpoint(api.addProgress, { params: { id: userId, swapId }, body: { date } });

/** DELETE /participants/{id}/swaps/{swapId}/progress/{date}: that day was marked by mistake. */
export const removeProgress = (userId: number, swapId: number, date: string) =>
  callEndpoint(api.removeProgress, { params: { id: userId, swapId, date } });

/** An entry's fields: how it went, impact and difficulty (1 to 5). */
export interface EntryFields {
  content: string;
  impactLevel: number | null;
  difficultLevel: number | null;
}

/**
 * POST /participants/{id}/swaps/{swapId}/entry ('Entry added!'): JSON, or with a photo the spec's multipart
 * form (the JSON as the `model` part, the picture as `file`), which a participant sends from their phone.
 */
export function addEntry(userId: number, swapId: number, fields: EntryFields, file?: File | null): Promise<Swap> {
  return callEndpoint(api.addEntry, {
    params: { id: userId, swapId },
    body: fields,
    files: file ? { file } : undefined,
  });
}

/** POST /participants/{id}/swaps/generate-pdf: the PDF, saved under the server's name. */
export async function downloadSwapsPdf(userId: number, body: SwapPdfBody): Promise<void> {
  const { blob, fileName } = await downloadEndpoint(api.generatePdf, { params: { id: userId }, body });
  saveBlob(blob, fileName ?? 'swaps.pdf');
}
