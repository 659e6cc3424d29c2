import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../src/platform/storage/s3-storage.js';
import type { FileStorage } from '../../../src/platform/storage/storage.js';

/**
 * A few lines of S3 (path-style PUT, HEAD, GET with Range, DELETE) in memory: enough to check how our
 * code talks to a store, not S3 itself. Multipart uploads (over 8 MB) are not covered here.
 */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const xmlError = (res: ServerResponse, status: number, code: string) =>
    res.writeHead(status, { 'content-type': 'application/xml' }).end(`<Error><Code>${code}</Code></Error>`);

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const body = await buffer(req);
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
    if (req.method === 'PUT') {
      objects.set(path, { body, type: String(req.headers['content-type']) });
      return res.writeHead(200, { etag: '"etag"' }).end();
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      return res.writeHead(204).end();
    }
    const object = objects.get(path);
    if (!object) return req.method === 'HEAD' ? res.writeHead(404).end() : xmlError(res, 404, 'NoSuchKey');
    const size = object.body.length;
    const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
    if (!range) {
      res.writeHead(200, { 'content-type': object.type, 'content-length': size });
      return res.end(req.method === 'HEAD' ? undefined : object.body);
    }
    const start = Number(range[1]);
    const end = Math.min(range[2] ? Number(range[2]) : size - 1, size - 1);
    if (start >= size) return xmlError(res, 416, 'InvalidRange');
    res.writeHead(206, {
      'content-type': object.type,
      'content-length': end - start + 1,
      'content-range': `bytes ${start}-${end}/${size}`,
    });
    return res.end(object.body.subarray(start, end + 1));
  }

  return { objects, server: createServer((req, res) => void handle(req, res)) };
}

describe('S3 file storage (against an in-memory fake)', () => {
  const fake = fakeS3();
  let server: Server;
  let storage: FileStorage;

  beforeAll(async () => {
    server = fake.server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    storage = createS3Storage({
      endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      bucket: 'stride',
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test',
      forcePathStyle: true,
    });
  });
  afterAll(() => {
    server.close();
  });

  it('puts, stats, gets a range and deletes, keeping the content type', async () => {
    const key = 'tenant/brain/video.mp4';
    const stored = await storage.put(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'video/mp4' });
    expect(stored).toEqual({ key, size: 10, contentType: 'video/mp4' });
    expect(fake.objects.get(`/stride/${key}`)?.type).toBe('video/mp4');
    expect(await storage.stat(key)).toEqual({ key, size: 10, contentType: 'video/mp4' });

    const part = await storage.get(key, { start: 2, end: 4 });
    expect(part?.size).toBe(10);
    expect(await text(part!.body)).toBe('234');
    await expect(storage.get(key, { start: 10 })).rejects.toMatchObject({ statusCode: 416 });

    await storage.delete(key);
    expect(await storage.stat(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
  });

  it('stops an oversized upload with 413 and stores nothing', async () => {
    const endless = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
      },
    });
    await expect(
      storage.put('tenant/brain/big.bin', endless, { contentType: 'application/octet-stream', maxBytes: 5000 }),
    ).rejects.toMatchObject({ statusCode: 413 });
    expect(fake.objects.has('/stride/tenant/brain/big.bin')).toBe(false);
  });

  it('refuses a traversing key before any request', async () => {
    await expect(storage.stat('../other-bucket/x')).rejects.toMatchObject({ statusCode: 400 });
  });
});
