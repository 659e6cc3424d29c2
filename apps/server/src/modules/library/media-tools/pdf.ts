import { createReadStream } from 'node:fs';
import { findTool, runTool } from '../../../platform/tools.js';

const PDFINFO_TIMEOUT_MS = 60_000;
const RENDER_TIMEOUT_MS = 120_000;

/** pdfinfo and pdftoppm (poppler-utils) are installed. */
export async function hasPdfTools(): Promise<boolean> {
  const [info, render] = await Promise.all([findTool('pdfinfo'), findTool('pdftoppm')]);
  return info !== null && render !== null;
}

/** The page count pdfinfo reads; throws a ToolError for a file it cannot read. */
export async function pdfPageCount(file: string): Promise<number> {
  const out = await runTool('pdfinfo', [file], { timeoutMs: PDFINFO_TIMEOUT_MS });
  const pages = /^Pages:\s+(\d+)/m.exec(out);
  if (!pages) throw new Error('pdfinfo did not report a page count');
  return Number(pages[1]);
}

/** The first page as a PNG whose longer side is `size` px, written to `<outPrefix>.png`. */
export async function renderFirstPage(file: string, outPrefix: string, size: number): Promise<string> {
  await runTool('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to', String(size), '-singlefile', file, outPrefix], {
    timeoutMs: RENDER_TIMEOUT_MS,
  });
  return `${outPrefix}.png`;
}

const PAGE_OBJECT = /\/Type\s*\/Page(?![A-Za-z])/g;
const LINEARIZED = /\/Linearized\b[^>]*?\/N\s+(\d+)/;
/** Bytes of one chunk kept for the next, so a marker split between two chunks is still found. */
const OVERLAP = 64;

/**
 * Without poppler: the page count of a linearized PDF (its first dictionary says it), else the page
 * objects counted in a streamed pass (the file is never held whole). Pages kept in compressed object
 * streams are not seen: null when none was found.
 */
export async function countPdfPages(file: string): Promise<number | null> {
  let carry = '';
  let count = 0;
  let first = true;
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20 })) {
    const text = carry + (chunk as Buffer).toString('latin1');
    if (first) {
      first = false;
      const linearized = LINEARIZED.exec(text.slice(0, 2048));
      if (linearized) return Number(linearized[1]);
    }
    // A marker counts in the window where it ends with a character after it (the look-ahead needs
    // one): ends within the carried overlap were counted in the window before.
    count += countEnding(text, (end) => end >= carry.length && end < text.length);
    carry = text.slice(-OVERLAP);
  }
  count += countEnding(carry, (end) => end === carry.length);
  return count > 0 ? count : null;
}

function countEnding(text: string, where: (end: number) => boolean): number {
  let n = 0;
  for (const match of text.matchAll(PAGE_OBJECT)) if (where(match.index + match[0].length)) n += 1;
  return n;
}
