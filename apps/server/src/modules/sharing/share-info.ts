import { and, eq } from 'drizzle-orm';
import type { ShareInfo } from '@stride/contracts';
import { anyId } from '../../platform/db/arrays.js';
import type { Db } from '../../platform/db/client.js';
import type { RequestContext } from '../../platform/http/context.js';
import { companyNamesByIds } from '../companies/index.js';
import { personNameOf } from '../profiles/index.js';
import type { ShareKind } from './sharing.kinds.js';
import { shares, type ShareRow } from './sharing.table.js';

/** A share with its sharer's name (null when their profile is gone). */
export type ShareWithSharer = ShareRow & { sharerName: string | null };

/** The shares by id, with their sharers' names. */
export async function sharesByIds(tx: Db, ctx: RequestContext, ids: readonly number[]) {
  if (ids.length === 0) return new Map<number, ShareWithSharer>();
  const rows = await tx
    .select({ share: shares, sharerName: personNameOf(shares.sharedByProfileId) })
    .from(shares)
    .where(and(eq(shares.tenantId, ctx.tenantId), anyId(shares.id, ids)));
  return new Map(rows.map((r) => [r.share.id, { ...r.share, sharerName: r.sharerName }]));
}

/** The shares of these subjects of a kind (those given to one company only, when named), with their sharers. */
export async function sharesOfSubjects(
  tx: Db,
  ctx: RequestContext,
  kind: ShareKind,
  ids: readonly number[],
  toCompanyId?: number,
): Promise<ShareWithSharer[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ share: shares, sharerName: personNameOf(shares.sharedByProfileId) })
    .from(shares)
    .where(
      and(
        eq(shares.tenantId, ctx.tenantId),
        eq(shares.subject, kind),
        anyId(shares.subjectId, ids),
        toCompanyId === undefined ? undefined : eq(shares.toCompanyId, toCompanyId),
      ),
    );
  return rows.map((r) => ({ ...r.share, sharerName: r.sharerName }));
}

/** One way an item is reached: a share, of the item itself (via null) or of what holds it (a folder's id). */
export interface ShareHit {
  itemId: number;
  share: ShareWithSharer;
  via: number | null;
}

/**
 * The share info of items from the shares that reach them: the latest share's time, sharer and library;
 * every company with the first time it got the item; the holder it came through when every share of it
 * is a holder's (`viaTitles`: the holders' titles).
 */
export async function shareInfos(
  tx: Db,
  ctx: RequestContext,
  hits: readonly ShareHit[],
  viaTitles: ReadonlyMap<number, string> = new Map(),
): Promise<Map<number, ShareInfo>> {
  const names = await companyNamesByIds(
    tx,
    ctx.tenantId,
    hits.flatMap((h) => [h.share.fromCompanyId, h.share.toCompanyId].filter((id): id is number => id !== null)),
  );
  const byItem = new Map<number, ShareHit[]>();
  for (const h of hits) byItem.set(h.itemId, [...(byItem.get(h.itemId) ?? []), h]);
  const out = new Map<number, ShareInfo>();
  for (const [itemId, list] of byItem) {
    list.sort((a, b) => b.share.createdAt.getTime() - a.share.createdAt.getTime() || b.share.id - a.share.id);
    const latest = list[0]!.share;
    const firstTo = new Map<number, Date>();
    for (const { share } of list) {
      const seen = firstTo.get(share.toCompanyId);
      if (!seen || share.createdAt < seen) firstTo.set(share.toCompanyId, share.createdAt);
    }
    const via = list.every((l) => l.via !== null) ? list[0]!.via : null;
    out.set(itemId, {
      sharedAt: latest.createdAt.toISOString(),
      sharedBy:
        latest.sharedByProfileId === null || latest.sharerName === null
          ? null
          : { profileId: latest.sharedByProfileId, name: latest.sharerName },
      fromCompany:
        latest.fromCompanyId === null
          ? null
          : { id: latest.fromCompanyId, name: names.get(latest.fromCompanyId) ?? '' },
      sharedWith: [...firstTo]
        .map(([id, at]) => ({ id, name: names.get(id) ?? '', sharedAt: at.toISOString() }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
      sharedFolder: via === null ? null : { id: via, title: viaTitles.get(via) ?? '' },
    });
  }
  return out;
}
