import sharp from 'sharp';
import { runTool } from '../platform/tools.js';

/**
 * Real files made on the spot, for the demo library and the tests: pictures drawn with sharp, PDFs
 * written by hand, and (where ffmpeg is installed) a short video of ffmpeg's test pattern.
 */

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

/** A valid PDF with one page per entry (US Letter, Helvetica): a title line, then the other lines. */
export function writePdf(pages: string[][]): Buffer {
  const objects: string[] = [];
  const pageIds = pages.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';
  pages.forEach((lines, i) => {
    const [title = '', ...rest] = lines;
    const text = [
      'BT /F1 24 Tf 72 700 Td',
      `(${escapePdfText(title)}) Tj`,
      '/F1 13 Tf 0 -36 Td',
      ...rest.map((line) => `(${escapePdfText(line)}) Tj 0 -20 Td`),
      'ET',
    ].join('\n');
    objects[pageIds[i]!] =
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] ' +
      `/Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
    objects[pageIds[i]! + 1] = `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`;
  });
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, 'latin1');
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export type PictureFormat = 'png' | 'jpeg' | 'gif';

/** A picture of soft shapes on a gradient (no words), width × height, in the format asked. */
export async function drawPicture(
  format: PictureFormat,
  opts: { width?: number; height?: number; hue?: number } = {},
): Promise<Buffer> {
  const { width = 1200, height = 800, hue = 200 } = opts;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,88%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},55%,55%)"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#g)"/>
    <circle cx="${width * 0.35}" cy="${height * 0.45}" r="${height * 0.28}" fill="#ffffff" fill-opacity="0.45"/>
    <circle cx="${width * 0.62}" cy="${height * 0.55}" r="${height * 0.2}" fill="hsl(${(hue + 180) % 360},60%,70%)" fill-opacity="0.6"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  if (format === 'png') return image.png().toBuffer();
  if (format === 'jpeg') return image.jpeg({ quality: 85 }).toBuffer();
  return image.gif().toBuffer();
}

/** An animated GIF: a few frames of a dot moving across, so animation survives processing. */
export async function drawAnimatedGif(opts: { size?: number; frames?: number } = {}): Promise<Buffer> {
  const { size = 240, frames = 4 } = opts;
  const pictures = await Promise.all(
    Array.from({ length: frames }, (_, i) => {
      const x = Math.round((size / (frames + 1)) * (i + 1));
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
        <rect width="${size}" height="${size}" fill="#d8eefa"/>
        <circle cx="${x}" cy="${size / 2}" r="${size / 8}" fill="#3a86c8"/></svg>`;
      return sharp(Buffer.from(svg)).png().toBuffer();
    }),
  );
  return sharp(pictures, { join: { animated: true } })
    .gif({ delay: 200, loop: 0 })
    .toBuffer();
}

/**
 * A short clip of ffmpeg's test pattern (with a tone when audioCodec is given) written to `out`;
 * the container follows the file's extension. Needs ffmpeg (throws a ToolError without it).
 */
export async function makeTestVideo(
  out: string,
  opts: { seconds?: number; size?: string; videoCodec?: string | null; audioCodec?: string; extra?: string[] } = {},
): Promise<void> {
  const { seconds = 3, size = '320x240', videoCodec = 'libx264', audioCodec } = opts;
  const videoIn = videoCodec ? ['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${size}:rate=15`] : [];
  const audioIn = audioCodec ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : [];
  const videoOut =
    videoCodec === 'libx264'
      ? ['-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p']
      : videoCodec === 'libvpx'
        ? ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k']
        : videoCodec
          ? ['-c:v', videoCodec]
          : ['-vn'];
  const audioOut = audioCodec ? ['-c:a', audioCodec] : [];
  const args = ['-v', 'error', '-y', ...videoIn, ...audioIn, ...videoOut, ...audioOut, ...(opts.extra ?? [])];
  await runTool('ffmpeg', [...args, '-shortest', out], { timeoutMs: 60_000 });
}
