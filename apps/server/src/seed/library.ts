import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { FileType, Role, type FileTypeId, type TenantId } from '@stride/contracts';
import { MAIN_FOLDER_NAME } from '../modules/library/folders/main-folder.js';
import { mlDirectories, mlResources, mlSentResources, type ResourceRow } from '../modules/library/library.table.js';
import { hasVideoTools } from '../modules/library/media-tools/ffmpeg.js';
import { processResource } from '../modules/library/processing/processing.job.js';
import { resourceContent } from '../modules/library/items/resources.service.js';
import { ensureStaticMedia } from '../modules/library/static-media.js';
import { newLibraryKey } from '../modules/library/uploads/uploads.js';
import { profiles, users } from '../modules/profiles/profiles.table.js';
import type { Platform } from '../platform/platform.js';
import { DEMO_FILES_SENT_AGO_MS, seedConversations } from './conversations.js';
import { drawAnimatedGif, drawPicture, writePdf } from './library-files.js';
import { animateMovement, DRAWN_EXERCISES, drawMovement, movementClip } from './movement-figures.js';

type Folder = 'Exercises' | 'Nutrition' | 'Movements';
const SUBFOLDERS: Folder[] = ['Exercises', 'Nutrition'];
/** The starter exercises' drawings and clips: a folder inside Exercises, so the demo's own files stay few there. */
const MOVEMENTS_FOLDER = 'Movements';
/** The exercises whose clip is made where ffmpeg is installed (each a few hundred milliseconds to encode). */
export const CLIPPED_EXERCISES = ['Bodyweight squat', 'Glute bridge', 'Wall push-up'];
/** A clip's title in the library. */
export const clipTitle = (exercise: string) => `${exercise} (video)`;

interface DemoFile {
  title: string;
  name: string;
  folder: Folder;
  fileTypeId: FileTypeId;
  contentType: string;
  labels: string[];
  bytes: Buffer;
}

/** The demo library's files, made once per process (the video only where ffmpeg is installed). */
let demoFiles: Promise<DemoFile[]> | null = null;

