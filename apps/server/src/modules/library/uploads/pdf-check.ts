import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import type * as PdfJs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { FileBytes, NotReadable } from './file-bytes.js';

/** The end of a PDF, read for `startxref <offset> %%EOF`. */
const TAIL_BYTES = 2048;
/**
 * What pdf.js may read of a file. A PDF whose cross-reference table is sound needs a few pages of it
 * (the table, the catalog, the page tree); with a broken one, pdf.js rebuilds the table by reading the
 * whole file (200 MB took 6 s and 1 GB of memory; a file without any table, minutes). It may read this
 * much (a smaller file with a broken table is rebuilt and taken, as every reader does); past it the file is
 * refused, so no upload can tie the server up.
 */
const READ_BUDGET = 64 * 1_048_576;
const CHUNK = 65_536;
const PARSE_TIMEOUT_MS = 30_000;

const damaged = () => new NotReadable('The PDF data is damaged or incomplete.');

/**
 * A PDF is accepted when it ends as the format says (`startxref`, the offset of a cross-reference table
 * or stream, then `%%EOF`, with nothing but line ends after it) and pdf.js opens it through that table,
 * finds its pages and reads the first one. Its content is never run or rendered here: a PDF with
 * JavaScript is accepted, and served as an attachment (files.routes.ts).
 */
export async function checkPdf(file: string): Promise<void> {
  const size = await FileBytes.with(file, async (bytes) => {
    await checkTrailer(bytes);
    return bytes.size;
  });
  const handle = await open(file, 'r');
  try {
    await parseWithPdfJs(handle, size);
  } finally {
    await handle.close();
  }
}

async function checkTrailer(bytes: FileBytes): Promise<void> {
  const start = Math.max(0, bytes.size - TAIL_BYTES);
  const tail = (await bytes.slice(start, bytes.size - start))!.toString('latin1');
  const eof = tail.lastIndexOf('%%EOF');
  if (eof < 0) {
    throw new NotReadable('The file does not end as a PDF does (%%EOF): it is cut short or followed by other data.');
  }
  const after = tail.slice(eof + 5);
  if (!/^[\s\0]*$/.test(after)) throw new NotReadable(`The file has ${after.length} bytes after the end of the PDF.`);
  const startxref = /startxref\s+(\d+)\s*$/.exec(tail.slice(0, eof));
  const offset = startxref ? Number(startxref[1]) : -1;
  const table = offset >= 0 ? await bytes.slice(offset, Math.min(64, bytes.size - offset)) : null;
  if (!table || !/^\s*(xref|\d+\s+\d+\s+obj)\b/.test(table.toString('latin1'))) {
    throw new NotReadable('The PDF has no cross-reference table where its end says (startxref).');
  }
}

let pdfjs: Promise<typeof PdfJs> | undefined;
// Loaded with the first PDF, not with the server (pdf.js is large); the legacy build is the one for Node.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));

async function parseWithPdfJs(handle: FileHandle, size: number): Promise<void> {
  const { getDocument, PDFDataRangeTransport } = await loadPdfJs();
  let stop: (err: Error) => void = () => undefined;
  const stopped = new Promise<never>((_resolve, reject) => (stop = reject));
  // A stop after the answer (a range pdf.js asked for before it was destroyed) is nobody's error.
  stopped.catch(() => undefined);
  let read = 0;

  /** pdf.js asks for ranges of the file; each is read from the open file, within the budget. */
  class FileRanges extends PDFDataRangeTransport {
    override requestDataRange(begin: number, end: number): void {
      read += end - begin;
      if (read > READ_BUDGET) {
        stop(damaged());
        return;
      }
      const chunk = Buffer.alloc(end - begin);
      handle.read(chunk, 0, chunk.length, begin).then(
        () => {
          try {
            this.onDataRange(begin, new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length));
          } catch (err) {
            stop(err instanceof Error ? err : damaged());
          }
        },
        (err: unknown) => stop(err instanceof Error ? err : damaged()),
      );
    }
  }

  const task = getDocument({
    range: new FileRanges(size, null),
    length: size,
    rangeChunkSize: CHUNK,
    disableAutoFetch: true,
    disableStream: true,
    isEvalSupported: false,
    stopAtErrors: true,
    verbosity: 0,
  });
  const timer = setTimeout(() => stop(damaged()), PARSE_TIMEOUT_MS);
  try {
    const doc = await Promise.race([task.promise, stopped]);
    if (doc.numPages < 1) throw new NotReadable('The PDF has no pages.');
    await Promise.race([doc.getPage(1), stopped]);
  } catch (err) {
    if (err instanceof NotReadable) throw err;
    if ((err as { name?: unknown } | null)?.name === 'PasswordException') {
      throw new NotReadable('The PDF is protected by a password: save it without one and upload it again.');
    }
    throw damaged();
  } finally {
    clearTimeout(timer);
    await task.destroy().catch(() => undefined);
  }
}
