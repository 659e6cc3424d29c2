import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FileType, type FileTypeId, type TenantId } from '@stride/contracts';
import { mlResources, mlSentResources } from '../../src/modules/library/library.table.js';
import { writePdf } from '../../src/seed/library-files.js';
import { HOSTS, type TestApp } from '../support/app.js';
import { unique } from '../support/factories.js';
import { api, json } from '../support/http.js';
import { multipartBody as formBody, uploadFile } from './media-support.js';

type Host = keyof typeof HOSTS;

/** The library calls of one signed-in person; DELETE may carry a body (force, ids). */
export function libraryClient(t: TestApp, token: string, host: Host = 'default') {
  const base = api(t.app, { token, host });
  const send = (method: 'DELETE' | 'POST' | 'PUT', url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method,
      url,
      headers: { host: HOSTS[host], authorization: `Bearer ${token}`, ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  return {
    ...base,
    del: (url: string, body?: unknown, headers?: Record<string, string>) => send('DELETE', url, body, headers),
    async mainFolder(): Promise<{ id: number; version: number; name: string }> {
      const res = await base.get('/api/ml/directories/main');
      if (res.statusCode !== 200) throw new Error(`main folder: ${res.statusCode} ${res.body}`);
      return json(res);
    },
    async folder(
      parentId: number,
      name = `Folder ${unique()}`,
    ): Promise<{ id: number; version: number; name: string }> {
      const res = await base.post(`/api/ml/directories/${parentId}`, { name });
      if (res.statusCode !== 201) throw new Error(`folder: ${res.statusCode} ${res.body}`);
      return json(res);
    },
  };
}

/** A real PNG made by sharp. */
export const pngBytes = (width = 64, height = 48, r = 30) =>
  sharp({ create: { width, height, channels: 3, background: { r, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A small valid one-page PDF (with its cross-reference table), as the demo library writes them. */
export const pdfBytes = (): Buffer => writePdf([['Page 1']]);

export interface BuildResourceOptions {
  tenantId?: TenantId;
  directoryId: number;
  ownerProfileId: number;
  title?: string;
  fileTypeId?: FileTypeId;
  labels?: string[];
  size?: number;
  withThumbnail?: boolean;
  processingStatus?: 'processing' | 'ready' | 'failed';
}

/**
 * A library file as processing leaves it (status ready): real bytes in storage (and a thumbnail),
 * its ml_resources row. For tests that need files without going through the upload routes.
 */
export async function buildResource(t: TestApp, o: BuildResourceOptions) {
  const tenantId = o.tenantId ?? 'default';
  const { storage, db } = t.app.platform;
  const fileTypeId = o.fileTypeId ?? FileType.Image;
  const ext = fileTypeId === FileType.Image ? 'png' : fileTypeId === FileType.Pdf ? 'pdf' : 'mp4';
  const contentType =
    fileTypeId === FileType.Image ? 'image/png' : fileTypeId === FileType.Pdf ? 'application/pdf' : 'video/mp4';
  const bytes =
    fileTypeId === FileType.Image ? await pngBytes() : fileTypeId === FileType.Pdf ? pdfBytes() : Buffer.from('video');
  const id = unique();
  const storageKey = `${tenantId}/library/test-${id}.${ext}`;
  await storage.put(storageKey, Readable.from([bytes]), { contentType });
  let thumbnailKey: string | null = null;
  if (o.withThumbnail ?? true) {
    thumbnailKey = `${tenantId}/library/test-${id}-thumb.webp`;
    const thumb = await sharp(await pngBytes(32, 24))
      .webp()
      .toBuffer();
    await storage.put(thumbnailKey, Readable.from([thumb]), { contentType: 'image/webp' });
  }
  const title = o.title ?? `File ${id}`;
  const [row] = await db
    .insert(mlResources)
    .values({
      tenantId,
      directoryId: o.directoryId,
      ownerProfileId: o.ownerProfileId,
      title,
      name: `${title}.${ext}`,
      fileTypeId,
      contentType,
      size: o.size ?? bytes.length,
      storageKey,
      thumbnailKey,
      processingStatus: o.processingStatus ?? 'ready',
      labels: o.labels ?? [],
    })
    .returning();
  return row!;
}

/** A resource sent to a participant, as POST /ml/resources/{id}/send leaves it. */
export async function buildSent(
  t: TestApp,
  o: { tenantId?: TenantId; resourceId: number; receiverProfileId: number; senderProfileId: number },
) {
  const [row] = await t.app.platform.db
    .insert(mlSentResources)
    .values({ tenantId: o.tenantId ?? 'default', ...o })
    .returning();
  return row!;
}

export async function resourceRow(t: TestApp, id: number) {
  const [row] = await t.app.platform.db.select().from(mlResources).where(eq(mlResources.id, id));
  return row;
}

export async function sentRows(t: TestApp, resourceId: number) {
  return t.app.platform.db
    .select()
    .from(mlSentResources)
    .where(and(eq(mlSentResources.resourceId, resourceId)));
}

/** Whether the store still has the key. */
export async function isStored(t: TestApp, key: string | null | undefined): Promise<boolean> {
  if (!key) return false;
  return (await t.app.platform.storage.stat(key)) !== null;
}

/** A multipart/form-data body (media-support's), text fields first, with its content-type header. */
export function multipartBody(file: { name: string; type: string; data: Buffer }, fields: Record<string, string> = {}) {
  const body = formBody(fields, { name: file.name, type: file.type, content: file.data });
  return { payload: body.payload, headers: { 'content-type': body.contentType } };
}

/** POSTs a multipart body as the signed-in person. */
export function postMultipart(
  t: TestApp,
  token: string,
  url: string,
  body: ReturnType<typeof multipartBody>,
  host: Host = 'default',
) {
  return api(t.app, { token, host }).post(url, body.payload, body.headers);
}

/** Uploads a file with POST /ml/files/upload; answers its storageFileId. */
export async function uploadStorageFile(
  t: TestApp,
  token: string,
  file: { name: string; type: string; data: Buffer },
  host: Host = 'default',
): Promise<number> {
  const res = await uploadFile(t.app, token, { name: file.name, type: file.type, content: file.data }, { host });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return json<{ storageFileId: number }>(res).storageFileId;
}
