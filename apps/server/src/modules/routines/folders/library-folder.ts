import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import type { RequestContext } from '../../../platform/http/context.js';
import { badRequest } from '../../../platform/http/errors.js';
import { routineDefinitionFolders, type DefinitionFolderRow } from '../routines.table.js';

const WRONG_FOLDER: Record<DefinitionFolderRow['holds'], string> = {
  DEFINITIONS: 'Choose a folder of this library.',
  SEQUENCES: 'Choose a folder of routines of this library.',
};

/**
 * A body's folderId for something of `companyId`'s library (null: the platform's): a folder of that library
 * holding that kind of thing (definitions or routines), else 400 on the field.
 */
export async function checkLibraryFolder(
  tx: Db,
  ctx: RequestContext,
  folderId: number,
  companyId: number | null,
  holds: DefinitionFolderRow['holds'],
): Promise<number> {
  const [folder] = await tx
    .select({ id: routineDefinitionFolders.id, companyId: routineDefinitionFolders.companyId })
    .from(routineDefinitionFolders)
    .where(
      and(
        eq(routineDefinitionFolders.tenantId, ctx.tenantId),
        eq(routineDefinitionFolders.id, folderId),
        eq(routineDefinitionFolders.holds, holds),
      ),
    );
  if (!folder || folder.companyId !== companyId) {
    throw badRequest(WRONG_FOLDER[holds], [{ path: 'body.folderId', message: WRONG_FOLDER[holds] }]);
  }
  return folder.id;
}
