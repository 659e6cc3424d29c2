import { randomBytes } from 'node:crypto';

export interface FilePart {
  name: string;
  type: string;
  data: Buffer;
}

export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
  boundary: string;
}

/**
 * A multipart/form-data body: text parts (objects and arrays as JSON text, as the portal sends a `model`)
 * and file parts, in order.
 */
export function multipartBody(
  fields: Record<string, unknown> = {},
  files: Record<string, FilePart> = {},
): MultipartBody {
  const boundary = `----stride${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const [field, file] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}

/** The same body cut short after `keep` bytes (a dropped upload): no closing boundary. */
export function truncatedMultipart(body: MultipartBody, keep = Math.floor(body.payload.length / 2)): MultipartBody {
  return { ...body, payload: body.payload.subarray(0, keep) };
}

/** A 1×1 PNG, small and valid, for calls that need some image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** One part of a hand-made multipart body: a text field, or a file part when it has a file name. */
export interface RawPart {
  name: string;
  value: string | Buffer;
  filename?: string;
  type?: string;
}

/**
 * A multipart body part by part, as other clients send it: a `model` as a part with
 * `Content-Type: application/json`, or as a browser's Blob (a file part named `blob`).
 */
export function rawMultipart(parts: RawPart[]): MultipartBody {
  const boundary = `----stride${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.type ? `\r\nContent-Type: ${part.type}` : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}${type}\r\n\r\n`),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    boundary,
  };
}
