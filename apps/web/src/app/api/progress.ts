/** What fetch takes, plus the upload's progress (fetch reports none, so such a request goes by XHR). */
export interface ProgressInit {
  method: string;
  headers: Headers;
  body?: XMLHttpRequestBodyInit;
  signal?: AbortSignal;
  onProgress: (loaded: number, total: number) => void;
}

const cancelled = () => new DOMException('The upload was cancelled.', 'AbortError');

/**
 * fetch with upload progress: the same Response (status, headers, body) or, with no answer at all, the
 * same TypeError fetch throws; an abort rejects with an AbortError. The transport (client.ts) picks it
 * when a call asks for progress, so a file's upload has the token, the renewal on 401 and the errors of
 * every other call.
 */
export function fetchWithProgress(url: string, init: ProgressInit): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (init.signal?.aborted) {
      reject(cancelled());
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method, url);
    // Headers keep names in lower case; they go out as they are usually written (Authorization, If-Match).
    init.headers.forEach((value, name) => xhr.setRequestHeader(canonical(name), value));
    xhr.upload.onprogress = (event) => init.onProgress(event.loaded, event.total);
    const abort = () => xhr.abort();
    init.signal?.addEventListener('abort', abort, { once: true });
    const done = () => init.signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      resolve(toResponse(xhr));
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Failed to fetch'));
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      done();
      reject(cancelled());
    };
    xhr.send(init.body ?? null);
  });
}

const canonical = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());

/** The answer's headers the client reads (client.ts): the body's type, the version and the trace id. */
const READ_HEADERS = ['Content-Type', 'ETag', 'X-Trace-Id', 'Content-Disposition'];

function toResponse(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const name of READ_HEADERS) {
    const value = xhr.getResponseHeader(name);
    if (value !== null) headers.set(name, value);
  }
  // A Response of 204 (or 205) may not carry a body.
  const body = xhr.status === 204 || xhr.status === 205 ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, headers });
}
