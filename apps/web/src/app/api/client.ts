import i18next from 'i18next';
import { logoutSoon } from '../auth/logout';
import { renewSession } from '../auth/renewal';
import { getSession } from '../auth/session';
import { ApiError } from './ApiError';
import { fetchWithProgress } from './progress';

export const API_BASE = '/api';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** JSON-encoded unless it is FormData (multipart). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** ETag of the version being changed (see etag.ts). */
  ifMatch?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Validates the answer, e.g. a schema's parse from @stride/contracts. */
  parse?: (body: unknown) => T;
  /** Bytes of the body sent so far, for an upload's progress bar. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  etag: string | null;
  traceId: string | null;
}

/**
 * The transport under callEndpoint (endpoint.ts), not to be called by features: bearer token, JSON,
 * typed errors, one renewal on 401.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<ApiResponse<T>> {
  const response = await sendRenewing(path, options);
  const traceId = response.headers.get('X-Trace-Id');
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body, traceId);
  const data = options.parse ? options.parse(body) : (body as T);
  return { data, status: response.status, etag: response.headers.get('ETag'), traceId };
}

/** A file the API sends (e.g. a template): its bytes and the name the server gives it. */
export interface ApiDownload {
  blob: Blob;
  fileName: string | null;
}

/** A file with the user's token (a GET, or a POST with a JSON body); errors as apiRequest's. */
export async function apiDownload(
  path: string,
  options: Pick<ApiRequestOptions<never>, 'method' | 'query' | 'body' | 'signal'> = {},
) {
  const response = await sendRenewing(path, { ...options, headers: { Accept: '*/*' } });
  if (!response.ok) throw new ApiError(response.status, await readBody(response), response.headers.get('X-Trace-Id'));
  const download: ApiDownload = {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('Content-Disposition')),
  };
  return download;
}

/** `attachment; filename="a.csv"` (or filename*=UTF-8''a.csv) -> a.csv */
export function fileNameOf(disposition: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1];
  if (encoded) return decodeURIComponent(encoded.trim());
  return /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim() ?? null;
}

/** One renewal and retry on a 401; a failed renewal signs the user out. */
async function sendRenewing<T>(path: string, options: ApiRequestOptions<T>): Promise<Response> {
  const response = await send(path, options);
  if (response.status !== 401 || !getSession()) return response;
  if (await renewSession()) return send(path, options);
  logoutSoon();
  return response;
}

async function send<T>(path: string, options: ApiRequestOptions<T>): Promise<Response> {
  // The reader's language: the server answers texts it keeps in both languages in it (a library item's title).
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': i18next.language || 'en',
    ...options.headers,
  });
  const token = getSession()?.accessToken;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.ifMatch) headers.set('If-Match', options.ifMatch);
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  const init = {
    method: options.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
    signal: options.signal,
  };
  try {
    const url = buildUrl(path, options.query);
    // Only an upload has progress to report; fetch reports none, so it goes by XHR.
    const { onProgress } = options;
    return await (onProgress && body instanceof FormData
      ? fetchWithProgress(url, { ...init, onProgress })
      : fetch(url, init));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, undefined, null);
  }
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  if (!response.headers.get('Content-Type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
