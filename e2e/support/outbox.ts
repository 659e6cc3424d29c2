import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part, decoded. */
  text: string;
}

/** Undoes quoted-printable: soft line breaks and =XX bytes (UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim() ?? '';
}

/** The text/plain part of a message (or its whole body when it has a single part). */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r?\n((?:[^\r\n]+\r?\n)*)\r?\n([\s\S]*?)(?:\r?\n--[^\r\n]+|$)/i.exec(
    raw,
  );
  if (!part)
    return raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n');
  const headers = part[1] ?? '';
  const body = part[2] ?? '';
  if (/quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
  if (/base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The .eml files of DATA_DIR/outbox (mail without SMTP_URL), oldest first. */
export async function readOutbox(dataDir: string): Promise<OutboxMail[]> {
  const dir = path.join(dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).filter(
    (n) => n.endsWith('.eml') && !n.startsWith('.'),
  );
  names.sort();
  return Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const raw = await readFile(file, 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), text: plainText(raw) };
    }),
  );
}

/** Waits for a mail to `to` that was not in the outbox before (`known` files) and answers it. */
export async function waitForMail(
  dataDir: string,
  to: string,
  known: ReadonlySet<string> = new Set(),
  timeoutMs = 30_000,
): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = (await readOutbox(dataDir)).find((m) => !known.has(m.file) && m.to.toLowerCase().includes(to));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} arrived in ${dataDir}/outbox within ${timeoutMs / 1000} s`);
}

/** The files in the outbox now, to tell later mails apart. */
export async function outboxFiles(dataDir: string): Promise<Set<string>> {
  return new Set((await readOutbox(dataDir)).map((m) => m.file));
}
