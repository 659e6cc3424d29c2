import type { FastifyInstance } from 'fastify';
import { endpoints, SprintMessages, type ChatChannel, type TenantId } from '@stride/contracts';
import { paged } from '../../platform/http/paging.js';
import { route } from '../../platform/http/route.js';
import { chatRealtimeOf } from '../chat/index.js';
import { sharedEvents, shareWith } from '../sharing/index.js';
import {
  applyTemplate,
  createDefinition,
  createDefinitions,
  listDefinitions,
  readDefinition,
} from './definitions.service.js';
import { deleteDefinition, deleteSeries, splitDefinition, updateDefinition } from './definition-changes.service.js';
import { listMessages, previewMessages } from './occurrences.service.js';
import { wakeSenderAt } from './sprints.jobs.js';
import {
  createTemplate,
  deleteTemplate,
  duplicateTemplate,
  getTemplate,
  listTemplates,
  updateTemplate,
} from './templates.service.js';
import { presentTemplate } from './sprints.presenter.js';

const api = endpoints.sprints;

/** What a change planned, for after its commit. */
interface Planning {
  wakeAt: Date[];
  channels: ChatChannel[];
}

/**
 * Sprints (spec 001 section 7, "Sprints"): templates by the sprintTemplate policy, a participant's messages
 * by the sprints policy. A change that plans messages wakes the sender at their times after
 * its commit; files kept from uploads start processing after it.
 */
export async function sprintsRoutes(app: FastifyInstance): Promise<void> {
  const { platform } = app;
  const { fileLinks } = platform;
  /** After a commit that planned: the sender woken at the times, new sprint chats told. */
  const afterPlan = (tenantId: TenantId, planned: Planning) => async () => {
    await wakeSenderAt(platform, tenantId, planned.wakeAt);
    const rt = chatRealtimeOf(platform);
    for (const channel of planned.channels) await rt.channel(tenantId, channel);
  };

  route(app, api.templates, async ({ tx, ctx, actor, query }) => {
    const { items, total } = await listTemplates(tx, ctx, actor, query);
    return paged('templates', items, total, query);
  });

  route(app, api.createTemplate, async ({ tx, ctx, actor, body, uploaded }) =>
    createTemplate(tx, ctx, actor, body, fileLinks, uploaded),
  );

  route(app, api.template, async ({ tx, ctx, actor, params }) =>
    presentTemplate(tx, ctx, actor, (await getTemplate(tx, ctx, actor, params.id)).row, fileLinks),
  );

  route(app, api.updateTemplate, async ({ tx, ctx, actor, params, version, body, uploaded }) =>
    updateTemplate(tx, ctx, actor, params.id, version, body, fileLinks, uploaded),
  );

  route(app, api.deleteTemplate, async ({ tx, ctx, actor, params, version }) =>
    deleteTemplate(tx, ctx, actor, params.id, version, fileLinks),
  );

  route(app, api.duplicateTemplate, async ({ tx, ctx, actor, params, body }) =>
    duplicateTemplate(tx, ctx, actor, params.id, body, fileLinks),
  );

  // Sharing: the sharing module's rules for the kind SPRINT_TEMPLATE (sprints.sharing.ts).
  route(app, api.shareTemplate, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const out = await shareWith(tx, ctx, actor, 'SPRINT_TEMPLATE', params.id, body.practices);
    afterCommit(() => Promise.all(sharedEvents(ctx, actor, out).map((e) => app.platform.events.publish(e))));
    return {
      message: SprintMessages.templateShared,
      sharedWith: out.sharedWith.map(({ id, name }) => ({ id, name })),
    };
  });

  route(app, api.applyTemplate, async ({ tx, ctx, actor, params, body, afterCommit }) => {
    const now = new Date();
    const { result, ...planned } = await applyTemplate(tx, ctx, actor, params.id, body, now);
    afterCommit(afterPlan(ctx.tenantId, planned));
    return {
      message: SprintMessages.scheduled,
      correlationId: result.correlationId,
      firstMessageDate: result.firstSendAt?.toISOString() ?? null,
      messageInPast: result.firstSendAt !== null && result.firstSendAt.getTime() <= now.getTime(),
      planned: result.planned,
      skipped: result.skipped,
    };
  });

  route(app, api.calendarPreview, async ({ tx, ctx, params, query }) => previewMessages(tx, ctx, params.id, query));

  route(app, api.messages, async ({ tx, ctx, actor, params, query }) =>
    listMessages(tx, ctx, actor, params.id, query, fileLinks),
  );

  route(app, api.definitions, async ({ tx, ctx, params, query }) => {
    const { items, total } = await listDefinitions(tx, ctx, params.id, query, fileLinks);
    return paged('definitions', items, total, query);
  });

  route(app, api.createDefinition, async ({ tx, ctx, actor, params, body, files, uploaded, afterCommit }) => {
    const { result, ...planned } = await createDefinition(
      tx,
      ctx,
      actor,
      params.id,
      body,
      fileLinks,
      uploaded,
      new Date(),
      files.file,
    );
    afterCommit(afterPlan(ctx.tenantId, planned));
    return result;
  });

  route(app, api.createDefinitions, async ({ tx, ctx, actor, body, uploaded, afterCommit }) => {
    const { result, ...planned } = await createDefinitions(tx, ctx, actor, body, fileLinks, uploaded, new Date());
    afterCommit(afterPlan(ctx.tenantId, planned));
    return { message: SprintMessages.definitionAdded, definitions: result };
  });

  route(app, api.definition, async ({ tx, ctx, actor, params }) =>
    readDefinition(tx, ctx, actor, params.id, fileLinks),
  );

  route(app, api.updateDefinition, async ({ tx, ctx, actor, params, version, body, files, uploaded, afterCommit }) => {
    const { result, ...planned } = await updateDefinition(
      tx,
      ctx,
      actor,
      params.id,
      version,
      body,
      fileLinks,
      uploaded,
      new Date(),
      files.file,
    );
    afterCommit(afterPlan(ctx.tenantId, planned));
    return result;
  });

  route(app, api.deleteDefinition, async ({ tx, ctx, actor, params, version }) =>
    deleteDefinition(tx, ctx, actor, params.id, version, fileLinks),
  );

  route(app, api.splitDefinition, async ({ tx, ctx, actor, params, version, body, afterCommit }) => {
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
    afterCommit(afterPlan(ctx.tenantId, planned));
    return result;
  });

  route(app, api.deleteSeries, async ({ tx, ctx, actor, params }) => ({
    message: SprintMessages.messagesDeleted,
    count: await deleteSeries(tx, ctx, actor, params.id),
  }));
}
