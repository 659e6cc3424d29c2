import type { Page } from 'playwright-core';

/**
 * A change with If-Match from the page, with the signed-in user's token, as another tab would send it
 * (apiFromPage sends no precondition). Answers the status and the ETag.
 */
export function sendWithIfMatch(
  page: Page,
  method: 'PUT' | 'DELETE',
  path: string,
  ifMatch: string,
  body?: unknown,
): Promise<{ status: number; etag: string | null }> {
  return page.evaluate(
    async (call) => {
      const key = Object.keys(window.localStorage).find((k) => k.startsWith('oidc.user:'));
      const stored = JSON.parse(window.localStorage.getItem(key ?? '') ?? '{}') as { access_token?: string };
      const headers: Record<string, string> = {
        Authorization: `Bearer ${stored.access_token}`,
        'If-Match': call.ifMatch,
      };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await fetch(`/api${call.path}`, {
        method: call.method,
        headers,
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
      });
      return { status: response.status, etag: response.headers.get('ETag') };
    },
    { method, path, ifMatch, body },
  );
}
