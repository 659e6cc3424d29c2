/**
 * The one way the portal writes a CSV file the browser saves (the progress report, the screeners'
 * results): RFC 4180 cells, CRLF lines, a byte order mark so Excel reads the accents as UTF-8.
 */
export type CsvValue = string | number | null | undefined;

/** A field as CSV writes it (RFC 4180): quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A leading =, +, - or @ would be a formula to a spreadsheet: a quote mark keeps it text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The lines (a header first) as a CSV text. */
export function csvText(lines: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Has the browser save a text as a file. */
export function saveText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** Has the browser save a file (a download's answer, a text made here) under its name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
