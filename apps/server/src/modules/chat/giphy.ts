import type { FastifyInstance } from 'fastify';
import { ErrorCode, endpoints, giphySearchSchema, isGiphyLink, type GiphySearch } from '@stride/contracts';
import type { Config } from '../../platform/config/config.js';
import { HttpError } from '../../platform/http/errors.js';
import { route } from '../../platform/http/route.js';

export const GIPHY_TIMEOUT_MS = 5000;
const NOT_CONFIGURED = 'GIF search is not configured.';

interface GiphyGif {
  title?: unknown;
  images?: { fixed_height?: { url?: unknown; width?: unknown; height?: unknown } };
}

const int = (v: unknown) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** GIPHY's search (https://developers.giphy.com/docs/api/endpoint#search), the fixed_height rendition of each GIF. */
export async function searchGiphy(
  config: Pick<Config, 'GIPHY_API_KEY' | 'GIPHY_API_URL'>,
  q: string,
  limit: number,
): Promise<GiphySearch> {
  if (!config.GIPHY_API_KEY) throw new HttpError(404, ErrorCode.NotFound, NOT_CONFIGURED);
  const url = new URL('/v1/gifs/search', config.GIPHY_API_URL);
  url.search = new URLSearchParams({ api_key: config.GIPHY_API_KEY, q, limit: String(limit), rating: 'g' }).toString();
  let body: { data?: GiphyGif[] };
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(GIPHY_TIMEOUT_MS) });
    if (!res.ok) throw new Error(`GIPHY answered ${res.status}`);
    body = (await res.json()) as { data?: GiphyGif[] };
  } catch {
    throw new HttpError(502, ErrorCode.Internal, 'GIF search is not available right now. Try again later.');
  }
  const items: GiphySearch['items'] = [];
  for (const gif of Array.isArray(body.data) ? body.data : []) {
    const r = gif.images?.fixed_height;
    const width = int(r?.width);
    const height = int(r?.height);
    // Only what a message may carry (a GIPHY link): another answer would be offered and then refused.
    if (typeof r?.url !== 'string' || !isGiphyLink(r.url) || !width || !height) continue;
    items.push({ url: r.url, title: typeof gif.title === 'string' ? gif.title.slice(0, 200) : '', width, height });
  }
  return giphySearchSchema.parse({ items: items.slice(0, limit) });
}

/** GIF search for the composer: on only with GIPHY_API_KEY; the key never leaves the server. */
export function giphyRoutes(app: FastifyInstance): void {
  const config = app.platform.config;
  route(app, endpoints.chat.giphyStatus, async () => ({ enabled: Boolean(config.GIPHY_API_KEY) }));
  // GIPHY answers within 5 s with no transaction open.
  route(app, endpoints.chat.giphySearch, { transaction: false }, async ({ query }) =>
    searchGiphy(config, query.q, query.limit),
  );
}
