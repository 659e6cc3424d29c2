import type { FastifyInstance } from 'fastify';
import { ErrorCode, type TenantConfig } from '@stride/contracts';
import { typed } from '../../platform/http/server.js';
import { APP_ICONS, appIcon, type AppIconName } from './app-icons.js';

/** What a home screen shows under the icon: the title, or without "Stride " where it is longer than 12. */
const shortNameOf = (title: string) => (title.length <= 12 ? title : title.replace(/^Stride\s+/, ''));

/**
 * The web app manifest of the host's tenant (docs/decisions.md, "Coaching loop: the participant's app"):
 * its name, colour and icons, so the portal installs as the tenant's app. Served by the server (one portal
 * build for every tenant), outside /api like /healthz.
 */
export function appManifest(tenant: TenantConfig) {
  return {
    id: '/',
    name: tenant.title,
    short_name: shortNameOf(tenant.title),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: '#ffffff',
    theme_color: tenant.mainColor,
    icons: [
      { src: '/app-icons/192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/app-icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

export async function appManifestRoutes(app: FastifyInstance): Promise<void> {
  const r = typed(app);
  const hide = { hide: true };
  r.get('/manifest.webmanifest', { config: { public: true }, schema: hide }, async (req, reply) =>
    reply
      .header('Content-Type', 'application/manifest+json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(JSON.stringify(appManifest(req.tenant))),
  );
  r.get<{ Params: { name: string } }>(
    '/app-icons/:name.png',
    { config: { public: true }, schema: hide },
    async (req, reply) => {
      const name = req.params.name as AppIconName;
      const png = Object.hasOwn(APP_ICONS, name) ? await appIcon(req.tenant, app.platform.config.webDist, name) : null;
      if (!png) return reply.status(404).send({ message: 'Icon not found.', code: ErrorCode.NotFound });
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'public, max-age=86400').send(png);
    },
  );
}
