import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  routineLibraryOf,
  type CreateSprintTemplateBody,
  type PolicyActor,
  type SprintTemplate,
  type SprintTemplateListQuery,
  type SprintTemplateMessageBody,
  type SprintTemplateSummary,
  type UpdateSprintTemplateBody,
} from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import { titleContains } from '../../platform/db/title-search.js';
import { authorize } from '../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import { badRequest, notFound, preconditionFailed } from '../../platform/http/errors.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { forgetShares, sharedCompanyIdsSql, sharedWithSql } from '../sharing/index.js';
import { requireContent, resolveMedia } from './media.js';
import {
  sprintTemplateMessages,
  sprintTemplates,
  type SprintTemplateMessageRow,
  type SprintTemplateRow,
} from './sprints.table.js';
import { summaryOf, presentTemplate } from './sprints.presenter.js';

export const TEMPLATE_ENTITY = 'sprint_template';

/** A template as its rules and answers need it: the row and the companies it is shared with. */
export interface LoadedTemplate {
  row: SprintTemplateRow;
  sharedWithCompanyIds: number[];
}

// Written qualified by hand: in a one-table select drizzle writes its columns unqualified, which a
// subquery would read as its own.
const TEMPLATE = { tenantId: sql`sprint_templates.tenant_id`, id: sql`sprint_templates.id` };
/** The companies a template is shared with (the sharing module's shares of kind SPRINT_TEMPLATE). */
const sharedCompanyIds = sharedCompanyIdsSql('SPRINT_TEMPLATE', TEMPLATE);

/** The templates an actor sees: the platform's, their company's, and those shared with their company. */
function visibleTemplatesWhere(actor: PolicyActor, scope: SprintTemplateListQuery['scope']): SQL {
  const own = routineLibraryOf(actor);
  if (own === undefined) return sql`false`;
  const platform = isNull(sprintTemplates.companyId);
  const company = typeof own === 'number' ? eq(sprintTemplates.companyId, own) : sql`false`;
  const shared = typeof own === 'number' ? sharedWithSql('SPRINT_TEMPLATE', TEMPLATE, own) : sql`false`;
  if (scope === 'platform') return platform;
  if (scope === 'company') return or(company, shared)!;
  return or(platform, company, shared)!;
}

/**
 * A template the actor sees, by the sprintTemplate policy: 404 when hidden, 403 for an action they may not
 * take (a platform or shared template is read-only to practice staff).
 */
export async function getTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  action:
    | 'sprintTemplate.view'
    | 'sprintTemplate.change'
    | 'sprintTemplate.apply'
    | 'sprintTemplate.share' = 'sprintTemplate.view',
): Promise<LoadedTemplate> {
  const [found] = await tx
    .select({ row: sprintTemplates, sharedWithCompanyIds: sharedCompanyIds })
    .from(sprintTemplates)
    .where(and(eq(sprintTemplates.tenantId, ctx.tenantId), eq(sprintTemplates.id, id)));
  if (!found) throw notFound('Sprint');
  const sharedWithCompanyIds = (found.sharedWithCompanyIds ?? []).map(Number);
  authorize(
    actor,
    action,
    { companyId: found.row.companyId, sharedWithCompanyIds },
    'This sprint is read-only to you: duplicate it to change it.',
  );
  return { row: found.row, sharedWithCompanyIds };
}

/** A template's messages in timeline order: day, time, position. */
export async function messagesOf(tx: Db, ctx: RequestContext, templateId: number): Promise<SprintTemplateMessageRow[]> {
  return tx
    .select()
    .from(sprintTemplateMessages)
    .where(and(eq(sprintTemplateMessages.tenantId, ctx.tenantId), eq(sprintTemplateMessages.templateId, templateId)))
    .orderBy(
      asc(sprintTemplateMessages.day),
      asc(sprintTemplateMessages.time),
      asc(sprintTemplateMessages.position),
      asc(sprintTemplateMessages.id),
    );
}

