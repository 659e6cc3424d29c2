import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/client.js';
import { loadPlatformSecret } from '../auth/secrets.js';

/** A stored file as a link may serve it. */
export interface FileLink {
  tenantId: string;
  key: string;
  contentType: string;
  /** The name a download gets. */
  fileName: string;
}

/**
 * Links live 10 to 20 minutes: the expiry is rounded up to a 10-minute step, so a file keeps the same
 * URL for a while and the browser's cache works; lists refresh well within that (240 s).
 */
const WINDOW_MS = 10 * 60 * 1000;

interface Payload {
  t: string;
  k: string;
  c: string;
  n: string;
  e: number;
}

export interface FileLinks {
  /** The signed, short-lived URL path of a file (under /api/files/). */
  url(link: FileLink, now?: number): string;
  /** The link a token stands for, or null when forged or expired. */
  verify(token: string, now?: number): (FileLink & { expiresAt: number }) | null;
}

export function createFileLinks(secret: Buffer): FileLinks {
  const sign = (body: string) => createHmac('sha256', secret).update(body).digest('base64url');
  return {
    url(link, now = Date.now()) {
      const payload: Payload = {
        t: link.tenantId,
        k: link.key,
        c: link.contentType,
        n: link.fileName,
        e: (Math.floor(now / WINDOW_MS) + 2) * WINDOW_MS,
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `/api/files/${body}.${sign(body)}`;
    },
    verify(token, now = Date.now()) {
      const [body, signature, extra] = token.split('.');
      if (!body || !signature || extra !== undefined) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return null;
      }
      if (typeof payload.e !== 'number' || payload.e <= now) return null;
      return { tenantId: payload.t, key: payload.k, contentType: payload.c, fileName: payload.n, expiresAt: payload.e };
    },
  };
}

/** The links' signing key: made once, kept in the database, shared by every process. */
export async function loadFileLinkSecret(db: Db): Promise<Buffer> {
  const { key } = await loadPlatformSecret(db, 'file-links', () => ({ key: randomBytes(32).toString('base64url') }));
  return Buffer.from(key, 'base64url');
}
