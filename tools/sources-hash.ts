import { createHash, type Hash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { lstat, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * One hash of what a build reads: every file under `sources` (folders walked in name order), by its path from
 * `root` and its content, never its modification time, so a fresh clone or a checkout that rewrites files
 * unchanged does not rebuild. `skip` leaves names out (tests, which no bundle contains). The two builds of
 * `npm start` use it (apps/web/build-portal.ts, apps/server/build-server.ts).
 */
export async function sourcesHash(
  root: string,
  sources: string[],
  skip: (name: string) => boolean = () => false,
): Promise<string> {
  const hash = createHash('sha256');
  for (const source of sources) await hashInto(hash, root, source, skip);
  return hash.digest('hex');
}

async function hashInto(hash: Hash, root: string, target: string, skip: (name: string) => boolean): Promise<void> {
  if (!existsSync(target)) return;
  if ((await lstat(target)).isDirectory()) {
    const names = (await readdir(target)).filter((name) => !skip(name)).sort();
    for (const name of names) await hashInto(hash, root, path.join(target, name), skip);
    return;
  }
  hash
    .update(path.relative(root, target))
    .update('\0')
    .update(await readFile(target))
    .update('\0');
}
