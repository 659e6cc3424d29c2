import { and, eq, isNull } from 'drizzle-orm';
import { recordAudit } from '../../../platform/audit/audit.js';
import type { Db } from '../../../platform/db/client.js';
import type { Actor, RequestContext } from '../../../platform/http/context.js';
import { setMainFolder } from '../../profiles/index.js';
import { mlDirectories, type DirectoryRow } from '../library.table.js';

export const MAIN_FOLDER_NAME = 'My library';
export const DIRECTORY_ENTITY = 'ml_directory';
export const sharedFolderName = (companyName: string) => `Shared with ${companyName}`;

/** A company's shared root folder (no owner, no parent): one per company. */
export const companyRootWhere = (tenantId: string, companyId: number) =>
  and(
    eq(mlDirectories.tenantId, tenantId),
    eq(mlDirectories.companyId, companyId),
    isNull(mlDirectories.parentId),
    isNull(mlDirectories.ownerProfileId),
  );

/**
 * Inserts a root folder unless its unique index (one root per owner, one per company) already has
 * one, then reads it: two first requests at once end with the same folder.
 */
async function ensureRoot(
  tx: Db,
  ctx: RequestContext,
  where: ReturnType<typeof and>,
  values: { ownerProfileId: number | null; companyId: number | null; name: string },
): Promise<DirectoryRow> {
  const [existing] = await tx.select().from(mlDirectories).where(where);
  if (existing) return existing;
  const [created] = await tx
    .insert(mlDirectories)
    .values({ tenantId: ctx.tenantId, ...values })
    .onConflictDoNothing()
    .returning();
  if (created) {
    await recordAudit(tx, ctx, {
      operation: 'CREATE',
      entityType: DIRECTORY_ENTITY,
      entityId: created.id,
      after: created,
    });
    return created;
  }
  const [raced] = await tx.select().from(mlDirectories).where(where);
  return raced!;
}

/**
 * The actor's main folder ("My library"), made on first use, with profiles.main_folder_id pointing
 * at it (the token's main_folder_id on the next sign-in).
 */
export async function ensureMainFolder(tx: Db, ctx: RequestContext, actor: Actor): Promise<DirectoryRow> {
  const v = actor;
  const root = await ensureRoot(
    tx,
    ctx,
    and(
      eq(mlDirectories.tenantId, ctx.tenantId),
      eq(mlDirectories.ownerProfileId, v.profileId),
      isNull(mlDirectories.parentId),
      isNull(mlDirectories.companyId),
    ),
    { ownerProfileId: v.profileId, companyId: null, name: MAIN_FOLDER_NAME },
  );
  // The token's main folder may predate the folder; setMainFolder writes only when the profile differs.
  if (v.mainFolderId !== root.id) await setMainFolder(tx, ctx, v.profileId, root.id);
  return root;
}

/** The company's shared folder ("Shared with <company>"), made on the first share to it. */
export function ensureCompanyFolder(
  tx: Db,
  ctx: RequestContext,
  company: { id: number; name: string },
): Promise<DirectoryRow> {
  return ensureRoot(tx, ctx, companyRootWhere(ctx.tenantId, company.id), {
    ownerProfileId: null,
    companyId: company.id,
    name: sharedFolderName(company.name),
  });
}
