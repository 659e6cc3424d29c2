import { PassThrough, type Readable } from 'node:stream';
import { parse } from 'csv-parse';

export const IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** CSV or XLSX, from the file's name, else its content type; null for anything else. */
export function importFormat(fileName: string, mimeType: string): ImportFormat | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  if (extension === 'csv' || extension === 'xlsx') return extension;
  if (mimeType === XLSX_TYPE) return 'xlsx';
  if (mimeType === 'text/csv' || mimeType === 'application/csv') return 'csv';
  return null;
}

export const contentTypeOf = (format: ImportFormat) => (format === 'csv' ? 'text/csv' : XLSX_TYPE);

/** One line of a sheet: its row number as a spreadsheet shows it (the header is row 1) and its cells as text. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** The file cannot be read as its format (broken quoting, not a workbook). */
export class UnreadableFileError extends Error {}

/**
 * The rows of a CSV file or of the first worksheet of an XLSX workbook, streamed. A file that is not
 * what it claims throws UnreadableFileError; a failing read of the stored file throws its own error
 * (worth a retry), also when the parser would have taken the cut-off file for a shorter one.
 */
export async function* readSheet(body: Readable, format: ImportFormat): AsyncGenerator<SheetRow> {
  // The parsers read through pipe(), which does not pass a source's error on: ending their input
  // stops them, and the error is thrown here.
  const read: { error?: Error } = {};
  const input = new PassThrough();
  body.once('error', (err) => {
    read.error = err;
    input.end();
  });
  body.pipe(input);
  try {
    if (format === 'csv') yield* readCsv(input);
    else yield* readXlsx(input);
  } catch (err) {
    if (read.error) throw read.error;
    throw err instanceof UnreadableFileError ? err : new UnreadableFileError((err as Error).message);
  } finally {
    body.destroy();
    input.destroy();
  }
  if (read.error) throw read.error;
}

async function* readCsv(body: Readable): AsyncGenerator<SheetRow> {
  // Empty lines are kept (and skipped by the caller) so row numbers match what a spreadsheet shows.
  const parser = body.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: false }));
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row += 1;
    yield { row, cells: record };
  }
}

async function* readXlsx(body: Readable): AsyncGenerator<SheetRow> {
  // Loaded with the first workbook: a server that imports none need not hold it.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
  });
  for await (const sheet of workbook) {
    for await (const row of sheet) {
      const values = Array.isArray(row.values) ? row.values : [];
      // ExcelJS numbers cells from 1.
      yield { row: row.number, cells: values.slice(1).map(cellText) };
    }
    return; // The first worksheet only.
  }
}

/** A cell's text: strings as they are, rich text joined, a link's text, a formula's result. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown };
    if (Array.isArray(v.richText)) return v.richText.map((t) => t.text).join('');
    if (v.text !== undefined) return cellText(v.text);
    if (v.result !== undefined) return cellText(v.result);
  }
  return '';
}
