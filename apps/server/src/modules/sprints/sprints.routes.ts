import type { FastifyInstance } from 'fastify';
import {
  endpoints,
  SprintMessages,
  type ChatChannel,
  type TenantId,
  type CreateMessageDefinitionBody,
  type UpdateMessageDefinitionBody,
} from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { chatRealtimeOf } from '../chat/messages.service.js';
import { saveWithUploads } from '../library/media-uploads.service.js';
import { registerUtilizationSource } from '../library/utilizations.js';
import { processKeptUploads } from '../library/media.service.js';
import {
  applyTemplate,
  createDefinition,
  createDefinitions,
  deleteDefinition,
  deleteSeries,
  listDefinitions,
  readDefinition,
  splitDefinition,
  updateDefinition,
} from './definitions.service.js';
import { listMessages, previewMessages } from './occurrences.service.js';
import { wakeSenderAt } from './sprints.jobs.js';
import { sprintPlannedSource, sprintTemplatesSource } from './sprints.utilizations.js';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  presentTemplate,
  shareTemplate,
  updateTemplate,
} from './templates.service.js';

const api = endpoints.sprints;

/** What a change planned, for after its commit. */
interface Planning {
  wakeAt: Date[];
  channels: ChatChannel[];
}

/**
 * Sprints (spec 001 section 7, "Sprints"): templates by the sprintTemplate policy, a participant's messages
 * by the participantMessages policy. A change that plans messages wakes the sender at their times after
 * its commit; files kept from uploads start processing after it.
 */
