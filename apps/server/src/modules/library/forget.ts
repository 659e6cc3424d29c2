import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import type { ForgetStep } from '../accounts/index.js';
import type { RequestContext } from '../../platform/http/context.js';
import { mlDirectories, mlSentResources, mlStorageFiles } from './library.table.js';
import { resourcesInDirectories } from './library.queries.js';
import { removeLibraryContent } from './items/removal.js';

/** What went from the library with a deleted account. */
export interface ForgottenMedia {
  /** Resources that were in the person's own media (sent to them). */
  receivedMedia: number;
  /** Their own library: folders and files (files they sent go from their receivers' media too). */
  folders: number;
  files: number;
  uploads: number;
}

/**
 * Removes a person's place in the library, in the deleting transaction: what was sent to them, their
 * own tree (as a forced delete: a use that cannot be removed stops the account's deletion with the
 * same 409 a folder delete gives) and their unused uploads. Copies they shared to a company stay: they
 * are the company's. Answers the stored keys to remove after the commit.
 */
export async function forgetLibraryOf(
  tx: Db,
  ctx: RequestContext,
  profileId: number,
): Promise<{ removed: ForgottenMedia; fileKeys: string[] }> {
  const { tenantId } = ctx;
  const received = await tx
    .delete(mlSentResources)
    .where(and(eq(mlSentResources.tenantId, tenantId), eq(mlSentResources.receiverProfileId, profileId)))
    .returning({ id: mlSentResources.id });
  const folders = await tx
    .select({ id: mlDirectories.id })
    .from(mlDirectories)
    .where(
      and(
        eq(mlDirectories.tenantId, tenantId),
        eq(mlDirectories.ownerProfileId, profileId),
        isNull(mlDirectories.companyId),
      ),
    );
  const directoryIds = folders.map((f) => f.id);
  const resources = directoryIds.length ? await resourcesInDirectories(tx, tenantId, directoryIds) : [];
  const libraryKeys = directoryIds.length
    ? await removeLibraryContent(tx, ctx, { resources, directoryIds, force: true })
    : [];
  const uploads = await tx
    .delete(mlStorageFiles)
    .where(and(eq(mlStorageFiles.tenantId, tenantId), eq(mlStorageFiles.ownerProfileId, profileId)))
    .returning({ key: mlStorageFiles.storageKey });
  return {
    removed: {
      receivedMedia: received.length,
      folders: directoryIds.length,
      files: resources.length,
      uploads: uploads.length,
    },
    fileKeys: [...libraryKeys, ...uploads.map((u) => u.key)],
  };
}

/** Account deletion (FORGET_STEPS in modules/index.ts): the person's place in the library, its files after the commit. */
export const forgetLibrary: ForgetStep = {
  key: 'media',
  forget: (tx, ctx, person) => forgetLibraryOf(tx, ctx, person.profileId),
};
