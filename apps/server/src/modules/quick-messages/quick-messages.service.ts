import { and, asc, count, eq } from 'drizzle-orm';
import { MAX_QUICK_MESSAGES, type PageQuery } from '@stride/contracts';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Db } from '../../platform/db/client.js';
import { authorize } from '../../platform/http/authorize.js';
import type { RequestContext } from '../../platform/http/context.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { deleteVersioned, updateVersioned } from '../../platform/http/etag.js';
import { pageWindow, totalCount } from '../../platform/http/paging.js';
import { getVisiblePerson } from '../profiles/index.js';
import { quickMessages } from './quick-messages.table.js';
import { presentQuickMessage } from './quick-messages.presenter.js';

export type Row = typeof quickMessages.$inferSelect;

/**
 * Quick messages belong to one staff member and only they use them: another profile the actor may
 * see is a 403, one they may not see (or another tenant's) a 404.
 */
async function assertOwnProfile(tx: Db, ctx: RequestContext, profileId: number): Promise<void> {
  if (profileId !== ctx.actor!.profileId) await getVisiblePerson(tx, ctx, profileId);
  authorize(ctx.actor!, 'quickMessages.manage', { profileId }, 'Quick messages can only be managed by their owner.');
}

const ofProfile = (ctx: RequestContext, profileId: number) =>
  and(eq(quickMessages.tenantId, ctx.tenantId), eq(quickMessages.profileId, profileId));

export async function listQuickMessages(tx: Db, ctx: RequestContext, profileId: number, q: PageQuery) {
  await assertOwnProfile(tx, ctx, profileId);
  const rows = await tx
    .select({ message: quickMessages, total: totalCount() })
    .from(quickMessages)
    .where(ofProfile(ctx, profileId))
    .orderBy(asc(quickMessages.id))
    .limit(pageWindow(q).limit)
    .offset(pageWindow(q).offset);
  return { quickMessages: rows.map((r) => presentQuickMessage(r.message)), total: rows[0]?.total ?? 0 };
}

export async function addQuickMessage(tx: Db, ctx: RequestContext, profileId: number, message: string) {
  await assertOwnProfile(tx, ctx, profileId);
  const [existing] = await tx.select({ n: count() }).from(quickMessages).where(ofProfile(ctx, profileId));
  if ((existing?.n ?? 0) >= MAX_QUICK_MESSAGES) {
    throw conflict(`You can keep up to ${MAX_QUICK_MESSAGES} quick messages. Delete one first.`);
  }
  const [row] = await tx.insert(quickMessages).values({ tenantId: ctx.tenantId, profileId, message }).returning();
  await recordAudit(tx, ctx, { operation: 'CREATE', entityType: 'quick_message', entityId: row!.id, after: row });
  return presentQuickMessage(row!);
}

async function getOwnQuickMessage(tx: Db, ctx: RequestContext, profileId: number, id: number): Promise<Row> {
  await assertOwnProfile(tx, ctx, profileId);
  const [row] = await tx
    .select()
    .from(quickMessages)
    .where(and(ofProfile(ctx, profileId), eq(quickMessages.id, id)));
  if (!row) throw notFound('Quick message');
  return row;
}

export async function updateQuickMessage(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  id: number,
  expectedVersion: number,
  message: string,
) {
  const before = await getOwnQuickMessage(tx, ctx, profileId, id);
  const row = await updateVersioned(
    tx,
    {
      table: quickMessages,
      id,
      tenantId: ctx.tenantId,
      expectedVersion,
      entity: 'Quick message',
      present: presentQuickMessage,
    },
    { message },
  );
  await recordAudit(tx, ctx, { operation: 'UPDATE', entityType: 'quick_message', entityId: id, before, after: row });
  return presentQuickMessage(row);
}

export async function deleteQuickMessage(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
  id: number,
  expectedVersion: number,
) {
  await getOwnQuickMessage(tx, ctx, profileId, id);
  const row = await deleteVersioned(tx, {
    table: quickMessages,
    id,
    tenantId: ctx.tenantId,
    expectedVersion,
    entity: 'Quick message',
    present: presentQuickMessage,
  });
  await recordAudit(tx, ctx, { operation: 'DELETE', entityType: 'quick_message', entityId: id, before: row });
}

/** Removes every quick message of a person whose account is deleted; returns how many. */
export async function removeQuickMessagesOf(tx: Db, tenantId: string, profileId: number): Promise<number> {
  const removed = await tx
    .delete(quickMessages)
    .where(and(eq(quickMessages.tenantId, tenantId), eq(quickMessages.profileId, profileId)))
    .returning({ id: quickMessages.id });
  return removed.length;
}
