import type { Sequence, ShareResult } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Actor, RequestContext } from '../../platform/http/context.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { importSharedSequence } from './sequences.service.js';
import { sharedEvents, sharedWithActorCompany, shareWith } from './sharing.service.js';

/**
 * POST /sequences/{id}/shared (Routine shared!): the sharing service's share of a SEQUENCE (a routine of
 * the actor's own library, with other companies of the tenant), and the events to publish after the
 * commit (the receivers' staff are told, ROUTINE_SHARED_FOLDER).
 */
export async function shareSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  companyIds: number[],
): Promise<{ result: ShareResult; events: ReturnType<typeof sharedEvents> }> {
  const outcome = await shareWith(tx, ctx, actor, 'SEQUENCE', id, companyIds);
  return {
    result: { message: 'Routine shared!', sharedWith: outcome.sharedWith },
    events: sharedEvents(ctx, actor, outcome),
  };
}

/**
 * POST /sequences/{id}/shared/copy (Routine imported!): a routine shared with the actor's company (404
 * otherwise, as the sharing service decides), copied into their library with the definitions their
 * library would not see.
 */
export async function importSequence(
  tx: Db,
  ctx: RequestContext,
  actor: Actor,
  id: number,
  folderId: number | null | undefined,
  links: FileLinks,
): Promise<Sequence> {
  await sharedWithActorCompany(tx, ctx, actor, 'SEQUENCE', id);
  return importSharedSequence(tx, ctx, actor, id, folderId, links);
}
