import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HOSTS, useTestApp } from '../support/app.js';

/** The installable portal: each tenant's web app manifest and its icons, by host. */
const t = useTestApp();

const get = (url: string, host: keyof typeof HOSTS = 'default') =>
  t.app.inject({ url, headers: { host: HOSTS[host] } });

describe("the tenant's web app manifest", () => {
  it("names the host's tenant, its colour and its icons, with what installing needs", async () => {
    const res = await get('/manifest.webmanifest', 'brain');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 'Stride Brain Health',
      short_name: 'Brain Health',
      start_url: '/',
      display: 'standalone',
      theme_color: '#4527a0',
    });
    expect(manifest.icons).toEqual([
      expect.objectContaining({ src: '/app-icons/192.png', sizes: '192x192', purpose: 'any' }),
      expect.objectContaining({ src: '/app-icons/512.png', sizes: '512x512', purpose: 'any' }),
      expect.objectContaining({ src: '/app-icons/maskable-512.png', sizes: '512x512', purpose: 'maskable' }),
    ]);
    const own = JSON.parse((await get('/manifest.webmanifest')).body) as Record<string, unknown>;
    expect(own).toMatchObject({ name: 'Stride', short_name: 'Stride', theme_color: '#2e7d32' });
  });

  it("draws the tenant's icons as PNG at their sizes, from its own picture", async () => {
    for (const [name, size] of [
      ['192', 192],
      ['512', 512],
      ['maskable-512', 512],
    ] as const) {
      const res = await get(`/app-icons/${name}.png`, 'performance');
      expect(res.statusCode, name).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', size, size]);
    }
    // The maskable icon is full bleed (its corner is painted); the plain one keeps its transparent corner.
    const corner = async (name: string) =>
      (
        await sharp((await get(`/app-icons/${name}.png`, 'performance')).rawPayload)
          .ensureAlpha()
          .raw()
          .toBuffer()
      )[3];
    expect(await corner('maskable-512')).toBe(255);
    expect(await corner('512')).toBe(0);
    // Each tenant its own picture.
    const brain = (await get('/app-icons/192.png', 'brain')).rawPayload;
    const performance = (await get('/app-icons/192.png', 'performance')).rawPayload;
    expect(brain.equals(performance)).toBe(false);
    expect((await get('/app-icons/64.png')).statusCode).toBe(404);
  });
});
