import { z } from 'zod';
import type { RoleId } from './roles.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A multipart call: its JSON fields (each sent as a text part) and the file parts it streams. */
export interface MultipartShape {
  /** Text parts, e.g. the spec's `model` JSON: parsed with this schema once read. */
  fields?: z.ZodObject;
  /** File parts in the order the spec names them (`file`, `additionalFile`). */
  files: readonly string[];
  /** Whether a file part must be sent. */
  fileRequired?: boolean;
}

/**
 * One call of the API, declared once (docs/architecture.md): the server registers its route from it,
 * the OpenAPI document is generated from it, the portal's client is typed by it and the safety tests
 * call it with every role and with malformed input.
 */
export interface EndpointDef {
  method: HttpMethod;
  /** The spec's path under /api, parameters in braces: `/practices/{id}`. */
  path: string;
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  multipart?: MultipartShape;
  /** The success answer's body; absent for 204 and for files. */
  response?: z.ZodType;
  /**
   * What a client read of the resource a PUT writes, where the answer is not it: a routine's item is read
   * inside GET /routines/definitions/sequences/{id}, and its PUT answers the whole routine. The keys of this
   * schema that the body does not take are the read-only ones (`readOnlyKeys`); by default the answer's.
   */
  representation?: z.ZodType;
  /** The success status (default 200; 204 answers no body). */
  status?: 200 | 201 | 202 | 204;
  /** A file or stream, not JSON (the client downloads it). */
  download?: boolean;
  /** ETag on answers of this resource; PUT, PATCH and DELETE need If-Match (428 without, 412 when stale). */
  versioned?: boolean;
  /**
   * A POST that changes a versioned resource (a routine's items): it needs If-Match as a PUT does (428
   * without, 412 when stale). Only with `versioned`.
   */
  ifMatch?: true;
  /**
   * A change a client may send again (an offline queue's retry): an `Idempotency-Key` header (a UUID made when
   * the person acted) makes a repeat by the same user answer the first answer without applying it twice
   * (platform/http/idempotency.ts). Only for signed-in calls.
   */
  idempotent?: true;
  /** The roles that may call it (403 for the others); `public` needs no sign-in (a token is still read). */
  roles: readonly RoleId[] | 'public';
  /**
   * Calls limited in a time window: per address (anonymous calls, the default), or per signed-in person
   * (`per: 'user'`: the costly ones, translation and speech), whatever address they come from.
   */
  rateLimit?: { max: number; timeWindow: string; per?: 'address' | 'user' };
  /**
   * The domain's own error codes this call may answer besides the generic ones (ErrorCode), in `code` of
   * the error body: the portal says them by code in the user's language, never by matching the message.
   */
  errors?: readonly string[];
}

/** Declares an endpoint; `const` keeps its schemas' types for the server and the client. */
export function endpoint<const E extends EndpointDef>(def: E): E {
  return def;
}

type Infer<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

export type EndpointParams<E extends EndpointDef> = Infer<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Infer<E['query']>;
export type EndpointBody<E extends EndpointDef> = Infer<E['body']>;
export type EndpointResponse<E extends EndpointDef> = Infer<E['response']>;
/** What a client sends: the schemas' input types (defaults may be left out). */
export type EndpointParamsInput<E extends EndpointDef> = Input<E['params']>;
export type EndpointQueryInput<E extends EndpointDef> = Input<E['query']>;
export type EndpointBodyInput<E extends EndpointDef> = Input<E['body']>;
export type MultipartFields<E extends EndpointDef> = E['multipart'] extends { fields: infer F extends z.ZodObject }
  ? z.input<F>
  : undefined;

/** `/practices/{id}` with `{ id: 3 }` -> `/practices/3` (each value URL-encoded). */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The parameter names of a path, in order: `/a/{id}/b/{userId}` -> ['id', 'userId']. */
export const pathParamNames = (path: string): string[] => [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);

/** Whether a change of this endpoint needs If-Match. */
export const needsIfMatch = (e: EndpointDef): boolean =>
  Boolean(e.versioned) && (e.ifMatch === true || (e.method !== 'GET' && e.method !== 'POST'));

/**
 * The keys a PUT ignores because its GET answers them (read-only fields: id, version, timestamps, derived
 * names): a client that reads, changes one field and writes the whole object back is accepted. Keys in
 * neither the body nor the answer (or its `representation`) are still refused with a 400 naming them. A
 * body that is a union of objects (a result DONE or SKIPPED) takes the keys of any of its options.
 */
export function readOnlyKeys(e: EndpointDef): string[] {
  if (e.method !== 'PUT' && e.method !== 'PATCH') return [];
  const body = bodyKeys(e.body);
  const answer = objectShape(e.representation ?? e.response);
  if (!body || !answer) return [];
  return Object.keys(answer).filter((key) => !body.has(key));
}

/** The keys a body may have: its object's, or those of every object of its union; null for another shape. */
function bodyKeys(schema: z.ZodType | undefined): Set<string> | null {
  const s = unwrap(schema);
  if (s instanceof z.ZodUnion) {
    const shapes = (s.options as z.ZodType[]).map(objectShape);
    if (shapes.some((shape) => shape === null)) return null;
    return new Set(shapes.flatMap((shape) => Object.keys(shape!)));
  }
  const shape = objectShape(s);
  return shape ? new Set(Object.keys(shape)) : null;
}

/** Pipes and transforms unwrapped to the schema they start from. */
function unwrap(schema: z.ZodType | undefined): unknown {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s instanceof z.ZodPipe; i++) s = s.in;
  return s;
}

function objectShape(schema: unknown): Record<string, unknown> | null {
  const s = unwrap(schema as z.ZodType | undefined);
  return s instanceof z.ZodObject ? (s.shape as Record<string, unknown>) : null;
}
