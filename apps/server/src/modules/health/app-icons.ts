import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TenantConfig } from '@stride/contracts';
import { WEB_ROOT } from '../../platform/paths.js';
import { loadSharp } from '../../platform/images/sharp.js';

/** The icons an installed portal needs (docs/decisions.md, "Coaching loop: the participant's app"). */
export const APP_ICONS = {
  '180': { size: 180, maskable: false }, // apple-touch-icon
  '192': { size: 192, maskable: false },
  '512': { size: 512, maskable: false },
  'maskable-512': { size: 512, maskable: true },
} as const;
export type AppIconName = keyof typeof APP_ICONS;

/** A maskable icon's picture stays within the inner 80 % the launcher may cut to (its safe zone): 64 % here. */
const MASKABLE_SHARE = 0.64;

const icons = new Map<string, Promise<Buffer | null>>();

/** The tenant's square picture: its favicon SVG, from the built portal or the portal's sources beside the server. */
async function faviconSvg(tenant: TenantConfig, webDist: string): Promise<Buffer | null> {
  const relative = tenant.favicon.replace(/^\/+/, '');
  // Only the portal's own files: a path that climbs out of the folder is not read.
  if (relative.split('/').includes('..')) return null;
  for (const root of [webDist, join(WEB_ROOT, 'public')]) {
    const svg = await readFile(join(root, relative)).catch(() => null);
    if (svg?.includes('<svg')) return svg;
  }
  return null;
}

/** Renders the SVG sharp at `size` px (its density scaled, never an upscaled bitmap). */
const rendered = async (svg: Buffer, size: number) =>
  (await loadSharp())(svg, { density: 72 * (size / 32) * 2 })
    .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();

async function drawIcon(tenant: TenantConfig, webDist: string, name: AppIconName): Promise<Buffer | null> {
  const svg = await faviconSvg(tenant, webDist);
  if (!svg) return null;
  const { size, maskable } = APP_ICONS[name];
  if (!maskable) return rendered(svg, size);
  // Full bleed on white: the launcher's mask (a circle, a squircle) cuts the white, never the picture.
  const inner = Math.round(size * MASKABLE_SHARE);
  const picture = await rendered(svg, inner);
  const sharp = await loadSharp();
  return sharp({ create: { width: size, height: size, channels: 4, background: '#ffffff' } })
    .composite([{ input: picture, gravity: 'center' }])
    .png()
    .toBuffer();
}

/** The tenant's icon as PNG, drawn once per process (null where the portal has no picture for the tenant). */
export function appIcon(tenant: TenantConfig, webDist: string, name: AppIconName): Promise<Buffer | null> {
  const key = `${webDist}|${tenant.id}|${name}`;
  let icon = icons.get(key);
  if (!icon) {
    icon = drawIcon(tenant, webDist, name).catch(() => null);
    icons.set(key, icon);
  }
  return icon;
}
