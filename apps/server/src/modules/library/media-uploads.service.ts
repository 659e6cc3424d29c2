import type { FastifyRequest } from 'fastify';
import { readOnlyKeys, type EndpointDef } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest } from '../../platform/http/errors.js';
import { isMultipartRequest, parseJsonAlternative } from '../../platform/http/multipart.js';
import { discardStoredKeys, processKeptUploads, receiveMediaUploads, type ReceivedFile } from './media.service.js';

/** The files of a multipart change, by part name. */
export type UploadedMedia = Partial<Record<'file' | 'additionalFile', ReceivedFile>>;

/** A route's `inTx`: runs `fn` in one transaction with the request's context. */
export type InTx = <T>(fn: (tx: Db, ctx: RequestContext & { actor: Actor }) => Promise<T>) => Promise<T>;

/** The `model` part of a multipart call, checked by the endpoint's JSON schema (read-only keys of a PUT dropped). */
export function modelOf<T>(e: EndpointDef, fields: Record<string, string>): T {
  let model: unknown;
  try {
    model = JSON.parse(fields.model ?? '{}');
  } catch {
    throw badRequest('Invalid input: model - The model part must be JSON.', [
      { path: 'model', message: 'The model part must be JSON.' },
    ]);
  }
  if (model && typeof model === 'object' && !Array.isArray(model)) {
    for (const key of readOnlyKeys(e)) delete (model as Record<string, unknown>)[key];
  }
  return parseJsonAlternative(e.body!, model) as T;
}

/** What a change made of uploads: the answer, and the library files whose processing starts after the commit. */
export interface WithUploads<R> {
  result: R;
  uploaded: number[];
}

/**
 * A change sent as JSON or multipart (the `model` JSON part, `file`, `additionalFile`), as the library's
 * definitions take them: the model is checked before any byte is stored, the stored files are discarded
 * when the change fails, and processing of the kept ones starts after the commit.
 */
export async function saveWithUploads<B, R>(
  req: FastifyRequest,
  inTx: InTx,
  e: EndpointDef,
  jsonBody: B | undefined,
  write: (tx: Db, ctx: RequestContext & { actor: Actor }, body: B, files: UploadedMedia) => Promise<WithUploads<R>>,
): Promise<R> {
  const { storage } = req.server.platform;
  let body = jsonBody;
  let files: UploadedMedia = {};
  if (isMultipartRequest(req)) {
    const received = await receiveMediaUploads(req, {
      fileFields: ['file', 'additionalFile'],
      beforeStore: async (early) => void modelOf<B>(e, early),
    });
    files = received.files;
    try {
      body = modelOf<B>(e, received.fields);
    } catch (err) {
      await discardStoredKeys(storage, [files.file?.key, files.additionalFile?.key]);
      throw err;
    }
  }
  try {
    const saved = await inTx((tx, ctx) => write(tx, ctx, body!, files));
    await processKeptUploads(req.server.platform, req.tenant.id, saved.uploaded, req.log);
    return saved.result;
  } catch (err) {
    await discardStoredKeys(storage, [files.file?.key, files.additionalFile?.key]);
    throw err;
  }
}
