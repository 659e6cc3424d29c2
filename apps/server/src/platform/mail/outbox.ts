import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const outboxDir = (dataDir: string) => path.join(dataDir, 'outbox');

/**
 * Stores one message as DATA_DIR/outbox/<ISO time>-<random>.eml (':' of the time as '-', so the
 * name is valid on every file system and still sorts by time). Written under a dot name and renamed,
 * so a reader never parses half a mail.
 */
export async function writeToOutbox(dataDir: string, message: Buffer): Promise<string> {
  const dir = outboxDir(dataDir);
  await mkdir(dir, { recursive: true });
  const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
  const file = path.join(dir, name);
  const tmp = path.join(dir, `.${name}.tmp`);
  await writeFile(tmp, message);
  await rename(tmp, file);
  return file;
}

export interface OutboxMail {
  /** Recipient addresses, comma-separated. */
  to: string;
  subject: string;
  text: string;
  html: string;
  file: string;
  date: Date;
}

/**
 * The mails in the outbox, newest first: what tests read to follow a reset link. mailparser is a
 * development dependency, loaded only here, so the server itself never needs it.
 */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const { simpleParser } = await import('mailparser');
  const dir = outboxDir(dataDir);
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (n) => n.endsWith('.eml') && !n.startsWith('.'),
  );
  // The file names start with the ISO time, so a reverse sort is newest first.
  names.sort().reverse();
  return Promise.all(
    names.map(async (name): Promise<OutboxMail> => {
      const file = path.join(dir, name);
      const parsed = await simpleParser(await readFile(file));
      const to = [parsed.to ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
      return {
        to: to.filter(Boolean).join(', '),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        html: parsed.html || '',
        file,
        date: parsed.date ?? new Date(0),
      };
    }),
  );
}
