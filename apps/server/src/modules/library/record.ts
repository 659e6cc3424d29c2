import { rowsNaming, type RecordSource } from '../accounts/index.js';
import { mlResources, mlSentResources, mlStorageFiles } from './library.table.js';

/** A file's place in the archive: its id keeps two files of one name apart. */
const filePath = (folder: string, id: number, name: string) => `files/${folder}/${id}-${name.replace(/[/\\]/g, '_')}`;

/**
 * A person's export (RECORD_SOURCES in modules/index.ts): their own library's files (their uploads, their
 * journal's photos), what staff sent to them, uploads not yet placed; each file's bytes under files/.
 */
export const libraryRecord: RecordSource = {
  key: 'library',
  read: async (tx, ctx, person) => {
    const own = await rowsNaming(tx, ctx.tenantId, mlResources, mlResources.ownerProfileId, person.profileId);
    const sent = await rowsNaming(
      tx,
      ctx.tenantId,
      mlSentResources,
      mlSentResources.receiverProfileId,
      person.profileId,
    );
    const ownIds = new Set(own.map((r) => r.id as number));
    const received = await rowsNaming(
      tx,
      ctx.tenantId,
      mlResources,
      mlResources.id,
      sent.map((s) => s.resourceId as number).filter((id) => !ownIds.has(id)),
    );
    const uploads = await rowsNaming(tx, ctx.tenantId, mlStorageFiles, mlStorageFiles.ownerProfileId, person.profileId);
    const file = (folder: string) => (r: Record<string, unknown>) => ({
      path: filePath(folder, r.id as number, r.name as string),
      storageKey: r.storageKey as string,
    });
    return {
      rows: { ownFiles: own, sentToThem: sent, receivedFiles: received, uploads },
      files: [...own.map(file('library')), ...received.map(file('received')), ...uploads.map(file('uploads'))],
    };
  },
};
