/**
 * Child process of the swaps PDF benchmark: the whole Stride server with an advisor, a participant of theirs
 * with swaps on and 50 swaps (each with its picture, five progress days and two entries, every other entry
 * with a picture of its own: 75 distinct pictures, stored as the library keeps processed files, a JPEG and
 * its WebP thumbnail); and, on the next port, a bare route that renders the same content with pdfmake alone:
 * the same document definition and the same pictures already as JPEG, made once before the bench (no
 * database, no token, no storage, no picture conversion). Prints one JSON line when ready.
 */
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import fastify from 'fastify';
import sharp from 'sharp';
import { Role } from '@stride/contracts';
import { mlResources } from '../../apps/server/src/modules/library/library.table.js';
import { profiles } from '../../apps/server/src/modules/profiles/profiles.table.js';
import {
  loadPdfPictures,
  renderPdf,
  swapsPdfDefinition,
  tenantLogoSvg,
} from '../../apps/server/src/modules/swaps/swaps.pdf.js';
import { presentSwaps } from '../../apps/server/src/modules/swaps/swaps.presenter.js';
import { swapEntries, swapProgress, swaps } from '../../apps/server/src/modules/swaps/swaps.table.js';
import { TENANTS } from '../../apps/server/src/platform/tenancy/tenants.js';
import { buildCompany, buildPerson } from '../../apps/server/test/support/factories.js';
import { startStrideApp } from './stride-app.js';

const SWAPS = 50;
const tenantId = 'default';
const { app, db, port, signIn } = await startStrideApp({ defaultPort: 18960 });
const { storage, fileLinks } = app.platform;
const company = await buildCompany(db, tenantId, { swapAvailable: true });
const advisor = await buildPerson(db, { tenantId, roleId: Role.Advisor, companyId: company.id });
const participant = await buildPerson(db, {
  tenantId,
  roleId: Role.Participant,
  companyId: company.id,
  advisorProfileId: advisor.profile.id,
  firstName: 'Marta',
  lastName: 'Benchmark',
});
await db.update(profiles).set({ swapAvailable: true }).where(eq(profiles.id, participant.profile.id));
const token = await signIn(advisor);

/** A photo-like picture (a gradient and noise), 1600×1200 JPEG, and its 480×360 WebP thumbnail, stored. */
async function storedPicture(i: number): Promise<number> {
  const noise = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 90 + (i % 60), sigma: 40 },
    },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(noise)
    .composite([
      {
        input: Buffer.from(
          `<svg width="1600" height="1200"><rect width="1600" height="1200" fill="hsl(${(i * 37) % 360},60%,55%)" opacity="0.6"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const thumb = await sharp(jpeg).resize(480, 360).webp({ quality: 80 }).toBuffer();
  const key = `${tenantId}/library/bench-swap-${i}.jpg`;
  const thumbKey = `${tenantId}/library/bench-swap-${i}/thumb.webp`;
  await storage.put(key, Readable.from(jpeg), { contentType: 'image/jpeg' });
  await storage.put(thumbKey, Readable.from(thumb), { contentType: 'image/webp' });
  const [row] = await db
    .insert(mlResources)
    .values({
      tenantId,
      directoryId: 0,
      ownerProfileId: advisor.profile.id,
      title: `Swap picture ${i}`,
      name: `swap-${i}.jpg`,
      fileTypeId: 18,
      contentType: 'image/jpeg',
      size: jpeg.length,
      storageKey: key,
      thumbnailKey: thumbKey,
      processingStatus: 'ready',
      width: 1600,
      height: 1200,
    })
    .returning({ id: mlResources.id });
  return row!.id;
}

const HABITS = [
  'crisps for fruit',
  'the lift for the stairs',
  'soda for water',
  'the sofa for a walk',
  'biscuits for nuts',
];
const rows = [];
for (let i = 0; i < SWAPS; i++) {
  rows.push({
    tenantId,
    participantProfileId: participant.profile.id,
    description: `Swap ${HABITS[i % HABITS.length]} (${i + 1})`,
    goal: 'Every afternoon at four, the better choice',
    tactic: 'Keep it in sight and the old habit out of reach; tell someone about the plan.',
    repeatGoal: 5,
    impactLevel: 1 + (i % 5),
    difficultLevel: 1 + ((i + 2) % 5),
    status: (['NEW', 'IN_PROGRESS', 'DONE', 'REJECTED'] as const)[i % 4],
    rejectedReason: i % 4 === 3 ? 'Not now: travelling for work this month.' : null,
    mediaResourceId: await storedPicture(i),
    createdByProfileId: advisor.profile.id,
    progressCount: 5,
  });
}
const made = await db.insert(swaps).values(rows).returning({ id: swaps.id });
const progress = made.flatMap((s) =>
  [1, 2, 3, 4, 5].map((d) => ({
    tenantId,
    swapId: s.id,
    date: `2027-02-0${d}`,
    createdByProfileId: participant.profile.id,
  })),
);
await db.insert(swapProgress).values(progress);
const entries = [];
for (const [i, s] of made.entries()) {
  entries.push(
    {
      tenantId,
      swapId: s.id,
      authorProfileId: participant.profile.id,
      content: 'Went well: kept the fruit bowl on the desk and did not miss the crisps much by Wednesday.',
      impactLevel: 4,
      difficultLevel: 2,
      mediaResourceId: i % 2 === 0 ? await storedPicture(100 + i) : null,
    },
    { tenantId, swapId: s.id, authorProfileId: advisor.profile.id, content: 'Great work, keep going!' },
  );
}
await db.insert(swapEntries).values(entries);

// The bare document: the same content, read and converted once here (untimed).
const ctx = { tenantId, actor: null } as unknown as Parameters<typeof presentSwaps>[1];
const swapRows = await db
  .select()
  .from(swaps)
  .where(and(eq(swaps.tenantId, tenantId), eq(swaps.participantProfileId, participant.profile.id)));
const presented = await presentSwaps(db, ctx, swapRows.reverse(), fileLinks);
const media = await db.select().from(mlResources).where(eq(mlResources.tenantId, tenantId));
const pictures = await loadPdfPictures(storage, media);
const logo = await tenantLogoSvg(tenantId);
const data = {
  tenant: TENANTS[tenantId],
  lang: 'en' as const,
  participantName: 'Marta Benchmark',
  swaps: presented,
  now: new Date(),
};

const bare = fastify();
bare.post('/bare', async (_req, reply) =>
  reply.header('content-type', 'application/pdf').send(await renderPdf(swapsPdfDefinition(data, pictures, logo))),
);
await bare.listen({ port: port + 1, host: '127.0.0.1' });

console.log(
  JSON.stringify({
    stride: `http://127.0.0.1:${port}/api/participants/${participant.user.id}/swaps/generate-pdf`,
    bare: `http://127.0.0.1:${port + 1}/bare`,
    token,
    swaps: SWAPS,
    pictures: pictures.size,
    db: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (embedded)',
  }),
);
