import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type GiphySearch } from '@stride/contracts';
import { createTestApp, type TestApp } from '../support/app.js';
import { json } from '../support/http.js';
import { person, practice } from './helpers.js';

/** A stand-in for GIPHY: records the queries, answers with two GIFs (and one without a usable rendition). */
const seen: URL[] = [];
let mode: 'ok' | 'fail' = 'ok';
const giphy = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://giphy.local');
  seen.push(url);
  if (mode === 'fail' || url.pathname !== '/v1/gifs/search') {
    res.writeHead(500).end();
    return;
  }
  const gif = (n: number) => ({
    title: `Cat ${n}`,
    images: { fixed_height: { url: `https://media.giphy.com/${n}/200.gif`, width: '356', height: '200' } },
  });
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ data: [gif(1), gif(2), { title: 'broken', images: {} }] }));
});

describe('GIF search (GIPHY)', () => {
  let on: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    await new Promise<void>((resolve) => giphy.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(giphy.address() as AddressInfo).port}`;
    on = await createTestApp({ GIPHY_API_KEY: 'test-key', GIPHY_API_URL: base });
    off = await createTestApp();
  });
  afterAll(async () => {
    await on?.close();
    await off?.close();
    await new Promise((resolve) => giphy.close(resolve));
  });

  it('without a key: disabled, and search answers 404 "GIF search is not configured."', async () => {
    const { advisor } = await practice(off);
    expect(json(await advisor.api.get('/api/chats/giphy'))).toEqual({ enabled: false });
    const res = await advisor.api.get('/api/chats/giphy/search?q=cat');
    expect(res.statusCode).toBe(404);
    expect(json<{ message: string }>(res).message).toBe('GIF search is not configured.');
  });

  it('with a key: proxies the search with the key and answers the fixed_height renditions', async () => {
    const { participant } = await practice(on);
    expect(json(await participant.api.get('/api/chats/giphy'))).toEqual({ enabled: true });
    const res = await participant.api.get('/api/chats/giphy/search?q=happy%20cat&limit=5');
    expect(res.statusCode).toBe(200);
    expect(json<GiphySearch>(res).items).toEqual([
      { url: 'https://media.giphy.com/1/200.gif', title: 'Cat 1', width: 356, height: 200 },
      { url: 'https://media.giphy.com/2/200.gif', title: 'Cat 2', width: 356, height: 200 },
    ]);
    const asked = seen.at(-1);
    expect(asked?.searchParams.get('api_key')).toBe('test-key');
    expect(asked?.searchParams.get('q')).toBe('happy cat');
    expect(asked?.searchParams.get('limit')).toBe('5');
    // The key never reaches the portal.
    expect(res.body).not.toContain('test-key');
  });

  it('bad input is refused before GIPHY is asked; a failing GIPHY is a clear 502; signed-in users only', async () => {
    const advisor = await person(on, { roleId: Role.Advisor });
    const before = seen.length;
    expect((await advisor.api.get('/api/chats/giphy/search?q=')).statusCode).toBe(400);
    expect((await advisor.api.get('/api/chats/giphy/search?q=cat&limit=500')).statusCode).toBe(400);
    expect((await advisor.api.get('/api/chats/giphy/search?q=cat&extra=1')).statusCode).toBe(400);
    expect(seen.length).toBe(before);
    mode = 'fail';
    try {
      const res = await advisor.api.get('/api/chats/giphy/search?q=cat');
      expect(res.statusCode).toBe(502);
      expect(json<{ message: string }>(res).message).toBe('GIF search is not available right now. Try again later.');
    } finally {
      mode = 'ok';
    }
    const anonymous = await on.app.inject({ method: 'GET', url: '/api/chats/giphy/search?q=cat' });
    expect(anonymous.statusCode).toBe(401);
  });
});
