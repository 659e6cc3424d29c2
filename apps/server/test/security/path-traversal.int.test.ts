/**
 * Regression: the penetration test of issue 26 tried path traversal (`../` in an upload's file name, in
 * /api/files/ links and in the portal's file paths) and it held. The rules: a stored file's key is made by
 * the server (`<tenant>/<area>/<uuid>.<ext>`), the name a client sent is only shown text without folders;
 * /api/files/ serves only a link the server signed, whose key the store checks again; the portal serves
 * files from its own folder only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type StorageFile } from '@stride/contracts';
import { mlStorageFiles } from '../../src/modules/library/library.table.js';
import { HOSTS, useTestApp } from '../support/app.js';
import { auditRows } from '../support/audit.js';
import { multipart, pngBytes } from '../support/files.js';
import { api, json, rawGet as getOverHttp } from '../support/http.js';
import { signedIn } from '../support/people.js';
import { uploadFile } from '../library/media-support.js';

/** The portal's folder, with a secret beside it that no URL may reach. */
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-site-'));
const dist = path.join(site, 'dist');
fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
const SITE_SECRET = `site-secret-${process.pid}`;
fs.writeFileSync(path.join(site, 'secret.txt'), SITE_SECRET);

const t = useTestApp({ WEB_DIST: dist });
/** A file in DATA_DIR beside the store's folder (DATA_DIR/files): what a traversal out of the store would reach. */
const CANARY = `canary-${process.pid}`;
let advisor: Awaited<ReturnType<typeof signedIn>>;
let png: Buffer;

beforeAll(async () => {
  fs.writeFileSync(path.join(t.dataDir, 'canary.txt'), CANARY);
  advisor = await signedIn(t, { roleId: Role.Advisor });
  png = await pngBytes(32, 24);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

const rawGet = (rawPath: string) => getOverHttp(t.app, rawPath);

/** Every file under a folder, as paths relative to it. */
const filesUnder = (root: string) =>
  (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)));

