import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Task } from '@stride/contracts';
import { HOSTS } from '../../support/app.js';
import { api, eventually, json } from '../../support/http.js';

/** A multipart/form-data body, as a browser sends a form with a file. */
export function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; content: Buffer | string },
  fileField = 'file',
) {
  const boundary = `----stride${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const csvFile = (content: string, name = 'people.csv') => ({ name, type: 'text/csv', content });

/** POST /participants/import with advisorId and a file. */
export async function upload(
  app: FastifyInstance,
  token: string,
  advisorId: number | string,
  file: Parameters<typeof multipart>[1],
  host: keyof typeof HOSTS = 'default',
) {
  const body = multipart({ advisorId: String(advisorId) }, file);
  return app.inject({
    method: 'POST',
    url: '/api/participants/import',
    headers: { host: HOSTS[host], authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** The task once it is no longer in progress (GET /tasks, as the tasks panel polls it). */
export async function finishedTask(app: FastifyInstance, token: string, id: number, tries = 200): Promise<Task> {
  return eventually(async () => {
    const res = await api(app, { token }).get('/api/tasks?perPage=100');
    const task = json<{ tasks: Task[] }>(res).tasks.find((t) => t.id === id);
    return task && task.status !== 'in_progress' ? task : undefined;
  }, tries);
}

/** An XLSX workbook with these rows on its first sheet (and a second sheet that is ignored). */
export async function xlsxFile(rows: unknown[][], name = 'people.xlsx') {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('People');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Notes').addRow(['firstName', 'lastName', 'email']);
  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  return { name, type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content };
}

/**
 * Makes reading stored files break off after `bytes` bytes, for the next `times` reads (Infinity:
 * always), as a disk or object store failing mid-way would. Returns the function that mends it.
 */
export function breakStoredReads(app: FastifyInstance, bytes: number, times: number): () => void {
  const storage = app.platform.storage;
  const get = storage.get;
  let left = times;
  storage.get = async (key, range) => {
    const file = await get(key, range);
    if (!file || left <= 0) return file;
    left -= 1;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    const head = Buffer.concat(chunks).subarray(0, bytes);
    const body = Readable.from(
      (async function* () {
        yield head;
        throw new Error('disk went away');
      })(),
    );
    return { ...file, body };
  };
  return () => {
    storage.get = get;
  };
}

/** The bytes of a CSV's first `lines` lines (the header is line 1), joined as in the file. */
export const bytesOfLines = (csv: string, lines: number, separator = '\n') =>
  Buffer.byteLength(csv.split(separator).slice(0, lines).join(separator));
