import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { takeBackup } from '../../src/platform/backup/backup.js';
import { backupSocketPath } from '../../src/platform/backup/channel.js';
import { BackupRefused, describeDatabase } from '../../src/platform/backup/manifest.js';
import { restoreBackup } from '../../src/platform/backup/restore.js';
import { TarWriter } from '../../src/platform/backup/tar.js';
import { loadConfig } from '../../src/platform/config/config.js';
import { directChannel, participantOf, practice, send, type Person } from '../chat/helpers.js';
import { uploadStorageFile } from '../library/support.js';
import type { TestApp } from '../support/app.js';
import { PUBLIC_URL } from '../support/app.js';
import { buildParticipant } from '../support/factories.js';
import { pngBytes } from '../support/files.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-backup-'));
const t = { dataDir: path.join(root, 'data') } as TestApp;

// The embedded mode as `npm start` runs it: PGlite in DATA_DIR/pgdata and the files in DATA_DIR/files, with the
// backup channel of the running server (the other tests share a database in memory, which has none).
beforeAll(async () => {
  const config = loadConfig({
    PUBLIC_URL,
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED: 'none',
    NODE_ENV: 'test',
    JOBS_POLL_MS: '50',
    WEB_DIST: path.join(root, 'no-portal'),
  });
  t.app = await createApp(config);
  await t.app.ready();
});

afterAll(async () => {
  await t.app?.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const png = async (width: number) => ({ name: `p${width}.png`, type: 'image/png', data: await pngBytes(width, 40) });

/** Writes until told to stop, as people keep using the portal while the backup runs: messages, uploads, people. */
function keepWriting(advisor: Person, channel: string) {
  let stop = false;
  let writes = 0;
  const done = (async () => {
    for (let i = 0; !stop; i++) {
      expect((await send(advisor, channel, { text: `During ${i}` })).statusCode).toBe(201);
      if (i % 3 === 0) {
        const storageFileId = await uploadStorageFile(t, advisor.token, await png(41 + i));
        expect((await send(advisor, channel, { text: `File ${i}`, storageFileId })).statusCode).toBe(201);
      }
      await buildParticipant(t.app.platform.db, { tenantId: 'default' });
      writes++;
    }
  })();
  return {
    stop: async () => {
      stop = true;
      await done;
      return writes;
    },
  };
}

const keysOf = async (db: PGlite) =>
  (
    await db.query<{ key: string }>(
      `select storage_key as key from ml_storage_files union all select storage_key from ml_resources
       union all select file->>'key' from chat_messages where file is not null`,
    )
  ).rows.map((r) => r.key);

describe('backups of the embedded mode (npm run backup, npm run restore)', () => {
  // A snapshot, an archive, a restore and its checks: 11 to 14 s alone, several times that under CI's load.
  it('takes a consistent backup from the running server while it writes, and restores every row and file of it', async () => {
    const { company, advisor, participant } = await practice(t);
    const others = [await participantOf(t, { company, advisor })];
    for (let i = 0; i < 10; i++) others.push(await participantOf(t, { company, advisor }));
    const channel = await directChannel(advisor, participant);
    for (let i = 0; i < 5; i++) {
      const storageFileId = await uploadStorageFile(t, advisor.token, await png(20 + i));
      expect((await send(advisor, channel, { text: `Before ${i}`, storageFileId })).statusCode).toBe(201);
      expect((await send(participant, channel, { text: `Reply ${i}` })).statusCode).toBe(201);
    }
    // Only the server's own user may ask for a snapshot (docs/security.md, rule 28).
    expect(fs.statSync(backupSocketPath(t.dataDir)).mode & 0o777).toBe(0o600);

    const writers = keepWriting(advisor, channel);
    const archive = path.join(root, 'stride.tar.gz');
    const taking = takeBackup(t.dataDir, archive);
    // The writers stop whatever the backup does, so a failed one fails the test instead of hanging it.
    await taking.catch(() => undefined);
    expect(await writers.stop()).toBeGreaterThan(0);
    const manifest = await taking;

    expect(manifest.takenBy).toBe('running server');
    expect(manifest.database.migrations).toBeGreaterThan(0);
    // Everything written before the backup started is in it.
    expect(manifest.database.tables['public.chat_messages']).toBeGreaterThanOrEqual(10);
    expect(manifest.database.tables['public.profiles']).toBeGreaterThanOrEqual(2 + others.length);
    expect(manifest.files.count).toBeGreaterThanOrEqual(5);
    expect(manifest.files.bytes).toBe(manifest.files.list.reduce((sum, f) => sum + f.bytes, 0));

    const restoredDir = path.join(root, 'restored');
    const restored = await restoreBackup(archive, restoredDir);
    expect(restored.found.tables).toEqual(manifest.database.tables);

    // Opened on its own, as the server will: every table has the manifest's rows, every file its bytes.
    const db = await PGlite.create(path.join(restoredDir, 'pgdata'));
    try {
      expect((await describeDatabase(db)).tables).toEqual(manifest.database.tables);
      const people = await db.query<{ id: number }>('select id from profiles');
      for (const p of [advisor, participant, ...others]) expect(people.rows).toContainEqual({ id: p.profile.id });
      const messages = await db.query<{ text: string }>('select text from chat_messages where channel_id = $1', [
        channel,
      ]);
      for (let i = 0; i < 5; i++) {
        expect(messages.rows).toContainEqual({ text: `Before ${i}` });
        expect(messages.rows).toContainEqual({ text: `Reply ${i}` });
      }
      // A row that names a file has its bytes: those of the live store, which has deleted nothing since.
      const keys = await keysOf(db);
      expect(keys.length).toBeGreaterThanOrEqual(5);
      for (const key of keys) {
        const copy = fs.readFileSync(path.join(restoredDir, 'files', ...key.split('/')));
        expect(copy.equals(fs.readFileSync(path.join(t.dataDir, 'files', ...key.split('/'))))).toBe(true);
      }
    } finally {
      await db.close();
    }
    for (const file of manifest.files.list) {
      expect(fs.statSync(path.join(restoredDir, 'files', ...file.path.split('/'))).size).toBe(file.bytes);
    }

    // A restore never writes over data: a directory with anything in it is refused and left as it was.
    await expect(restoreBackup(archive, restoredDir)).rejects.toBeInstanceOf(BackupRefused);
    expect(fs.existsSync(path.join(restoredDir, 'pgdata', 'PG_VERSION'))).toBe(true);
  }, 180_000);

  it('refuses an archive whose file would land outside the store, and leaves the directory empty', async () => {
    const archive = path.join(root, 'crafted.tar');
    const tar = new TarWriter(fs.createWriteStream(archive));
    await tar.entry('files/../../escaped.txt', 4, Buffer.from('evil'));
    await tar.finish();
    const target = path.join(root, 'crafted');
    await expect(restoreBackup(archive, target)).rejects.toThrow(/outside the store/);
    expect(fs.readdirSync(target)).toEqual([]);
    expect(fs.existsSync(path.join(root, 'escaped.txt'))).toBe(false);
  });
});
