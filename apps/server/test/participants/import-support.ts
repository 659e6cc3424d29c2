import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import type { Task } from '@stride/contracts';
import { HOSTS } from '../support/app.js';
import { api, eventually, json } from '../support/http.js';

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