/** GET /messages/templates: a page of the templates the actor sees, by name. */
export async function listTemplates(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  q: SprintTemplateListQuery,
): Promise<{ items: SprintTemplateSummary[]; total: number }> {
  const { limit, offset } = pageWindow(q);
  const counts = sql<{
    days: number;
    messageCount: number;
  }>`(select json_build_object('days', coalesce(max(m.day), 0), 'messageCount', count(*)) from sprint_template_messages m where m.tenant_id = sprint_templates.tenant_id and m.template_id = sprint_templates.id)`;
  const rows = await tx
    .select({ row: sprintTemplates, counts, total: totalCount() })
    .from(sprintTemplates)
    .where(
      and(
        eq(sprintTemplates.tenantId, ctx.tenantId),
        visibleTemplatesWhere(actor, q.scope),
        titleContains(sprintTemplates.searchName, q.search),
      ),
    )
    .orderBy(asc(sprintTemplates.searchName), asc(sprintTemplates.id))
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map((r) =>
      summaryOf(r.row, actor, { days: r.counts.days, messageCount: Number(r.counts.messageCount) }),
    ),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Replaces a template's messages with the editor's list (a message with an id keeps its row; one left
 * out is deleted; the order within a day is the list's). Answers the files kept from uploads.
 */
async function writeMessages(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  templateId: number,
  wanted: SprintTemplateMessageBody[],
  kept: number[],
): Promise<void> {
  const existing = await messagesOf(tx, ctx, templateId);
  const byId = new Map(existing.map((m) => [m.id, m]));
  const seen = new Set<number>();
  const positions = new Map<string, number>();
  const rows: Array<typeof sprintTemplateMessages.$inferInsert> = [];
  for (const [i, m] of wanted.entries()) {
    const path = `body.messages.${i}.`;
    const current = m.id === undefined ? undefined : byId.get(m.id);
    if (m.id !== undefined && (!current || seen.has(m.id))) {
      throw badRequest(`Message ${m.id} is not one of this sprint's.`, [
        { path: `${path}id`, message: 'Not a message of this sprint.' },
      ]);
    }
    if (m.id !== undefined) seen.add(m.id);
    const media = await resolveMedia(
      tx,
      ctx,
      actor,
      m,
      { resourceId: current?.resourceId ?? null, thumbnail: current?.thumbnail ?? null },
      path,
      kept,
    );
    requireContent(m.text, media, path);
    const slot = `${m.day} ${m.time}`;
    const position = positions.get(slot) ?? 0;
    positions.set(slot, position + 1);
    rows.push({
      tenantId: ctx.tenantId,
      templateId,
      day: m.day,
      time: m.time,
      position,
      text: m.text,
      resourceId: media.resourceId,
      thumbnail: media.thumbnail,
    });
  }
  // Rows are rewritten whole: ids of kept messages stay stable through an update in place.
  const keep = rows.map((r, i) => ({ row: r, id: wanted[i]!.id }));
  const removed = existing.filter((m) => !seen.has(m.id)).map((m) => m.id);
  if (removed.length) {
    await tx
      .delete(sprintTemplateMessages)
      .where(and(eq(sprintTemplateMessages.tenantId, ctx.tenantId), anyId(sprintTemplateMessages.id, removed)));
  }
  for (const { row, id } of keep.filter((k) => k.id !== undefined)) {
    const { tenantId: _tenant, templateId: _template, ...values } = row;
    await tx
      .update(sprintTemplateMessages)
      .set(values)
      .where(and(eq(sprintTemplateMessages.tenantId, ctx.tenantId), eq(sprintTemplateMessages.id, id!)));
  }
  const added = keep.filter((k) => k.id === undefined).map((k) => k.row);
  if (added.length) await tx.insert(sprintTemplateMessages).values(added);
}

/** POST /messages/templates: a template in the actor's library (New sprint added!). */
export async function createTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  body: CreateSprintTemplateBody,
  links: FileLinks,
  kept: number[],
): Promise<SprintTemplate> {
  authorize(actor, 'sprintTemplate.create', undefined, 'Participants keep no sprints.');
  const [row] = await tx
    .insert(sprintTemplates)
    .values({
      tenantId: ctx.tenantId,
      companyId: routineLibraryOf(actor)!,
      name: body.name,
      createdByProfileId: actor.profileId,
    })
    .returning();
  await writeMessages(tx, ctx, actor, row!.id, body.messages, kept);
  const presented = await presentTemplate(tx, ctx, actor, row!, links);
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: TEMPLATE_ENTITY, entityId: row!.id, after: presented });
  return presented;
}