export async function sprintsRoutes(app: FastifyInstance): Promise<void> {
  registerUtilizationSource(sprintTemplatesSource);
  registerUtilizationSource(sprintPlannedSource);
  const { platform } = app;
  const { fileLinks } = platform;
  /** After a commit that planned: uploads processed, the sender woken at the times, new sprint chats told. */
  const afterPlan =
    (tenantId: TenantId, kept: number[], planned: Planning, log: FastifyInstance['log']) => async () => {
      await processKeptUploads(platform, tenantId, kept, log);
      await wakeSenderAt(platform, tenantId, planned.wakeAt);
      const rt = chatRealtimeOf(platform);
      for (const channel of planned.channels) await rt.channel(tenantId, channel);
    };
  const nothingPlanned: Planning = { wakeAt: [], channels: [] };

  route(app, api.templates, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listTemplates(tx, ctx, actor, query);
    return paged('templates', items, total, query);
  });

  route(app, api.createTemplate, async ({ req, tx, ctx, actor, body, afterCommit }) => {
    const kept: number[] = [];
    const template = await createTemplate(tx, ctx, actor, body, fileLinks, kept);
    afterCommit(afterPlan(ctx.tenantId, kept, nothingPlanned, req.log));
    return template;
  });

  route(app, api.template, async ({ tx, ctx, actor, params }) =>
    presentTemplate(tx, ctx, actor, (await getTemplate(tx, ctx, actor, params.id)).row, fileLinks),
  );

  route(app, api.updateTemplate, async ({ req, tx, ctx, actor, params, version, body, afterCommit }) => {
    const kept: number[] = [];
    const template = await updateTemplate(tx, ctx, actor, params.id, version, body, fileLinks, kept);
    afterCommit(afterPlan(ctx.tenantId, kept, nothingPlanned, req.log));
    return template;
  });

  route(app, api.deleteTemplate, async ({ tx, ctx, actor, params, version }) =>
    deleteTemplate(tx, ctx, actor, params.id, version, fileLinks),
  );

  route(app, api.duplicateTemplate, async ({ tx, ctx, actor, params, body }) =>
    duplicateTemplate(tx, ctx, actor, params.id, body, fileLinks),
  );

  route(app, api.shareTemplate, async ({ tx, ctx, actor, params, body }) => ({
    message: SprintMessages.templateShared,
    ...(await shareTemplate(tx, ctx, actor, params.id, body.practices)),
  }));

  route(app, api.applyTemplate, async ({ req, tx, ctx, actor, params, body, afterCommit }) => {
    const now = new Date();
    const { result, ...planned } = await applyTemplate(tx, ctx, actor, params.id, body, now);
    afterCommit(afterPlan(ctx.tenantId, [], planned, req.log));
    return {
      message: SprintMessages.scheduled,
      correlationId: result.correlationId,
      firstMessageDate: result.firstSendAt?.toISOString() ?? null,
      messageInPast: result.firstSendAt !== null && result.firstSendAt.getTime() <= now.getTime(),
      planned: result.planned,
      skipped: result.skipped,
    };
  });

  route(app, api.calendarPreview, async ({ tx, ctx, actor, params, query }) =>
    previewMessages(tx, ctx, actor, params.id, query),
  );

  route(app, api.messages, async ({ tx, ctx, actor, params, query }) =>
    listMessages(tx, ctx, actor, params.id, query, fileLinks),
  );

  route(app, api.definitions, async ({ tx, ctx, actor, params, query }) => {
    const { items, total } = await listDefinitions(tx, ctx, actor, params.id, query, fileLinks);
    return paged('definitions', items, total, query);
  });

  route(app, api.createDefinition, { transaction: false }, async ({ req, inTx, params, body }) => {
    let planning: Planning = nothingPlanned;
    const created = await saveWithUploads(
      req,
      inTx,
      api.createDefinition,
      body as CreateMessageDefinitionBody | undefined,
      async (tx, ctx, b, files) => {
        const uploaded: number[] = [];
        const { result, ...planned } = await createDefinition(
          tx,
          ctx,
          ctx.actor,
          params.id,
          b,
          fileLinks,
          uploaded,
          new Date(),
          files.file,
        );
        planning = planned;
        return { result, uploaded };
      },
    );
    await afterPlan(req.tenant.id, [], planning, req.log)();
    return created;
  });

  route(app, api.createDefinitions, async ({ req, tx, ctx, actor, body, afterCommit }) => {
    const kept: number[] = [];
    const { result, ...planned } = await createDefinitions(tx, ctx, actor, body, fileLinks, kept, new Date());
    afterCommit(afterPlan(ctx.tenantId, kept, planned, req.log));
    return { message: SprintMessages.definitionAdded, definitions: result };
  });

  route(app, api.definition, async ({ tx, ctx, actor, params }) =>
    readDefinition(tx, ctx, actor, params.id, fileLinks),
  );

  route(app, api.updateDefinition, { transaction: false }, async ({ req, inTx, params, version, body }) => {
    let planning: Planning = nothingPlanned;
    const updated = await saveWithUploads(
      req,
      inTx,
      api.updateDefinition,
      body as UpdateMessageDefinitionBody | undefined,
      async (tx, ctx, b, files) => {
        const uploaded: number[] = [];
        const { result, ...made } = await updateDefinition(
          tx,
          ctx,
          ctx.actor,
          params.id,
          version,
          b,
          fileLinks,
          uploaded,
          new Date(),
          files.file,
        );
        planning = made;
        return { result, uploaded };
      },
    );
    await afterPlan(req.tenant.id, [], planning, req.log)();
    return updated;
  });

  route(app, api.deleteDefinition, async ({ tx, ctx, actor, params, version }) =>
    deleteDefinition(tx, ctx, actor, params.id, version, fileLinks),
  );

  route(app, api.splitDefinition, async ({ req, tx, ctx, actor, params, version, body, afterCommit }) => {
    const { result, ...planned } = await splitDefinition(
      tx,
      ctx,
      actor,
      params.id,
      version,
      body.date,
      fileLinks,
      new Date(),
    );
    afterCommit(afterPlan(ctx.tenantId, [], planned, req.log));
    return result;
  });

  route(app, api.deleteSeries, async ({ tx, ctx, actor, params }) => ({
    message: SprintMessages.messagesDeleted,
    count: await deleteSeries(tx, ctx, actor, params.id),
  }));
}
