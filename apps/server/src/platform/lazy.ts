/**
 * A value made on first use and kept: a package loaded only when a process first needs it (sharp, pdfmake,
 * nodemailer: tens of MB a server that never draws, prints or mails need not hold; docs/performance.md, "A lighter
 * embedded start"). Calls before the first load ends share its promise.
 */
export function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
