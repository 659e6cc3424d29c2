import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMPORT_COLUMNS, IMPORT_ROLES, participantImportFieldsSchema, taskSchema } from '@stride/contracts';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { badRequest, payloadTooLarge, unauthorized } from '../../../platform/http/errors.js';
import { tenantTx } from '../../../platform/http/request.js';
import { typed } from '../../../platform/http/server.js';
import { MAX_UPLOAD_BYTES } from '../../../platform/storage/storage.js';
import { findPerson } from '../../profiles/profiles.service.js';
import { presentTask } from '../../tasks/tasks.presenter.js';
import { createTask, discardTask, setUpTask } from '../../tasks/tasks.service.js';
import { resolvePlacement } from '../participants.service.js';
import { IMPORT_JOB, type ImportJobPayload, type ImportParams } from './import.job.js';
import { contentTypeOf, importFormat, type ImportFormat } from './read-sheet.js';

const TEMPLATE = `${IMPORT_COLUMNS.join(',')}\r\n`;
const advisorIdSchema = participantImportFieldsSchema.shape.advisorId;

const fieldError = (path: string, message: string) => badRequest(message, [{ path, message }]);

/** The advisor the participants get, and their practice: one the actor may add participants to. */
async function importParams(
  tx: Db,
  ctx: RequestContext,
  advisorId: string | undefined,
  format: ImportFormat,
): Promise<ImportParams> {
  const parsed = advisorIdSchema.safeParse(advisorId);
  if (!parsed.success) throw fieldError('advisorId', 'Choose an advisor.');
  if (!ctx.actor) throw unauthorized();
  const self = await findPerson(tx, ctx.tenantId, ctx.actor.profileId);
  if (!self) throw unauthorized();
  const placement = await resolvePlacement(
    tx,
    ctx,
    { actor: ctx.actor, actorProfile: self.profile },
    { advisorId: parsed.data, consultantId: null },
  );
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
  const r = typed(app);
  const tags = ['participants'];
  const { jobs, storage } = app.platform;

  r.get(
    '/api/participants/import/template',
    { config: { roles: IMPORT_ROLES }, schema: { tags } },
    async (_req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="participants-import-template.csv"')
        .send(TEMPLATE),
  );

  r.post(
    '/api/participants/import',
    {
      config: { roles: IMPORT_ROLES },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart fields: advisorId (an advisor profile id) and file (CSV or XLSX, up to 1 GB).',
        response: { 202: taskSchema },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) throw badRequest('Send advisorId and the file as multipart/form-data.');
      const upload = await receiveUpload(req);
      try {
        await tenantTx(req, async (tx, ctx) => {
          const params = await importParams(tx, ctx, upload.advisorId, upload.format);
          await setUpTask(tx, ctx, upload.taskId, { fileKey: upload.key, params: { ...params } });
        });
      } catch (err) {
        await dropUpload(req, upload.taskId, upload.key);
        throw err;
      }
      const jobId = await jobs.enqueue<ImportJobPayload>(
        IMPORT_JOB,
        { taskId: upload.taskId },
        { tenantId: req.tenant.id, idempotencyKey: `${IMPORT_JOB}:${req.tenant.id}:${upload.taskId}` },
      );
      const task = await tenantTx(req, (tx, ctx) => setUpTask(tx, ctx, upload.taskId, { jobId }));
      return reply.status(202).send(presentTask(task));
    },
  );

  /** Streams the file part to storage under tenant/<id>/imports/<taskId>; advisorId may come before or after it. */
  async function receiveUpload(req: FastifyRequest): Promise<Upload> {
    const fields: Record<string, string> = {};
    let stored: Omit<Upload, 'advisorId'> | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          fields[part.fieldname] = String(part.value);
          continue;
        }
        const format = importFormat(part.filename, part.mimetype);
        if (part.fieldname !== 'file' || !format) {
          part.file.resume();
          throw fieldError('file', 'Choose a CSV or XLSX file.');
        }
        const task = await tenantTx(req, async (tx, ctx) => {
          // A wrong advisor sent first costs no upload.
          if (fields.advisorId !== undefined) await importParams(tx, ctx, fields.advisorId, format);
          return createTask(tx, ctx, {
            type: 'participants_import',
            params: {},
            fileName: part.filename.slice(0, 255),
          });
        });
        const key = `tenant/${req.tenant.id}/imports/${task.id}`;
        stored = { taskId: task.id, key, format };
        await storage.put(key, part.file, { contentType: contentTypeOf(format), maxBytes: MAX_UPLOAD_BYTES });
        if (part.file.truncated) throw payloadTooLarge(MAX_UPLOAD_BYTES);
      }
    } catch (err) {
      if (stored) await dropUpload(req, stored.taskId, stored.key);
      throw err;
    }
    if (!stored) throw fieldError('file', 'Choose a CSV or XLSX file.');
    return { ...stored, advisorId: fields.advisorId };
  }

  /** An upload that will not be imported leaves neither its file nor its task behind. */
  async function dropUpload(req: FastifyRequest, taskId: number, key: string): Promise<void> {
    await storage.delete(key).catch(() => undefined);
    await tenantTx(req, (tx, ctx) => discardTask(tx, ctx, taskId)).catch(() => undefined);
  }
}
