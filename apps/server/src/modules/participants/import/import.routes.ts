import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, IMPORT_COLUMNS, participantImportFieldsSchema } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { payloadTooLarge, fieldError } from '../../../platform/http/errors.js';
import { guardedFile, multipartFailure, multipartParts } from '../../../platform/http/multipart.js';
import { route, type StreamingCall } from '../../../platform/http/route.js';
import { MAX_UPLOAD_BYTES } from '../../../platform/storage/storage.js';
import { presentTask, createTask, discardTask, setUpTask } from '../../tasks/index.js';
import { resolvePlacement } from '../participants.service.js';
import { IMPORT_JOB, type ImportJobPayload, type ImportParams } from './import.job.js';
import { contentTypeOf, importFormat, type ImportFormat } from './read-sheet.js';

const api = endpoints.participantImport;
const TEMPLATE = `${IMPORT_COLUMNS.join(',')}\r\n`;
const advisorIdSchema = participantImportFieldsSchema.shape.advisorId;

/** The advisor the participants get, and their practice: one the actor may add participants to. */
async function importParams(
  tx: Db,
  ctx: RequestContext,
  advisorId: string | undefined,
  format: ImportFormat,
): Promise<ImportParams> {
  const parsed = advisorIdSchema.safeParse(advisorId);
  if (!parsed.success) throw fieldError('advisorId', 'Choose an advisor.');
  const placement = await resolvePlacement(tx, ctx, { advisorId: parsed.data, consultantId: null });
  // resolvePlacement gives an advisor their practice: both are set.
  return { format, advisorProfileId: placement.advisorProfileId ?? 0, companyId: placement.companyId ?? 0 };
}

interface Upload {
  taskId: number;
  key: string;
  format: ImportFormat;
  advisorId: string | undefined;
}

/**
 * POST /participants/import (multipart: advisorId and a CSV or XLSX file) stores the file and starts
 * the import job, answering 202 with the task; GET /participants/import/template downloads the
 * columns it expects.
 */
export async function participantImportRoutes(app: FastifyInstance): Promise<void> {
  const { jobs, storage } = app.platform;

  route(app, api.template, async ({ reply }) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="participants-import-template.csv"')
      .send(TEMPLATE),
  );

  route(app, api.start, { transaction: false }, async (call) => {
    const upload = await receiveUpload(call);
    try {
      await call.inTx(async (tx, ctx) => {
        const params = await importParams(tx, ctx, upload.advisorId, upload.format);
        await setUpTask(tx, ctx, upload.taskId, { fileKey: upload.key, params: { ...params } });
      });
    } catch (err) {
      await dropUpload(call, upload.taskId, upload.key);
      throw err;
    }
    const tenantId = call.ctx.tenantId;
    const jobId = await jobs.enqueue<ImportJobPayload>(
      IMPORT_JOB,
      { taskId: upload.taskId },
      { tenantId, idempotencyKey: `${IMPORT_JOB}:${tenantId}:${upload.taskId}` },
    );
    return presentTask(await call.inTx((tx, ctx) => setUpTask(tx, ctx, upload.taskId, { jobId })));
  });

  /** Streams the file part to storage under tenant/<id>/imports/<taskId>; advisorId may come before or after it. */
  async function receiveUpload(call: StreamingCall<typeof api.start>): Promise<Upload> {
    const req: FastifyRequest = call.req;
    const fields: Record<string, string> = {};
    let stored: Omit<Upload, 'advisorId'> | null = null;
    try {
      for await (const part of multipartParts(req)) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const format = importFormat(part.filename, part.mimetype);
        if (part.fieldname !== 'file' || !format) {
          part.file.resume();
          throw fieldError('file', 'Choose a CSV or XLSX file.');
        }
        const file = guardedFile(part.file);
        const task = await call.inTx(async (tx, ctx) => {
          // A wrong advisor sent first costs no upload.
          if (fields.advisorId !== undefined) await importParams(tx, ctx, fields.advisorId, format);
          return createTask(tx, ctx, {
            type: 'participants_import',
            params: {},
            fileName: part.filename.slice(0, 255),
          });
        });
        const key = `tenant/${call.ctx.tenantId}/imports/${task.id}`;
        stored = { taskId: task.id, key, format };
        await storage.put(key, file, { contentType: contentTypeOf(format), maxBytes: MAX_UPLOAD_BYTES });
        if (part.file.truncated) throw payloadTooLarge(MAX_UPLOAD_BYTES);
      }
    } catch (err) {
      if (stored) await dropUpload(call, stored.taskId, stored.key);
      throw multipartFailure(err);
    }
    if (!stored) throw fieldError('file', 'Choose a CSV or XLSX file.');
    return { ...stored, advisorId: fields.advisorId };
  }

  /** An upload that will not be imported leaves neither its file nor its task behind. */
  async function dropUpload(call: StreamingCall<typeof api.start>, taskId: number, key: string): Promise<void> {
    await storage.delete(key).catch(() => undefined);
    await call.inTx((tx, ctx) => discardTask(tx, ctx, taskId)).catch(() => undefined);
  }
}
