// Finding 8 of the penetration test: a PDF with JavaScript was served inline from the app's own origin,
// and its script ran in the browser's PDF viewer. Every stored file is now answered with
// `Content-Security-Policy: sandbox` and `X-Content-Type-Options: nosniff`, and only what the portal
// itself shows inline (pictures, videos, sound) is inline: anything else, a PDF included, is an attachment.
import { describe, expect, it } from 'vitest';
import { Role, type Resource } from '@stride/contracts';
import { fixtures, uploadFile } from '../library/media-support.js';
import { libraryClient } from '../library/support.js';
import { useTestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { signedIn } from '../support/people.js';

const t = useTestApp();

/** A one-page PDF whose catalog runs JavaScript when it is opened (what the tester uploaded). */
function pdfWithJavaScript(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    '<< /S /JavaScript /JS (app.alert\\(document.domain\\)) >>',
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Uploads a file, keeps it in the person's library and answers its signed link. */
async function storedLink(token: string, file: { name: string; type: string; content: Buffer }) {
  const lib = libraryClient(t, token);
  const upload = await uploadFile(t.app, token, file);
  expect(upload.statusCode, upload.body).toBe(201);
  const folder = await lib.mainFolder();
  const kept = await lib.post(`/api/ml/directories/${folder.id}/items`, {
    storageFileId: json<{ storageFileId: number }>(upload).storageFileId,
  });
  expect(kept.statusCode, kept.body).toBe(201);
  const resource = json<Resource>(await lib.get(`/api/ml/resources/${json<{ id: number }>(kept).id}`));
  return { lib, url: resource.fileUrl };
}

describe('stored files are served without powers', () => {
  it('answers a PDF with JavaScript as a sandboxed attachment, never inline', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    const { lib, url } = await storedLink(me.token, {
      name: 'report.pdf',
      type: 'application/pdf',
      content: pdfWithJavaScript(),
    });
    for (const res of [await lib.get(url), await lib.get(url, { range: 'bytes=0-99' })]) {
      expect(res.statusCode).toBeLessThan(300);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="report\.pdf"/);
    }
  });

  it('keeps pictures and videos inline (the portal shows them), sandboxed too; a download is an attachment', async () => {
    const me = await signedIn(t, { roleId: Role.Advisor });
    for (const file of [await fixtures.png('meal.png'), await fixtures.mp4('squat.mp4')]) {
      const { lib, url } = await storedLink(me.token, file);
      const res = await lib.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-security-policy']).toBe('sandbox');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^inline; filename="${file.name}"`));
      const download = await lib.get(`${url}?download=1`);
      expect(download.headers['content-disposition']).toMatch(/^attachment;/);
      expect(download.headers['content-security-policy']).toBe('sandbox');
    }
  });
});
