import { Readable } from 'node:stream';
import { recordAudit } from '../../platform/audit/audit.js';
import type { RequestContext } from '../../platform/http/context.js';
import { lazy } from '../../platform/lazy.js';
import { presentAccount } from './accounts.presenter.js';
import { getAccountFor } from './accounts.service.js';
import { readPersonRecord, type RecordFile, type RecordFileSources } from './person-record.js';

/** What the ZIP says of itself, first in it: the files and what record.json holds. */
/** The zip writer, loaded with the first export. */
const loadYazl = lazy(() => import('yazl').then((module) => module.default));

const README = `This archive holds everything Stride keeps about one person, as of the date in record.json.

record.json  every row that names them, by domain and then by table, as stored (dates in UTC, ISO 8601)
files/       their files: the library's (their uploads, their journal's photos, what was sent to them) and
             the files they attached in the chat, each named by its id and its original name
swaps.pdf    their swaps, as the portal prints them
chat.txt     the transcript of every conversation they are in, oldest first
`;

/** A file name for the ZIP: the person's name, ASCII only, and the day. */
function zipName(name: string, now: Date): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[^\w -]/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `stride-record-${plain || 'participant'}-${now.toISOString().slice(0, 10)}.zip`;
}

/** A file ready for the archive: a stored file (opened when the archive reaches it) or rendered bytes. */
type ReadyFile = { path: string; storageKey: string } | { path: string; bytes: Buffer };

/**
 * The files that can be added, before the answer starts: stored files that are there, renderings (a PDF)
 * made. One that is not (its bytes went, its domain was switched off) is named in record.json instead.
 */
async function prepareFiles(files: RecordFile[], sources: RecordFileSources) {
  const ready = await Promise.all(
    files.map(async (f): Promise<ReadyFile | string> => {
      if ('storageKey' in f) return (await sources.storage.stat(f.storageKey)) ? f : `${f.path}: not in storage`;
      try {
        return { path: f.path, bytes: await f.render(sources) };
      } catch (err) {
        return `${f.path}: ${err instanceof Error ? err.message : 'could not be made'}`;
      }
    }),
  );
  return {
    files: ready.filter((f): f is ReadyFile => typeof f !== 'string'),
    missing: ready.filter((f): f is string => typeof f === 'string'),
  };
}

/**
 * GET /accounts/{id}/export: one participant's record, read in one transaction (which also writes its
 * audit row, an EXPORT of the user), then streamed as a ZIP: each file read from storage only when the
 * archive reaches it, so memory holds the rows and one file's chunk, never the archive.
 */
export async function exportPersonRecord(
  sources: RecordFileSources,
  userId: number,
  now = new Date(),
): Promise<{ name: string; zip: Readable }> {
  const read = await sources.inTx(async (tx, ctx: RequestContext) => {
    const person = await getAccountFor(tx, ctx, userId, 'account.export');
    const who = { userId: person.user.id, profileId: person.profile.id, language: person.profile.language };
    const record = await readPersonRecord(tx, ctx, who);
    const counts = Object.fromEntries(
      Object.entries(record.rows).map(([key, tables]) => [
        key,
        Object.fromEntries(Object.entries(tables).map(([t, rows]) => [t, rows.length])),
      ]),
    );
    await recordAudit(tx, ctx, {
      operation: 'EXPORT',
      entityType: 'user',
      entityId: userId,
      subjectUserId: userId,
      after: { counts, files: record.files.length },
    });
    return { person, ...record };
  });
  const { files, missing } = await prepareFiles(read.files, sources);
  const { passwordHash: _secret, ...user } = read.person.user;
  const document = {
    exportedAt: now.toISOString(),
    tenant: sources.tenant.id,
    account: presentAccount(read.person.user),
    user,
    profile: read.person.profile,
    ...read.rows,
    missingFiles: missing,
  };
  const yazl = await loadYazl();
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(README), 'README.txt', { mtime: now });
  zip.addBuffer(Buffer.from(JSON.stringify(document, jsonValue, 2)), 'record.json', { mtime: now });
  for (const file of files) {
    if ('bytes' in file) {
      zip.addBuffer(file.bytes, file.path, { mtime: now });
      continue;
    }
    zip.addReadStreamLazy(file.path, { mtime: now }, (done) => {
      sources.storage.get(file.storageKey).then(
        (stored) => done(null, stored?.body ?? Readable.from([])),
        (err: Error) => done(err, Readable.from([])),
      );
    });
  }
  zip.end();
  return {
    name: zipName(`${read.person.profile.firstName} ${read.person.profile.lastName}`, now),
    zip: zip.outputStream as Readable,
  };
}

/** JSON has no bigint (chat timetokens): the decimal string the API answers. */
function jsonValue(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
