import type { EndpointDef, EndpointParamsInput, EndpointResponse } from '@stride/contracts';
import { ApiError, endpointUrl } from '../../app/api';
import { logoutSoon } from '../../app/auth/logout';
import { renewSession } from '../../app/auth/renewal';
import { getSession } from '../../app/auth/session';

export interface XhrUploadOptions {
  /** Bytes of the body sent so far (the upload's progress events; fetch has none). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** A multipart endpoint of the table (`multipart` declared), sent with POST. */
type UploadEndpoint = EndpointDef & { method: 'POST'; multipart: object };

/**
 * POST of a multipart body to an endpoint of the table, with upload progress (fetch has none, so this
 * keeps XHR): the address from the endpoint (endpointUrl), the API client's bearer token, its errors
 * (ApiError, status 0 without an answer) and its one renewal and retry on a 401. Answers the body as the
 * endpoint's response schema reads it.
 */
export async function xhrUpload<E extends UploadEndpoint>(
  endpoint: E,
  params: EndpointParamsInput<E>,
  body: FormData,
  options: XhrUploadOptions = {},
): Promise<EndpointResponse<E>> {
  const url = endpointUrl(endpoint, params);
  const answer = await settleWithRenewal(url, body, options);
  return (endpoint.response ? endpoint.response.parse(answer) : answer) as EndpointResponse<E>;
}

async function settleWithRenewal(url: string, body: FormData, options: XhrUploadOptions): Promise<unknown> {
  const first = await send(url, body, options);
  if (first.status !== 401 || !getSession()) return settle(first);
  if (await renewSession()) return settle(await send(url, body, options));
  logoutSoon();
  return settle(first);
}

interface XhrAnswer {
  status: number;
  body: unknown;
  traceId: string | null;
}

function settle(answer: XhrAnswer): unknown {
  if (answer.status >= 200 && answer.status < 300) return answer.body;
  throw new ApiError(answer.status, answer.body, answer.traceId);
}

function send(url: string, body: FormData, { onProgress, signal }: XhrUploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getSession()?.accessToken;
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (onProgress) xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: parse(xhr), traceId: xhr.getResponseHeader('X-Trace-Id') });
    };
    // No answer at all (connection lost, server gone): the client's status 0.
    xhr.onerror = () => {
      done();
      resolve({ status: 0, body: undefined, traceId: null });
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    xhr.send(body);
  });
}

function parse(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text) return undefined;
  if (!xhr.getResponseHeader('Content-Type')?.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