async function makeDemoFiles(): Promise<DemoFile[]> {
  const image = (
    title: string,
    name: string,
    folder: Folder,
    contentType: string,
    bytes: Buffer,
    labels: string[],
  ) => ({
    title,
    name,
    folder,
    fileTypeId: FileType.Image,
    contentType,
    labels,
    bytes,
  });
  const pdf = (title: string, name: string, folder: Folder, pages: string[][], labels: string[]) => ({
    title,
    name,
    folder,
    fileTypeId: FileType.Pdf,
    contentType: 'application/pdf',
    labels,
    bytes: writePdf(pages),
  });
  const files: DemoFile[] = [
    image('Morning stretch', 'morning-stretch.png', 'Exercises', 'image/png', await drawMovement('Chest opener', 190), [
      'stretching',
      'morning',
    ]),
    image('Breathing rhythm', 'breathing-rhythm.gif', 'Exercises', 'image/gif', await drawAnimatedGif(), ['breathing']),
    image('Balanced plate', 'balanced-plate.jpg', 'Nutrition', 'image/jpeg', await drawPicture('jpeg', { hue: 30 }), [
      'meals',
    ]),
    image('Hydration reminder', 'hydration.jpg', 'Nutrition', 'image/jpeg', await drawPicture('jpeg', { hue: 170 }), [
      'water',
    ]),
    pdf(
      'Weekly meal plan',
      'weekly-meal-plan.pdf',
      'Nutrition',
      [
        [
          'Weekly meal plan',
          'Monday: oatmeal with berries; lentil soup; grilled fish and greens.',
          'Tuesday: yogurt and nuts; chicken salad; vegetable stir-fry.',
        ],
        ['Shopping list', 'Oats, berries, lentils, fish, leafy greens, yogurt, nuts, chicken, vegetables.'],
      ],
      ['meals', 'planning'],
    ),
    pdf(
      'Exercise guide',
      'exercise-guide.pdf',
      'Exercises',
      [
        ['Exercise guide', 'Warm up for five minutes before every session.'],
        ['Strength', 'Squats, wall push-ups and bridges: two sets of ten.'],
        ['Cool down', 'Stretch each muscle group for thirty seconds.'],
      ],
      ['guide'],
    ),
  ];
  if (await hasVideoTools()) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'stride-seed-'));
    try {
      const out = path.join(dir, 'warm-up.mp4');
      await animateMovement('Marching in place', out, 160);
      files.push({
        title: 'Warm-up routine',
        name: 'warm-up.mp4',
        folder: 'Exercises',
        fileTypeId: FileType.Video,
        contentType: 'video/mp4',
        labels: ['warm-up'],
        bytes: await readFile(out),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    for (const exercise of CLIPPED_EXERCISES) {
      files.push({
        title: clipTitle(exercise),
        name: `${slug(exercise)}.mp4`,
        folder: MOVEMENTS_FOLDER,
        fileTypeId: FileType.Video,
        contentType: 'video/mp4',
        labels: ['movement', 'video'],
        bytes: await movementClip(exercise, 200),
      });
    }
  }
  const drawings = await Promise.all(DRAWN_EXERCISES.map((title) => drawMovement(title, 200)));
  DRAWN_EXERCISES.forEach((title, i) =>
    files.push(image(title, `${slug(title)}.png`, MOVEMENTS_FOLDER, 'image/png', drawings[i]!, ['movement'])),
  );
  return files;
}

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The demo library of a tenant: every staff member (roles 1 to 6) gets "My library" with Exercises and
 * Nutrition, and the demo files in them. The first one's files are stored and processed for real
 * (the processing job's own function, not the queue); the others' rows share those stored files, as
 * company copies do (a stored file goes with the last row using it). The advisor sends three of them to
 * their first participants; then the demo's chats (conversations.ts). Staff who already have a main folder are left alone.
 */
export async function seedLibrary(platform: Platform, tenantId: TenantId): Promise<void> {
  const { db } = platform;
  await ensureStaticMedia(platform);
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

  demoFiles ??= makeDemoFiles();
  const files = await demoFiles;
  const [first, ...others] = staff;
  const earlier = processedBefore.get(platform);
  const processed = earlier
    ? await storeCopies(platform, tenantId, first!.profileId, earlier, files, folderOf)
    : await storeAndProcess(platform, tenantId, first!.profileId, files, folderOf);
  if (!earlier) processedBefore.set(platform, processed);
  if (others.length > 0) {
    await db.insert(mlResources).values(
      others.flatMap((person) =>
        processed.map((row) => ({
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
 * The demo files processed for the first tenant seeded on a platform: the next tenants get copies of the same
 * outcome (each file, thumbnail and rendition stored again under their own keys) instead of processing the same
 * bytes again, 1.2 s of a first start per tenant (docs/performance.md, "A lighter embedded start").
 */
const processedBefore = new WeakMap<Platform, ResourceRow[]>();

/** Another tenant's first person's files: the rows of an earlier tenant's processed files, stored again as theirs. */
async function storeCopies(
  platform: Platform,
  tenantId: TenantId,
  ownerProfileId: number,
  sources: ResourceRow[],
  files: DemoFile[],
  folderOf: (ownerProfileId: number, name: Folder) => number,
): Promise<ResourceRow[]> {
  const { db, storage } = platform;
  const rows = await db
    .insert(mlResources)
    .values(
      await Promise.all(
        sources.map(async (source) => {
          const file = files.find((f) => f.title === source.title)!;
          const storageKey = newLibraryKey(tenantId, file.name.split('.').pop()!);
          await storage.put(storageKey, Readable.from([file.bytes]), { contentType: file.contentType });
          return {
            ...resourceContent(source),
            tenantId,
            ownerProfileId,
            directoryId: folderOf(ownerProfileId, file.folder),
            storageKey,
            renditionKey: null,
            thumbnailKey: null,
          };
        }),
      ),
    )
    .returning();
  // A derived file's key names its resource (`<tenant>/library/<id>/thumb.webp`): the copy's names the copy.
  const copyOf = async (key: string | null, source: ResourceRow, row: ResourceRow) => {
    if (!key) return null;
    const copy = key.replace(`${source.tenantId}/library/${source.id}/`, `${tenantId}/library/${row.id}/`);
    const found = await storage.get(key);
    if (!found) return null;
    await storage.put(copy, found.body, { contentType: found.contentType });
    return copy;
  };
  return Promise.all(
    rows.map(async (row) => {
      const source = sources.find((s) => s.title === row.title)!;
      const [renditionKey, thumbnailKey] = await Promise.all([
        copyOf(source.renditionKey, source, row),
        copyOf(source.thumbnailKey, source, row),
      ]);
      const [updated] = await db
        .update(mlResources)
        .set({ renditionKey, thumbnailKey })
        .where(eq(mlResources.id, row.id))
        .returning();
      return updated!;
    }),
  );
}

/** The first person's files: stored, inserted as processing, then processed (all at once: they are small). */
async function storeAndProcess(
  platform: Platform,
  tenantId: TenantId,
  ownerProfileId: number,
  files: DemoFile[],
  folderOf: (ownerProfileId: number, name: Folder) => number,
): Promise<ResourceRow[]> {
  const stored = await Promise.all(
    files.map(async (file) => {
      const key = newLibraryKey(tenantId, file.name.split('.').pop()!);
      await platform.storage.put(key, Readable.from([file.bytes]), { contentType: file.contentType });
      return { file, key };
    }),
  );
  const rows = await platform.db
    .insert(mlResources)
    .values(
      stored.map(({ file, key }) => ({
        tenantId,
        directoryId: folderOf(ownerProfileId, file.folder),
        ownerProfileId,
        title: file.title,
        name: file.name,
        fileTypeId: file.fileTypeId,
        contentType: file.contentType,
        size: file.bytes.length,
        storageKey: key,
        labels: file.labels,
      })),
    )
    .returning();
  await Promise.all(
    rows.map((row) => processResource(platform, tenantId, { resourceId: row.id }, { traceId: 'seed' })),
  );
  return platform.db
    .select()
    .from(mlResources)
    .where(
      inArray(
        mlResources.id,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(mlResources.id));
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