/** PUT /messages/templates/{id}: the name, and the whole timeline when sent (If-Match). */
export async function updateTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  body: UpdateSprintTemplateBody,
  links: FileLinks,
  kept: number[],
): Promise<SprintTemplate> {
  const loaded = await getTemplate(tx, ctx, actor, id, 'sprintTemplate.change');
  const before = await presentTemplate(tx, ctx, actor, loaded.row, links);
  if (loaded.row.version !== expectedVersion) throw preconditionFailed(before);
  if (body.messages !== undefined) await writeMessages(tx, ctx, actor, id, body.messages, kept);
  const [row] = await tx
    .update(sprintTemplates)
    .set({ name: body.name ?? loaded.row.name, version: sql`${sprintTemplates.version} + 1`, updatedAt: new Date() })
    .where(and(eq(sprintTemplates.tenantId, ctx.tenantId), eq(sprintTemplates.id, id)))
    .returning();
  const after = await presentTemplate(tx, ctx, actor, row!, links);
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: TEMPLATE_ENTITY, entityId: id, before, after });
  return after;
}

/** DELETE /messages/templates/{id} (Sprint deleted!): messages already applied keep going. */
export async function deleteTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  expectedVersion: number,
  links: FileLinks,
): Promise<void> {
  const loaded = await getTemplate(tx, ctx, actor, id, 'sprintTemplate.change');
  const before = await presentTemplate(tx, ctx, actor, loaded.row, links);
  if (loaded.row.version !== expectedVersion) throw preconditionFailed(before);
  await tx
    .delete(sprintTemplateMessages)
    .where(and(eq(sprintTemplateMessages.tenantId, ctx.tenantId), eq(sprintTemplateMessages.templateId, id)));
  await forgetShares(tx, ctx, 'SPRINT_TEMPLATE', [id]);
  await tx.delete(sprintTemplates).where(and(eq(sprintTemplates.tenantId, ctx.tenantId), eq(sprintTemplates.id, id)));
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: TEMPLATE_ENTITY, entityId: id, before });
}

/** POST /messages/templates/{id}/duplicate (Sprint duplicated!): a copy in the actor's library. */
export async function duplicateTemplate(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  body: { name?: string },
  links: FileLinks,
): Promise<SprintTemplate> {
  const loaded = await getTemplate(tx, ctx, actor, id);
  authorize(
    actor,
    'sprintTemplate.duplicate',
    { companyId: loaded.row.companyId, sharedWithCompanyIds: loaded.sharedWithCompanyIds },
    'Participants keep no sprints.',
  );
  const [row] = await tx
    .insert(sprintTemplates)
    .values({
      tenantId: ctx.tenantId,
      companyId: routineLibraryOf(actor)!,
      name: body.name ?? `${loaded.row.name} (copy)`.slice(0, 200),
      createdByProfileId: actor.profileId,
    })
    .returning();
  const messages = await messagesOf(tx, ctx, id);
  if (messages.length) {
    await tx
      .insert(sprintTemplateMessages)
      .values(messages.map(({ id: _id, templateId: _t, ...m }) => ({ ...m, templateId: row!.id })));
  }
  const presented = await presentTemplate(tx, ctx, actor, row!, links);
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: TEMPLATE_ENTITY, entityId: row!.id, after: presented });
  return presented;
}
