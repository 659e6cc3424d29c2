import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Participant, Resource, SentResource } from '@stride/contracts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { demoEmail } from './support/accounts.js';
import { AXE_CONTEXT, expectNoSeriousViolations } from './support/axe.js';
import { setupE2E } from './support/e2e.js';
import { signInAs } from './support/flows.js';
import { unique } from './support/names.js';
import { ParticipantMediaTab, type MediaFile } from './support/pages/MediaPages.js';
import { solidPng } from './support/png.js';
import { accessClaims, apiFromPage } from './support/session.js';
import { shotIfAsked } from './support/shots.js';

const e2e = setupE2E();
/** Processing ends within the list's reloads (5, 25 and 60 s after it is seen). */
const PROCESSED_MS = 100_000;

/** A hand-written PDF of two pages, each saying its number. */
function twoPagePdf(): Buffer {
  const stream = (text: string) => {
    const body = `BT /F1 28 Tf 40 90 Td (${text}) Tj ET`;
    return `<< /Length ${body.length} >>\nstream\n${body}\nendstream`;
  };
  const page = (contents: number) =>
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents ${contents} 0 R /Resources << /Font << /F1 7 0 R >> >> >>`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>',
    page(5),
    page(6),
    stream('Page one'),
    stream('Page two'),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Two seconds of test pattern and tone, H.264 and AAC, made by ffmpeg (installed from Debian's packages). */
const workDir = mkdtempSync(path.join(tmpdir(), 'stride-media-e2e-'));
function testVideo(): Buffer {
  const file = path.join(workDir, 'clip.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '2', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-movflags', '+faststart'],
    file,
  ]);
  return readFileSync(file);
}
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** A Windows program's first bytes: what an .exe renamed .mp4 carries. */
const fakeExe = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00This program cannot be run in DOS mode.', 'latin1'), Buffer.alloc(2048)]);

/** The demo participant (advisor@default.example coaches them), read as the advisor. */
async function demoParticipant(page: Page): Promise<Participant> {
  const found = await apiFromPage<{ participants: Participant[] }>(
    page,
    'GET',
    `/participants?search=${encodeURIComponent(demoEmail('participant'))}`,
  );
  const participant = found.body.participants.find((p) => p.email === demoEmail('participant'));
  if (!participant) throw new Error('The demo participant is not visible to the demo advisor');
  return participant;
}

/** Signed in as the advisor on the demo participant's Media tab. */
async function onMediaTab() {
  const { page, shell } = await signInAs(e2e, demoEmail('advisor'), { context: AXE_CONTEXT });
  const participant = await demoParticipant(page);
  await page.goto(e2e.url(`/participants/${participant.id}/user-library`));
  await shell.waitForReady();
  const tab = new ParticipantMediaTab(page, shell);
  await tab.table.waitFor();
  return { page, shell, tab, participant };
}

/** Every title the upload dialog shows from now on, in order. */
async function recordUploadTitles(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { uploadTitles: string[] }).uploadTitles = seen;
    const read = () => {
      const heading = document.querySelector('[role="dialog"][aria-modal="false"] h2');
      const text = heading?.textContent?.trim();
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { uploadTitles: string[] }).uploadTitles);
}

/** Until no row of these titles says Processing (the list reloads by itself). */
async function waitProcessed(tab: ParticipantMediaTab, titles: string[]): Promise<void> {
  for (const title of titles) await tab.row(title).waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => (await Promise.all(titles.map((title) => tab.processing(title).count()))).join(','), {
      timeout: PROCESSED_MS,
      interval: 1000,
    })
    .toBe(titles.map(() => '0').join(','));
}

describe("media: uploads, preview and a participant's media", () => {
  it('uploads an image, a PDF and a video through the queue, previews each, and refuses disguised files', async () => {
    const s = unique();
    const { page, shell, tab } = await onMediaTab();
    const files: MediaFile[] = [
      { name: `photo-${s}.png`, mimeType: 'image/png', buffer: solidPng(640, 400, [46, 125, 50]) },
      { name: `guide-${s}.pdf`, mimeType: 'application/pdf', buffer: twoPagePdf() },
      { name: `clip-${s}.mp4`, mimeType: 'video/mp4', buffer: testVideo() },
    ];
    const [photo, guide, clip] = [`photo-${s}`, `guide-${s}`, `clip-${s}`];

    const titles = await recordUploadTitles(page);
    await tab.uploadAndSend(files);
    await tab.uploads.dialog.waitFor();
    await expect.poll(() => tab.uploads.title(), { timeout: 60_000 }).toBe(shell.text('media.uploadingCompleted'));
    const seen = await titles();
    expect(seen[0]).toBe(shell.text('media.uploadingItems', { count: 3 }));
    expect(seen.at(-1)).toBe(shell.text('media.uploadingCompleted'));
    // The last one finished just now (the others may have left already: completed tasks go after 10 s).
    expect(await tab.uploads.progress(files[2]!.name).getAttribute('aria-valuenow')).toBe('100');
    await expect.poll(() => shell.snackbar.innerText()).toContain(shell.text('participantMedia.added'));
    await shotIfAsked(page, 'media-upload-completed');

    await waitProcessed(tab, [photo, guide, clip]);
    await expect.poll(() => tab.row(clip).innerText()).toContain(shell.text('library.typesVideo'));
    await expectNoSeriousViolations(page, "the participant's media tab");
    await shotIfAsked(page, 'media-participant-tab');

    // The image: shown whole, downloadable under its name; Esc closes.
    await tab.open(photo);
    await expect
      .poll(() => tab.preview.image(photo).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(640);
    await expectNoSeriousViolations(page, 'the image preview');
    await shotIfAsked(page, 'media-preview-image');
    const [download] = await Promise.all([page.waitForEvent('download'), tab.preview.downloadButton(photo).click()]);
    expect(download.suggestedFilename()).toBe(files[0]!.name);
    await tab.preview.closeWithEscape(photo);

    // The PDF: page by page with pdf.js, no download; a new open starts at page 1.
    await tab.open(guide);
    await expect.poll(() => tab.preview.pageIndicator(guide).innerText()).toBe('1 / 2');
    expect(await tab.preview.downloadButton(guide).count()).toBe(0);
    await tab.preview.pdfPage(guide).waitFor();
    await tab.preview.nextPage(guide).click();
    await expect.poll(() => tab.preview.pageIndicator(guide).innerText()).toBe('2 / 2');
    expect(await tab.preview.nextPage(guide).isDisabled()).toBe(true);
    // pdf.js drew page 2 on the canvas.
    await tab.preview.pdfPageRendered(guide, 2);
    await shotIfAsked(page, 'media-preview-pdf');
    await tab.preview.closeWithEscape(guide);
    await tab.open(guide);
    await expect.poll(() => tab.preview.pageIndicator(guide).innerText()).toBe('1 / 2');
    await tab.preview.closeWithEscape(guide);

    // The video: a player with controls on the resource's playback link, and its metadata loads.
    await tab.open(clip);
    const video = tab.preview.video(clip);
    expect(await video.getAttribute('src')).toMatch(/^\/api\/files\//);
    expect(await video.getAttribute('controls')).not.toBeNull();
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && Math.round(v.duration)), {
        timeout: 15_000,
      })
      .toBe(2);
    await expect.poll(() => tab.preview.downloadButton(clip).isVisible()).toBe(true);
    await shotIfAsked(page, 'media-preview-video');
    await tab.preview.closeWithEscape(clip);

    // A program renamed .mp4 and a picture renamed .pdf: the server refuses them, the dialog says why.
    await tab.uploadAndSend([
      { name: `setup-${s}.mp4`, mimeType: 'video/mp4', buffer: fakeExe() },
      { name: `picture-${s}.pdf`, mimeType: 'application/pdf', buffer: solidPng(20, 20, [200, 0, 0]) },
    ]);
    await expect.poll(() => tab.uploads.title(), { timeout: 30_000 }).toBe(shell.text('media.uploadingFailed'));
    for (const name of [`setup-${s}.mp4`, `picture-${s}.pdf`]) {
      expect(await tab.uploads.task(name).innerText()).toContain(shell.text('media.notSupported'));
    }
    expect(await tab.row(`setup-${s}`).count()).toBe(0);
    await expectNoSeriousViolations(page, 'the upload dialog with failures');
    await shotIfAsked(page, 'media-upload-failed');
    await tab.uploads.closeButton.click();
    await expect.poll(() => tab.uploads.dialog.count()).toBe(0);
  });

  it('sends a library file to a participant, who sees it in their media, then removes it', async () => {
    const s = unique();
    const { page, shell, tab } = await onMediaTab();
    const title = `walk-${s}`;
    // Into the advisor's library first (the library screen's upload does the same call).
    const stored = await page.evaluate(
      async ({ name, bytes }) => {
        const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'))!;
        const token = (JSON.parse(localStorage.getItem(key)!) as { access_token: string }).access_token;
        const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
        const main = (await (await fetch('/api/ml/directories/main', { headers })).json()) as { id: number };
        const body = new FormData();
        body.append('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
        const response = await fetch(`/api/ml/directories/${main.id}/items`, { method: 'POST', headers, body });
        return { status: response.status, body: (await response.json()) as Resource };
      },
      { name: `${title}.png`, bytes: [...solidPng(320, 200, [21, 101, 192])] },
    );
    expect(stored.status).toBe(201);
    await expect
      .poll(async () => (await apiFromPage<Resource>(page, 'GET', `/ml/resources/${stored.body.id}`)).body.processing, {
        timeout: 60_000,
      })
      .toBe(false);

    await tab.sendFromLibraryButton.click();
    await tab.pickerDialog.waitFor();
    await tab.pickerDialog.getByRole('searchbox').fill(title);
    await tab.pickerDialog.getByRole('button', { name: new RegExp(title) }).click();
    await expect.poll(() => shell.snackbar.innerText()).toContain(shell.text('participantMedia.shared'));
    await tab.row(title).waitFor();
    await shotIfAsked(page, 'media-sent-from-library');

    // The participant, in a session of their own, finds it in their media and may open its file.
    const { page: participantPage } = await signInAs(e2e, demoEmail('participant'));
    const { profile_id: ownProfileId } = await accessClaims(participantPage);
    const theirs = () =>
      apiFromPage<{ resources: SentResource[] }>(participantPage, 'GET', `/ml/participants/${ownProfileId}/resources`);
    const mine = (await theirs()).body.resources.find((r) => r.title === title);
    expect(mine?.id).toBe(stored.body.id);
    const fileStatus = await participantPage.evaluate(async (url) => (await fetch(url)).status, mine!.fileUrl);
    expect(fileStatus).toBe(200);

    // Removed from their media (the library keeps the file).
    await tab.remove(title);
    await expect.poll(() => shell.snackbar.innerText()).toContain(shell.text('participantMedia.removed'));
    await expect.poll(() => tab.row(title).count()).toBe(0);
    expect((await theirs()).body.resources.some((r) => r.title === title)).toBe(false);
    expect((await apiFromPage<Resource>(page, 'GET', `/ml/resources/${stored.body.id}`)).status).toBe(200);
  });
});
