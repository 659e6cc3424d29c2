import { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { FileType, type FileTypeId, type StaticMedia, type TenantId } from '@stride/contracts';
import type { Db } from '../../platform/db/client.js';
import type { Platform } from '../../platform/platform.js';
import type { FileLinks } from '../../platform/storage/file-links.js';
import { staticMedia } from './library.table.js';
import { loadSharp } from '../../platform/images/sharp.js';

export type StaticMediaRow = typeof staticMedia.$inferSelect;

const WIDTH = 960;
const HEIGHT = 540;

/** Soft gradients and shapes, no words (the same pictures serve every language). */
const PICTURES: Record<string, { from: string; to: string; shapes: string }> = {
  Breathe: {
    from: '#cfe9f1',
    to: '#7fb8d6',
    shapes: [90, 150, 210, 270]
      .map(
        (r, i) =>
          `<circle cx="480" cy="270" r="${r}" fill="none" stroke="#ffffff" stroke-opacity="${0.7 - i * 0.15}" stroke-width="14"/>`,
      )
      .join(''),
  },
  Walk: {
    from: '#e6f4d7',
    to: '#8cc084',
    shapes:
      '<path d="M0 400 Q240 300 480 380 T960 340 V540 H0 Z" fill="#6aa86b" fill-opacity="0.7"/>' +
      '<path d="M0 460 Q300 380 600 450 T960 430 V540 H0 Z" fill="#4f8c55" fill-opacity="0.8"/>' +
      '<circle cx="760" cy="140" r="60" fill="#fff6c7" fill-opacity="0.9"/>',
  },
  Sleep: {
    from: '#3b3f78',
    to: '#171a3a',
    shapes:
      '<circle cx="620" cy="220" r="110" fill="#f4efd2"/><circle cx="665" cy="190" r="100" fill="#2d3163"/>' +
      [
        [180, 120],
        [300, 220],
        [240, 380],
        [820, 420],
        [860, 110],
        [420, 90],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="#ffffff" fill-opacity="0.8"/>`)
        .join(''),
  },
  Food: {
    from: '#ffe3c4',
    to: '#f4a261',
    shapes:
      '<circle cx="480" cy="270" r="190" fill="#ffffff" fill-opacity="0.9"/>' +
      '<path d="M480 270 L480 100 A170 170 0 0 1 627 355 Z" fill="#8cc084"/>' +
      '<path d="M480 270 L627 355 A170 170 0 0 1 333 355 Z" fill="#e76f51" fill-opacity="0.85"/>' +
      '<path d="M480 270 L333 355 A170 170 0 0 1 480 100 Z" fill="#e9c46a"/>',
  },
  Water: {
    from: '#d4f1f9',
    to: '#4aa3c8',
    shapes: [300, 370, 440]
      .map(
        (y, i) =>
          `<path d="M0 ${y} Q120 ${y - 40} 240 ${y} T480 ${y} T720 ${y} T960 ${y} V540 H0 Z" fill="#ffffff" fill-opacity="${0.25 + i * 0.15}"/>`,
      )
      .join(''),
  },
  Mind: {
    from: '#efe0f7',
    to: '#b48ecf',
    shapes:
      '<circle cx="400" cy="240" r="150" fill="#ffffff" fill-opacity="0.35"/>' +
      '<circle cx="560" cy="240" r="150" fill="#ffffff" fill-opacity="0.35"/>' +
      '<circle cx="480" cy="350" r="150" fill="#ffffff" fill-opacity="0.35"/>',
  },
};

export const STATIC_MEDIA_NAMES = Object.keys(PICTURES);

const keyOf = (name: string) => `static/media/${name.toLowerCase()}.webp`;

/** One stock picture as WebP (drawn as SVG, rendered by sharp). */
export async function renderStaticPicture(name: string): Promise<Buffer> {
  const picture = PICTURES[name];
  if (!picture) throw new Error(`No stock picture named ${name}`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${picture.from}"/><stop offset="1" stop-color="${picture.to}"/>
    </linearGradient></defs>
    <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#g)"/>${picture.shapes}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

const made = new WeakMap<Platform, Promise<void>>();

/**
 * The stock pictures exist in the store and the table: made on first need (the seed, or the first
 * GET /static-media), only those missing from either, once per process. `render` draws one (the seed's are drawn
 * by the build: seed/demo-library.ts). Several processes may race: the store
 * overwrites the same key and the insert ignores a name already there.
 */
export function ensureStaticMedia(
  platform: Platform,
  render: (name: string) => Promise<Buffer> = renderStaticPicture,
): Promise<void> {
  let pending = made.get(platform);
  if (!pending) {
    pending = makeMissing(platform, render).catch((err: unknown) => {
      made.delete(platform);
      throw err;
    });
    made.set(platform, pending);
  }
  return pending;
}

async function makeMissing(platform: Platform, render: (name: string) => Promise<Buffer>): Promise<void> {
  const existing = new Set((await platform.db.select({ name: staticMedia.name }).from(staticMedia)).map((r) => r.name));
  // A row whose file this store lacks (a store emptied, or another store on the same database) gets its
  // file again: the picture is drawn the same each time.
  const stored = await Promise.all(STATIC_MEDIA_NAMES.map((name) => platform.storage.stat(keyOf(name))));
  const toDraw = STATIC_MEDIA_NAMES.filter((name, i) => !existing.has(name) || !stored[i]);
  if (toDraw.length === 0) return;
  await Promise.all(
    toDraw.map(async (name) =>
      platform.storage.put(keyOf(name), Readable.from([await render(name)]), {
        contentType: 'image/webp',
      }),
    ),
  );
  const rows = STATIC_MEDIA_NAMES.filter((name) => !existing.has(name)).map((name) => ({
    name,
    fileTypeId: FileType.Image,
    contentType: 'image/webp',
    storageKey: keyOf(name),
  }));
  // Inserted in the pictures' order, so ids follow it.
  if (rows.length) await platform.db.insert(staticMedia).values(rows).onConflictDoNothing({ target: staticMedia.name });
}

export const listStaticMedia = (tx: Db): Promise<StaticMediaRow[]> =>
  tx.select().from(staticMedia).orderBy(asc(staticMedia.id));

/** One stock picture by id (for a resource's thumbnail), or undefined. */
export async function findStaticMedia(tx: Db, id: number): Promise<StaticMediaRow | undefined> {
  const [row] = await tx.select().from(staticMedia).where(eq(staticMedia.id, id));
  return row;
}

/** With a link signed for the tenant that asked: the same picture, never a link across tenants. */
export function presentStaticMedia(row: StaticMediaRow, links: FileLinks, tenantId: TenantId): StaticMedia {
  return {
    id: row.id,
    name: row.name,
    fileTypeId: row.fileTypeId as FileTypeId,
    url: links.url({ tenantId, key: row.storageKey, contentType: row.contentType, fileName: `${row.name}.webp` }),
  };
}
