import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { and, asc, eq, getTableColumns, inArray, isNull, lte, sql } from 'drizzle-orm';
import { Role, type TenantId } from '@stride/contracts';
import { MAIN_FOLDER_NAME } from '../modules/library/folders/main-folder.js';
import { mlDirectories, mlResources, mlSentResources, type ResourceRow } from '../modules/library/library.table.js';
import { resourceContent } from '../modules/library/items/resources.service.js';
import { ensureStaticMedia } from '../modules/library/static-media.js';
import { extensionOf } from '../modules/library/uploads/file-type-check.js';
import { newLibraryKey } from '../modules/library/uploads/uploads.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import { insertMany } from '../platform/db/insert-many.js';
import type { Platform } from '../platform/platform.js';
import { DEMO_FILES_SENT_AGO_MS, seedConversations } from './conversations.js';
import { MOVEMENTS_FOLDER, type Folder } from './demo-files.js';
import { demoLibrary, type DerivedFile, type PreparedFile } from './demo-library.js';

const SUBFOLDERS: Folder[] = ['Exercises', 'Nutrition'];

/**
 * The demo library of a tenant: every staff member (roles 1 to 6) gets "My library" with Exercises and
 * Nutrition, and the demo files in them. The first one's files are stored with what their processing found (done
 * once, by the build: demo-library.ts); the others' rows share those stored files, as
 * company copies do (a stored file goes with the last row using it). The advisor sends three of them to
 * their first participants; then the demo's chats (conversations.ts). Staff who already have a main folder are left alone.
 */
export async function seedLibrary(platform: Platform, tenantId: TenantId): Promise<void> {
  const { db } = platform;
  const { files, stockPictures } = await demoLibrary();
  await ensureStaticMedia(platform, (name) => readFile(stockPictures[name]!));
  const staff = await db
    .select({ profileId: profiles.id, email: users.email })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(profiles.tenantId, tenantId), lte(users.roleId, Role.TeamMember), isNull(profiles.mainFolderId)))
    .orderBy(asc(profiles.id));
  if (staff.length === 0) return;

  const roots = await db
    .insert(mlDirectories)
    .values(staff.map((s) => ({ tenantId, ownerProfileId: s.profileId, name: MAIN_FOLDER_NAME })))
    .returning();
  await db.execute(sql`
    update ${profiles} set main_folder_id = d.id
    from ${mlDirectories} d
    where d.tenant_id = ${tenantId} and d.parent_id is null and d.owner_profile_id = ${profiles.id}
      and ${profiles.tenantId} = ${tenantId} and ${profiles.mainFolderId} is null`);
  const subfolders = await db
    .insert(mlDirectories)
    .values(
      roots.flatMap((root) =>
        SUBFOLDERS.map((name) => ({ tenantId, ownerProfileId: root.ownerProfileId, parentId: root.id, name })),
      ),
    )
    .returning();
  const movementFolders = await db
    .insert(mlDirectories)
    .values(
      subfolders
        .filter((d) => d.name === 'Exercises')
        .map((d) => ({ tenantId, ownerProfileId: d.ownerProfileId, parentId: d.id, name: MOVEMENTS_FOLDER })),
    )
    .returning();
  const folderOf = (ownerProfileId: number, name: Folder) =>
    [...subfolders, ...movementFolders].find((d) => d.ownerProfileId === ownerProfileId && d.name === name)!.id;

  const [first, ...others] = staff;
  const stored = await storePrepared(platform, tenantId, first!.profileId, files, folderOf);
  if (others.length > 0) {
    await insertMany(
      db,
      mlResources,
      others.flatMap((person) =>
        stored.map((row) => ({
          tenantId,
          ...resourceContent(row),
          ownerProfileId: person.profileId,
          directoryId: folderOf(person.profileId, files.find((f) => f.title === row.title)!.folder),
        })),
      ),
    );
  }
  await sendToParticipants(platform, tenantId);
  await seedConversations(platform, tenantId);
}

