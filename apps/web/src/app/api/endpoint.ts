import {
  buildPath,
  type EndpointDef,
  type EndpointParamsInput,
  type EndpointQueryInput,
  type EndpointResponse,
  type MultipartFields,
} from '@stride/contracts';
import type { z } from 'zod';
import { API_BASE, apiDownload, apiRequest, type ApiDownload, type QueryValue } from './client';
import { etagForVersion, versionFromEtag } from './etag';

type NeedsIfMatch<E extends EndpointDef> = E['versioned'] extends true
  ? E['method'] extends 'PUT' | 'PATCH' | 'DELETE'
    ? true
    : E['ifMatch'] extends true
      ? true
      : false
  : false;

type ParamsPart<E extends EndpointDef> = E['params'] extends z.ZodType
  ? { params: EndpointParamsInput<E> }
  : { params?: undefined };
type QueryPart<E extends EndpointDef> = E['query'] extends z.ZodType
  ? { query?: Partial<EndpointQueryInput<E>> }
  : { query?: undefined };
type FileName<E extends EndpointDef> = E['multipart'] extends { files: readonly (infer N extends string)[] }
  ? N
  : never;
/**
 * A multipart call: its files by the part names the endpoint declares, and the progress of the upload.
 * With files, a JSON-or-multipart change is sent as multipart: its body as the `model` part.
 */
type FilesPart<E extends EndpointDef> = E['multipart'] extends object
  ? { files?: Partial<Record<FileName<E>, Blob>>; onProgress?: (loaded: number, total: number) => void }
  : { files?: undefined; onProgress?: undefined };
type BodyPart<E extends EndpointDef> = E['body'] extends z.ZodType
  ? E['multipart'] extends object
    ? { body?: z.input<E['body']> } // JSON; with `files` the multipart form, the body as its model part
    : { body: z.input<E['body']> }
  : E['multipart'] extends object
    ? { body?: undefined; fields?: MultipartFields<E> } // a file call's text parts
    : { body?: undefined };
type VersionPart<E extends EndpointDef> = NeedsIfMatch<E> extends true ? { version: number } : { version?: undefined };
/**
 * An idempotent change's key (Idempotency-Key, a UUID made when the person acted): sent again with the same
 * key, the server answers the first answer without applying it twice (the offline queue, app/offline).
 */
type IdempotencyPart<E extends EndpointDef> = E['idempotent'] extends true
  ? { idempotencyKey?: string }
  : { idempotencyKey?: undefined };

/** What an upload may add to a call: the progress of its bytes, and a way to cancel it. */
export interface UploadOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/** What a call of this endpoint sends: its path parameters, query, body and, for a versioned change, the version. */
export type CallInput<E extends EndpointDef> = ParamsPart<E> &
  QueryPart<E> &
  BodyPart<E> &
  FilesPart<E> &
  VersionPart<E> &
  IdempotencyPart<E> & { signal?: AbortSignal };

/** The answer, its version taken from the ETag for a versioned resource. */
export type CallResult<E extends EndpointDef> = E['status'] extends 204 ? void : EndpointResponse<E>;

/**
 * The one way the portal calls the API (docs/architecture.md): an endpoint of the table in
 * packages/contracts and its input. The path is built from the table, the answer is checked by the
 * endpoint's response schema, the If-Match is the version given.
 */
export async function callEndpoint<E extends EndpointDef>(endpoint: E, input: CallInput<E>): Promise<CallResult<E>> {
  const { params, query, body, fields, files, onProgress, version, idempotencyKey, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    fields?: Record<string, unknown>;
    files?: Record<string, Blob | undefined>;
    onProgress?: (loaded: number, total: number) => void;
    version?: number;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };
  const response = await apiRequest(buildPath(endpoint.path, params), {
    method: endpoint.method,
    query: queryValues(query),
    body: files || fields ? multipartOf(endpoint, body, fields, files) : body,
    onProgress,
    ifMatch: version === undefined ? undefined : etagForVersion(version),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : undefined,
    signal,
    parse: endpoint.response ? (answer) => endpoint.response!.parse(answer) : undefined,
  });
  const etagVersion = endpoint.versioned ? versionFromEtag(response.etag) : null;
  const data = response.data as CallResult<E>;
  if (etagVersion !== null && typeof data === 'object' && data !== null) {
    return { ...data, version: etagVersion } as CallResult<E>;
  }
  return data;
}

/**
 * A file an endpoint answers (`download: true`): its bytes and the server's file name. A GET, or a POST
 * whose JSON body asks for the file (a report's options).
 */
export function downloadEndpoint<E extends EndpointDef & { download: true }>(
  endpoint: E,
  input: Omit<CallInput<E>, 'version'>,
): Promise<ApiDownload> {
  const { params, query, body, signal } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiDownload(buildPath(endpoint.path, params), {
    method: endpoint.method,
    query: queryValues(query),
    body,
    signal,
  });
}

/**
 * The address of an endpoint, for what the browser loads itself (an <img>, a link to a file) and for
 * tests matching the calls made (a path parameter missing is an error).
 */
export function endpointUrl<E extends EndpointDef>(endpoint: E, params?: EndpointParamsInput<E>): string {
  return `${API_BASE}${buildPath(endpoint.path, params as Record<string, unknown> | undefined)}`;
}

/**
 * The multipart body of a call (docs/architecture.md, "Uploads"): a change's JSON body as the `model` part
 * (the spec's form), a file call's text fields, then the files under the names the endpoint declares.
 */
export function multipartOf(
  endpoint: EndpointDef,
  body: unknown,
  fields: Record<string, unknown> | undefined,
  files: Record<string, Blob | undefined> | undefined,
): FormData {
  const form = new FormData();
  if (endpoint.body && body !== undefined) form.append('model', JSON.stringify(body));
  for (const [name, value] of Object.entries(fields ?? {})) {
    if (value !== undefined && value !== null) form.append(name, String(value));
  }
  for (const name of endpoint.multipart?.files ?? []) {
    const file = files?.[name];
    if (file) form.append(name, file, file instanceof File ? file.name : name);
  }
  return form;
}

function queryValues(query: Record<string, unknown> | undefined): Record<string, QueryValue> | undefined {
  if (!query) return undefined;
  const values: Record<string, QueryValue> = {};
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) values[key] = value.join(',');
    else if (value instanceof Date) values[key] = value.toISOString();
    else values[key] = value as QueryValue;
  }
  return values;
}
