import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './child.js';

const DOC = path.join(ROOT, 'docs/performance.md');

/**
 * Writes one benchmark's section (`## <title>` and its text) into docs/performance.md: in place of the
 * section of that title (up to the next `## ` heading), or at the end. Lets one benchmark record its
 * figures without the whole `npm run bench`.
 */
export function writeDocSection(title: string, markdown: string): void {
  const doc = fs.readFileSync(DOC, 'utf8');
  const section = `## ${title}\n\n${markdown.trim()}\n`;
  const start = doc.indexOf(`\n## ${title}\n`);
  if (start < 0) {
    fs.writeFileSync(DOC, `${doc.trimEnd()}\n\n${section}`);
    return;
  }
  const next = doc.indexOf('\n## ', start + 1);
  const rest = next < 0 ? '' : `\n${doc.slice(next + 1)}`;
  fs.writeFileSync(DOC, `${doc.slice(0, start + 1)}${section}${rest}`);
}