/**
 * The first person's files: each prepared file (demo-library.ts) stored under the tenant's own keys, with what its
 * processing found; a derived file's key names its resource (`<tenant>/library/<id>/thumb.webp`), as the processing
 * job's do.
 */
async function storePrepared(
  platform: Platform,
  tenantId: TenantId,
  ownerProfileId: number,
  files: PreparedFile[],
  folderOf: (ownerProfileId: number, name: Folder) => number,
): Promise<ResourceRow[]> {
  const { db, storage } = platform;
  const put = (key: string, file: string, contentType: string) =>
    storage.put(key, createReadStream(file), { contentType });
  const rows = await insertMany(
    db,
    mlResources,
    await Promise.all(
      files.map(async (file) => {
        const storageKey = newLibraryKey(tenantId, extensionOf(file.name));
        await put(storageKey, file.original, file.contentType);
        return {
          tenantId,
          directoryId: folderOf(ownerProfileId, file.folder),
          ownerProfileId,
          title: file.title,
          name: file.name,
          fileTypeId: file.fileTypeId,
          contentType: file.contentType,
          size: file.size,
          storageKey,
          labels: file.labels,
          processingStatus: file.findings.status,
          processingNote: file.findings.note,
          width: file.findings.width ?? null,
          height: file.findings.height ?? null,
          durationSeconds: file.findings.durationSeconds ?? null,
          pageCount: file.findings.pageCount ?? null,
        };
      }),
    ),
    getTableColumns(mlResources),
  );
  const stored = await Promise.all(
    rows.map(async (row, i) => {
      const { thumbnail, rendition } = files[i]!;
      const store = async (derived: DerivedFile | null) => {
        if (!derived) return null;
        const key = `${tenantId}/library/${row.id}${derived.suffix}`;
        await put(key, derived.path, derived.contentType);
        return key;
      };
      const [thumbnailKey, renditionKey] = await Promise.all([store(thumbnail), store(rendition)]);
      return { ...row, thumbnailKey, renditionKey };
    }),
  );
  // The derived files' keys, all rows in one statement.
  const keys = stored.map(({ id, thumbnailKey, renditionKey }) => ({ id, thumbnailKey, renditionKey }));
  await db.execute(sql`
    update ${mlResources} set thumbnail_key = k."thumbnailKey", rendition_key = k."renditionKey"
    from json_to_recordset(${JSON.stringify(keys)}::json) as k(id integer, "thumbnailKey" text, "renditionKey" text)
    where ${mlResources.id} = k.id and ${mlResources.tenantId} = ${tenantId}`);
  return stored;
}

/** advisor@ sends the meal plan, the stretch picture and the warm-up video to their first three participants. */
async function sendToParticipants(platform: Platform, tenantId: TenantId): Promise<void> {
  const { db } = platform;
  const [advisor] = await db
    .select({ profileId: profiles.id })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.tenantId, tenantId), eq(users.email, `advisor@${tenantId}.example`)));
  if (!advisor) return;
  const receivers = await db
    .select({ profileId: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.tenantId, tenantId), eq(profiles.advisorProfileId, advisor.profileId)))
    .orderBy(asc(profiles.id))
    .limit(3);
  const sent = await db
    .select({ id: mlResources.id })
    .from(mlResources)
    .where(
      and(
        eq(mlResources.tenantId, tenantId),
        eq(mlResources.ownerProfileId, advisor.profileId),
        inArray(mlResources.title, ['Weekly meal plan', 'Morning stretch', 'Warm-up routine']),
      ),
    );
  if (receivers.length === 0 || sent.length === 0) return;
  await db.insert(mlSentResources).values(
    receivers.flatMap((r, i) =>
      sent.map((s) => ({
        tenantId,
        resourceId: s.id,
        receiverProfileId: r.profileId,
        senderProfileId: advisor.profileId,
        // The first is the demo participant, whose chat with the advisor carries the same send.
        sentAt: new Date(Date.now() - DEMO_FILES_SENT_AGO_MS - i * 3_600_000),
      })),
    ),
  );
}
