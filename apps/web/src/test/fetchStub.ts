import { endpoints } from '@stride/contracts';
import { vi } from 'vitest';
import { endpointUrl } from '../app/api';
import { buildProfile } from './fixtures';

/** A JSON answer (a 204 has no body). */
export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

/** One call the page made: its address whole and split, If-Match, and its JSON body (or its form). */
export interface FetchRequest {
  method: string;
  url: string;
  path: string;
  query: string;
  ifMatch: string | null;
  body: unknown;
}

export type FetchHandler<C> = (call: C) => Response | undefined;

/** A handler for `method` on the address `path` (the query aside). */
export const on =
  <C extends { method: string; path: string }>(
    method: string,
    path: string,
    response: (call: C) => Response,
  ): FetchHandler<C> =>
  (call) =>
    call.method === method && call.path === path ? response(call) : undefined;

/**
 * Stubs fetch: each call, as `toCall` records it (the fields a test asserts), goes to `record`, then is
 * answered by the first handler that knows it; the profile by default, else a 500 naming the call.
 * A form's body is kept with `formData`, else recorded as none.
 */
export function stubFetch<C>({
  toCall,
  record,
  handlers,
  formData = false,
}: {
  toCall: (request: FetchRequest) => C;
  record: (call: C) => void;
  handlers: ReadonlyArray<FetchHandler<C>>;
  formData?: boolean;
}) {
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const [path = url, query = ''] = url.split('?');
    const body =
      typeof init.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : formData && init.body instanceof FormData
          ? init.body
          : undefined;
    const call = toCall({ method, url, path, query, ifMatch: new Headers(init.headers).get('If-Match'), body });
    record(call);
    for (const handler of handlers) {
      const response = handler(call);
      if (response) return Promise.resolve(response);
    }
    if (url.startsWith(endpointUrl(endpoints.profiles.get, { id: '' })))
      return Promise.resolve(json(200, buildProfile({ companyId: 1 })));
    return Promise.resolve(json(500, { message: `Unexpected ${method} ${url}`, code: 'INTERNAL_ERROR' }));
  });
}
