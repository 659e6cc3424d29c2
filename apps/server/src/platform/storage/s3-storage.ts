import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config } from '../config/config.js';
import { ByteLimit } from './byte-limit.js';
import { assertValidKey } from './keys.js';
import { rangeNotSatisfiable, type ByteRange } from './range.js';
import { MAX_UPLOAD_BYTES, type FileStorage } from './storage.js';

type S3Settings = NonNullable<Config['s3']>;

const DEFAULT_TYPE = 'application/octet-stream';

/** Any S3-compatible store. Uploads are streamed as multipart parts; nothing is held whole in memory. */
export function createS3Storage(s3: S3Settings): FileStorage {
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the SDK's default
    // CRC headers on streamed uploads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
  });
  const Bucket = s3.bucket;

  async function stat(key: string) {
    assertValidKey(key);
    try {
      const res = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return { key, size: res.ContentLength ?? 0, contentType: res.ContentType ?? DEFAULT_TYPE };
    } catch (err) {
      if (isStatus(err, 404)) return null;
      throw err;
    }
  }

  return {
    kind: 's3',

    async put(key, body, opts) {
      assertValidKey(key);
      const limit = new ByteLimit(opts.maxBytes ?? MAX_UPLOAD_BYTES);
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: limit, ContentType: opts.contentType },
        // Parts of 8 MB, two at a time: bounded memory per upload.
        partSize: 8 * 1024 * 1024,
        queueSize: 2,
      });
      let failure: unknown = null;
      // On an oversize or a broken source the limiter errors, which fails the upload; S3's
      // multipart upload is then aborted by lib-storage so no object or orphan parts remain.
      pipeline(body, limit, (err) => {
        if (!err) return;
        failure = err;
        void upload.abort();
      });
      try {
        await upload.done();
      } catch (err) {
        throw failure ?? err;
      }
      if (failure) throw failure;
      return { key, size: limit.bytes, contentType: opts.contentType };
    },

    async get(key, range?: ByteRange) {
      assertValidKey(key);
      // S3 ignores a malformed range and sends the whole object; refuse it here as local storage does.
      if (range && (!Number.isInteger(range.start) || range.start < 0 || (range.end ?? range.start) < range.start)) {
        const head = await stat(key);
        if (!head) return null;
        throw rangeNotSatisfiable(head.size);
      }
      try {
        const res = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end ?? ''}` : undefined,
          }),
        );
        // ContentRange is "bytes 0-99/1234": the whole size is after the slash.
        const size = res.ContentRange ? Number(res.ContentRange.split('/')[1]) : (res.ContentLength ?? 0);
        return { body: res.Body as Readable, size, contentType: res.ContentType ?? DEFAULT_TYPE };
      } catch (err) {
        if (isStatus(err, 404)) return null;
        if (isStatus(err, 416)) {
          const head = await stat(key);
          throw rangeNotSatisfiable(head?.size ?? 0);
        }
        throw err;
      }
    },

    stat,

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function isStatus(err: unknown, status: number): boolean {
  return err instanceof S3ServiceException && err.$metadata.httpStatusCode === status;
}
