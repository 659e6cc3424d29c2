import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/app.js';
import { api } from '../support/http.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'stride-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>portal</title>');
fs.writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
const t = useTestApp({ WEB_DIST: dist });

describe('the portal’s files', () => {
  it('serves index.html for the portal’s routes and the files themselves', async () => {
    for (const url of ['/', '/participants', '/company/3/general?x=1']) {
      const res = await api(t.app).get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>portal</title>');
    }
    const js = await api(t.app).get('/assets/app.js');
    expect(js.statusCode).toBe(200);
    expect(js.headers['cache-control']).toContain('immutable');
  });

  it('answers 404 for a missing file and an unknown API path, never the page', async () => {
    expect((await api(t.app).get('/assets/missing.js')).statusCode).toBe(404);
    const unknown = await api(t.app).get('/api/unknown');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves the API documentation without a token', async () => {
    expect((await api(t.app).get('/api/docs/')).statusCode).toBe(200);
  });
});
