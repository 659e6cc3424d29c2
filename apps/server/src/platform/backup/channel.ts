import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { SnapshotSource } from './snapshot.js';

/** What a client writes to ask for a snapshot; the answer is the snapshot's tar, then the end of the stream. */
export const SNAPSHOT_REQUEST = 'snapshot\n';

/** The running server's backup channel: a Unix socket in DATA_DIR (docs/decisions.md, "Backups"). */
export const backupSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

/** Linux takes a socket's path up to 107 bytes and cuts a longer one short, silently: such a path has no channel. */
export const fitsSocketPath = (socketPath: string) => Buffer.byteLength(socketPath) <= 100;

/**
 * Listens on DATA_DIR/backup.sock, readable and writable by the server's own user only (who can read DATA_DIR
 * anyway): no port, no token. One snapshot at a time; a second asker waits for the first.
 */
export async function openBackupChannel(
  dataDir: string,
  source: SnapshotSource,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const socketPath = backupSocketPath(dataDir);
  // A DATA_DIR whose path is too long for a socket must not stop the server: its backups are refused instead (the
  // script finds the database open and no channel), and the log says why.
  if (!fitsSocketPath(socketPath)) {
    log.warn({ socketPath }, 'backup channel not opened (path too long): npm run backup cannot reach this server');
    return { close: async () => undefined };
  }
  // A socket file left by a process that died answers nobody; a live server would hold the database already.
  await rm(socketPath, { force: true });
  let queue = Promise.resolve();
  const server = net.createServer((socket) => {
    socket.on('error', () => undefined);
    let asked = '';
    socket.on('data', (chunk: Buffer) => {
      asked += chunk.toString('utf8');
      if (asked.length < SNAPSHOT_REQUEST.length) return;
      socket.removeAllListeners('data');
      if (asked !== SNAPSHOT_REQUEST) return void socket.destroy();
      queue = queue.then(async () => {
        const started = Date.now();
        try {
          // The tar writer is loaded with the first backup: a server that is never backed up need not hold it.
          const { writeSnapshot } = await import('./snapshot.js');
          const { databaseMs } = await writeSnapshot(source, socket);
          log.info({ ms: Date.now() - started, databaseMs }, 'backup snapshot sent');
        } catch (err) {
          log.error({ err }, 'backup snapshot failed');
          socket.destroy();
        }
      });
    });
  });
  const listening = new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', resolve);
  });
  // The socket is made (bound) inside listen(), synchronously: the umask covers it and nothing else of the process.
  const previous = process.umask(0o177);
  try {
    server.listen(socketPath);
  } finally {
    process.umask(previous);
  }
  await listening;
  await chmod(socketPath, 0o600);
  return {
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await queue;
      await rm(socketPath, { force: true });
    },
  };
}
