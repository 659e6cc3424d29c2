import { and, asc, eq } from 'drizzle-orm';
import { routineLibraryOf, type Sequence } from '@stride/contracts';
import { recordAudit } from '../../../platform/audit/audit.js';
import { anyId } from '../../../platform/db/arrays.js';
import type { Db } from '../../../platform/db/client.js';
import { authorize } from '../../../platform/http/authorize.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { notFound } from '../../../platform/http/errors.js';
import type { FileLinks } from '../../../platform/storage/file-links.js';
import { copyRows } from '../definitions/definitions-copy.service.js';
import { routineDefinitions } from '../routines.table.js';
import { routineSequenceItems, routineSequences, type SequenceRow } from '../sequences.table.js';
import { copiedPrescription } from './sequence-items.service.js';
import { SEQUENCE_ENTITY } from './sequences.usage.js';
import { checkLibraryFolder } from '../folders/library-folder.js';
import { getSequence, asResource, readSequence } from './sequences.service.js';

/**
 * Copies a routine into a library (the actor's): a new routine with the same days and items. Items whose
 * definitions the new library would not see (another company's, seen through a share) point to copies of
 * those definitions made along, as a folder copy does. One insert for the items.
 */
export async function copySequenceInto(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  source: SequenceRow,
  o: { title: string; folderId: number | null },
): Promise<SequenceRow> {
  const companyId = routineLibraryOf(actor)!;
  const [row] = await tx
    .insert(routineSequences)
    .values({
      tenantId: ctx.tenantId,
      companyId,
      folderId: o.folderId,
      title: o.title,
      days: source.days,
      createdByProfileId: actor.profileId,
    })
    .returning();
  const items = await tx
    .select({ item: routineSequenceItems, definitionCompanyId: routineDefinitions.companyId })
    .from(routineSequenceItems)
    .innerJoin(
      routineDefinitions,
      and(
        eq(routineDefinitions.id, routineSequenceItems.definitionId),
        eq(routineDefinitions.tenantId, routineSequenceItems.tenantId),
      ),
    )
    .where(and(eq(routineSequenceItems.tenantId, ctx.tenantId), eq(routineSequenceItems.sequenceId, source.id)))
    .orderBy(asc(routineSequenceItems.day), asc(routineSequenceItems.position), asc(routineSequenceItems.id));
  const strangerIds = [
    ...new Set(
      items
        .filter((i) => i.definitionCompanyId !== null && i.definitionCompanyId !== companyId)
        .map((i) => i.item.definitionId),
    ),
  ];
  const copyOf = new Map<number, number>();
  if (strangerIds.length) {
    const strangers = await tx
      .select()
      .from(routineDefinitions)
      .where(and(eq(routineDefinitions.tenantId, ctx.tenantId), anyId(routineDefinitions.id, strangerIds)))
      .orderBy(asc(routineDefinitions.id));
    const copies = await copyRows(tx, ctx, actor, strangers, companyId, () => null);
    strangers.forEach((s, i) => copyOf.set(s.id, copies[i]!.id));
  }
  if (items.length) {
    await tx.insert(routineSequenceItems).values(
      items.map(({ item }) => ({
        tenantId: ctx.tenantId,
        sequenceId: row!.id,
        day: item.day,
        position: item.position,
        kind: item.kind,
        definitionId: copyOf.get(item.definitionId) ?? item.definitionId,
        ...copiedPrescription(item),
      })),
    );
  }
  await recordAudit(tx, ctx, {
    operation: 'CREATE',
    entityType: SEQUENCE_ENTITY,
    entityId: row!.id,
    after: { ...row, copiedFromSequenceId: source.id, items: items.length, definitionsCopied: [...copyOf.values()] },
  });
  return row!;
}

/** POST /sequences/{id}/copy (Routine duplicated!): a routine the actor sees, into their library. */
export async function duplicateSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  body: { title?: string; folderId?: number | null },
  links: FileLinks,
): Promise<Sequence> {
  const source = await getSequence(tx, ctx, actor, id);
  authorize(actor, 'routineSequence.copy', asResource(source), 'Participants keep no exercise library.');
  const companyId = routineLibraryOf(actor)!;
  // The copy stays in the source's folder when it is of the same library, unless a folder (or none) is given.
  const folderId =
    body.folderId === undefined
      ? source.row.companyId === companyId
        ? source.row.folderId
        : null
      : body.folderId === null
        ? null
        : await checkLibraryFolder(tx, ctx, body.folderId, companyId, 'SEQUENCES');
  const row = await copySequenceInto(tx, ctx, actor, source.row, {
    title: body.title ?? `${source.row.title} (copy)`.slice(0, 200),
    folderId,
  });
  return readSequence(tx, ctx, actor, row.id, links);
}

/** POST /sequences/{id}/shared/copy (Routine imported!): a routine shared with the actor's company, into their library. */
export async function importSharedSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  folderId: number | null | undefined,
  links: FileLinks,
): Promise<Sequence> {
  const source = await getSequence(tx, ctx, actor, id);
  if (actor.companyId === null || !source.sharedWithCompanyIds.includes(actor.companyId)) {
    throw notFound('Shared routine');
  }
  authorize(actor, 'routineSequence.copy', asResource(source));
  const target = folderId ? await checkLibraryFolder(tx, ctx, folderId, routineLibraryOf(actor)!, 'SEQUENCES') : null;
  const row = await copySequenceInto(tx, ctx, actor, source.row, { title: source.row.title, folderId: target });
  return readSequence(tx, ctx, actor, row.id, links);
}