/** Never the secret files, never /etc/passwd, never a 500. */
function expectNothingServed(res: Pick<LightMyRequestResponse, 'statusCode' | 'body'>, label: string) {
  expect(res.statusCode, `${label}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
  expect(res.body, label).not.toContain(CANARY);
  expect(res.body, label).not.toContain(SITE_SECRET);
  expect(res.body, label).not.toMatch(/root:.*:0:0:/);
}

const HOSTILE_NAMES = [
  '../../etc/passwd.png',
  '../../../canary.png',
  '..\\..\\..\\windows\\win.png',
  '/etc/passwd.png',
  '....//....//x.png',
  'a/../../../../b.png',
  '%2e%2e%2f%2e%2e%2fencoded.png',
  '.meta.png',
];

describe("an upload's file name never chooses where it is stored", () => {
  it('the library stores each under a key of its own making, and keeps the name without folders', async () => {
    const before = new Set(filesUnder(t.dataDir));
    for (const name of HOSTILE_NAMES) {
      const res = await uploadFile(t.app, advisor.token, { name, type: 'image/png', content: png });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      const stored = json<StorageFile>(res);
      expect(stored.name, name).not.toMatch(/[\\/]/);
      const [row] = await t.app.platform.db
        .select()
        .from(mlStorageFiles)
        .where(eq(mlStorageFiles.id, stored.storageFileId));
      expect(row!.storageKey, name).toMatch(/^default\/library\/[0-9a-f-]{36}\.png$/);
      expect(row!.name, name).toBe(stored.name);
    }
    // Only new files inside the store's folder, none beside it or above it.
    const added = filesUnder(t.dataDir).filter((f) => !before.has(f));
    expect(added.length).toBeGreaterThanOrEqual(HOSTILE_NAMES.length);
    for (const file of added) expect(file, file).toMatch(/^files\//);
    expect(fs.readFileSync(path.join(t.dataDir, 'canary.txt'), 'utf8')).toBe(CANARY);
    expect(fs.existsSync(path.join(t.dataDir, 'canary.png'))).toBe(false);
  });

  it('a profile picture likewise', async () => {
    const { payload, headers } = multipart({ name: '../../../../etc/passwd', type: 'image/png', data: png });
    const res = await api(t.app, { token: advisor.token }).put(`/api/profiles/${advisor.profile.id}/picture`, payload, {
      ...headers,
      'if-match': 'W/"1"',
    });
    expect(res.statusCode, res.body).toBe(200);
    const [audit] = await auditRows(t.app.platform.db, 'profile', advisor.profile.id);
    const key = (audit!.after as { pictureKey: string }).pictureKey;
    expect(key).toMatch(new RegExp(`^default/pictures/profiles/${advisor.profile.id}/[0-9a-f-]{36}\\.webp$`));
  });
});

describe('/api/files/ serves only what a signed link names, inside the store', () => {
  it('refuses .. segments, raw or encoded, alone or after a valid link', async () => {
    const uploaded = json<StorageFile>(
      await uploadFile(t.app, advisor.token, { name: 'ok.png', type: 'image/png', content: png }),
    );
    const [row] = await t.app.platform.db
      .select()
      .from(mlStorageFiles)
      .where(eq(mlStorageFiles.id, uploaded.storageFileId));
    const link = t.app.platform.fileLinks.url({
      tenantId: 'default',
      key: row!.storageKey,
      contentType: 'image/png',
      fileName: 'ok.png',
    });
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: HOSTS.default } });
    // The control: the link itself serves the file.
    expect((await get(link)).statusCode).toBe(200);

    const tries = [
      '/api/files/../../etc/passwd',
      '/api/files/../../../canary.txt',
      '/api/files/..%2F..%2Fetc%2Fpasswd',
      '/api/files/%2e%2e%2f%2e%2e%2fcanary.txt',
      '/api/files/%252e%252e%252fcanary.txt',
      '/api/files/..%5C..%5Ccanary.txt',
      '/api/files/%2e%2e',
      `${link}/../../../canary.txt`,
      `${link}%2F..%2F..%2Fcanary.txt`,
      `${link}/..%2F..%2F..%2Fcanary.txt`,
    ];
    for (const url of tries) {
      const res = await get(url);
      expectNothingServed(res, url);
      // A raw `..` is resolved as a browser resolves it: out of /api, the path is a portal page (index.html).
      const portalPage = res.statusCode === 200 && res.body.includes('<title>portal</title>');
      expect(res.statusCode >= 400 || portalPage, `${url}: ${res.statusCode} ${res.body.slice(0, 100)}`).toBe(true);
    }
  });

  it('refuses .. segments sent as they are over a real connection', async () => {
    for (const url of [
      '/api/files/../../etc/passwd',
      '/api/files/../../../canary.txt',
      '/api/files/..\\..\\canary.txt',
    ]) {
      const res = await rawGet(url);
      expectNothingServed(res, url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 100)}`).toBeGreaterThanOrEqual(400);
    }
  });

  it('refuses even a link the server signed when its key leaves the store (the store checks every key)', async () => {
    const keys = [
      '../canary.txt',
      'default/../../canary.txt',
      'default/library/../../../canary.txt',
      '/etc/passwd',
      'default\\..\\..\\canary.txt',
      '.meta/x',
      '',
    ];
    for (const key of keys) {
      const link = t.app.platform.fileLinks.url({
        tenantId: 'default',
        key,
        contentType: 'text/plain',
        fileName: 'x.txt',
      });
      const res = await t.app.inject({ method: 'GET', url: link, headers: { host: HOSTS.default } });
      expectNothingServed(res, key);
      expect([400, 404], `${key}: ${res.statusCode} ${res.body}`).toContain(res.statusCode);
    }
  });
});

describe("the portal's files", () => {
  it('serves nothing outside its folder, whatever the path says', async () => {
    // The control: the portal's own file is served.
    expect((await api(t.app).get('/assets/app.js')).body).toBe('console.log(1)');
    const tries = [
      '/../secret.txt',
      '/../../secret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2fsecret.txt',
      '/..%2fsecret.txt',
      '/..%5csecret.txt',
      '/assets/../../secret.txt',
      '/assets/%2e%2e/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/assets/%252e%252e/%252e%252e/secret.txt',
      '//secret.txt',
      '/assets/../../../../../../etc/passwd',
    ];
    for (const url of tries) expectNothingServed(await api(t.app).get(url), url);
  });
});
