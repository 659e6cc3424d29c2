import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push, for tests (the server int tests and e2e/push.e2e.test.ts): the keys a
 * browser subscribes with, the decryption of what a push service hands it (RFC 8291, aes128gcm), and a
 * local push service that receives the server's requests and answers what the test says (201, 404, 410).
 */

const b64url = (b: Buffer) => b.toString('base64url');

export interface BrowserKeys {
  /** As PushSubscription.toJSON().keys gives them. */
  keys: { p256dh: string; auth: string };
  /** The plaintext of an aes128gcm body encrypted for these keys. */
  decrypt(body: Buffer): string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    keys: { p256dh: b64url(uaPublic), auth: b64url(auth) },
    decrypt(body) {
      const salt = body.subarray(0, 16);
      const idLength = body[20]!;
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error('Not the last record of an aes128gcm body');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}

/** The claims of a request's VAPID Authorization (`vapid t=<JWT>, k=<public key>`), its signature checked. */
export function vapidClaims(headers: IncomingHttpHeaders): { aud: string; exp: number; sub: string; k: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(headers.authorization ?? '');
  if (!match) throw new Error(`Not a VAPID Authorization: ${headers.authorization}`);
  const [, token, k] = match as unknown as [string, string, string];
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const raw = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('The VAPID token is not signed by its key');
  return {
    ...(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { aud: string; exp: number; sub: string }),
    k,
  };
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface LocalPushService {
  /** The endpoint URL of a (made-up) browser: http://127.0.0.1:<port>/<name>. */
  endpoint(name: string): string;
  /** What the push service answers for a browser from now on (201 by default). */
  answer(name: string, status: number): void;
  /** Every request received, in order. */
  received: PushRequest[];
  /** Resolves with the next request for this browser (or one already received and not yet taken). */
  next(name: string): Promise<PushRequest>;
  close(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const statuses = new Map<string, number>();
  const received: PushRequest[] = [];
  const taken = new Set<PushRequest>();
  const waiting: { name: string; resolve: (r: PushRequest) => void }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      const request = { path, headers: req.headers, body: Buffer.concat(chunks) };
      received.push(request);
      const i = waiting.findIndex((w) => `/${w.name}` === path);
      if (i >= 0) {
        taken.add(request);
        waiting.splice(i, 1)[0]!.resolve(request);
      }
      res.statusCode = statuses.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: (name) => `http://127.0.0.1:${port}/${name}`,
    answer: (name, status) => void statuses.set(`/${name}`, status),
    received,
    next: (name) =>
      new Promise((resolve) => {
        const ready = received.find((r) => r.path === `/${name}` && !taken.has(r));
        if (ready) {
          taken.add(ready);
          resolve(ready);
        } else waiting.push({ name, resolve });
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
