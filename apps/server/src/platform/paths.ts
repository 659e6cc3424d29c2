import { existsSync } from 'node:fs';
import path from 'node:path';

/** The nearest folder at or above `from` with a package.json. */
function packageRootOf(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${from}`);
  }
}

/**
 * The server's package folder (apps/server), found the same from src/ under tsx and from the production bundle
 * in dist/ (apps/server/build-server.ts), which sit at different depths.
 */
export const SERVER_ROOT = packageRootOf(import.meta.dirname);

/** The portal's package folder beside it (apps/web): its public pictures serve when no build is there. */
export const WEB_ROOT = path.resolve(SERVER_ROOT, '../web');
