import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  needsIfMatch,
  readOnlyKeys,
  type EndpointBody,
  type EndpointDef,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '@stride/contracts';
import type { Db } from '../db/client.js';
import { requestInfoOf, type Actor, type RequestContext } from './context.js';
import { etagOf, ifMatchVersion } from './etag.js';
import {
  claimIdempotencyKey,
  idempotencyKeyOf,
  REPLAYED_HEADER,
  storeIdempotentAnswer,
  type StoredAnswer,
} from './idempotency.js';
import { assertMultipart, isMultipartRequest, parseJsonAlternative } from './multipart.js';
import { tenantTx } from './request.js';
import { receiveChange } from './upload-call.js';
import type { ReceivedFile } from './uploads.js';

type ActorOf<E extends EndpointDef> = E['roles'] extends 'public' ? Actor | null : Actor;

/** The stored files of a multipart change, by the part names its endpoint declares. */
export type FilesOf<E extends EndpointDef> = E['multipart'] extends { files: readonly (infer N extends string)[] }
  ? Partial<Record<N, ReceivedFile>>
  : Record<string, never>;

/** What a handler gets: the validated input, the actor, the If-Match version, and the request itself. */
interface CallBase<E extends EndpointDef> {
  req: FastifyRequest;
  reply: FastifyReply;
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  actor: ActorOf<E>;
  ctx: RequestContext & { actor: ActorOf<E> };
  /** The If-Match version of a versioned change (0 where the endpoint takes none). */
  version: number;
  /** Runs once the transaction has committed (events, mail, removing replaced files). */
  afterCommit(fn: () => unknown): void;
  /** Answers another success status than the endpoint's, e.g. 200 where a create found the existing resource. */
  setStatus(code: 200 | 201 | 202): void;
  /**
   * The files of a change sent as multipart, stored and checked before the handler runs (none for JSON).
   * They are removed again when the change fails.
   */
  files: FilesOf<E>;
  /** Library files the change kept (their ids): their processing starts once it has committed. */
  uploaded: number[];
}

/** A handler inside the request's transaction (the default). */
export interface Call<E extends EndpointDef> extends CallBase<E> {
  tx: Db;
}

/** A streaming handler's short transactions, as the services it calls take them (`call.inTx`). */
export type InTx = <T>(fn: (tx: Db, ctx: RequestContext) => Promise<T>) => Promise<T>;

/** A handler that streams (uploads, downloads) and opens its own short transactions. */
export interface StreamingCall<E extends EndpointDef> extends CallBase<E> {
  inTx<T>(fn: (tx: Db, ctx: RequestContext & { actor: ActorOf<E> }) => Promise<T>): Promise<T>;
}

/** The answer: the response's body, nothing for a 204, or the reply a download already sent. */
type Result<E extends EndpointDef> = E['status'] extends 204
  ? void
  : E['download'] extends true
    ? FastifyReply
    : EndpointResponse<E>;

export interface RouteOptions {
  /** false: the handler streams and opens its own transactions with `inTx` (uploads, file answers). */
  transaction?: boolean;
  /** Largest JSON body in bytes, where a call needs more than the server's default. */
  bodyLimit?: number;
}

/**
 * Registers the route of one endpoint of the table (docs/architecture.md): the roles gate (in the auth
 * hook, before the body is read), schemas, read-only keys of a PUT ignored, If-Match read, the
 * transaction with the actor loaded, the status and the ETag of a versioned answer. The handler only
 * calls the service and answers what it got.
 */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  handler: (call: Call<E>) => Promise<Result<E>>,
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions & { transaction: false },
  handler: (call: StreamingCall<E>) => Promise<Result<E>>,
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions,
  handler: (call: Call<E>) => Promise<Result<E>>,
): void;
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  optionsOrHandler: RouteOptions | ((call: never) => Promise<unknown>),
  maybeHandler?: (call: never) => Promise<unknown>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = (typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler!) as (
    call: CallBase<E> & Partial<Call<E> & StreamingCall<E>>,
  ) => Promise<unknown>;
  const status = endpoint.status ?? 200;
  const ignored = readOnlyKeys(endpoint);
  const takesIfMatch = needsIfMatch(endpoint);
  const isPublic = endpoint.roles === 'public';
  // A call that takes JSON or multipart: JSON is checked by its schema here; the multipart form is read
  // below (the model as the body, the files stored), or by a streaming handler (`transaction: false`,
  // e.g. POST /ml/directories/{id}/items), whose body is then undefined.
  const jsonOrMultipart = Boolean(endpoint.multipart && endpoint.body);
  const readsUploads = jsonOrMultipart && options.transaction !== false;
  if (endpoint.idempotent && (isPublic || options.transaction === false)) {
    throw new Error(`${endpoint.method} ${endpoint.path}: an idempotent call needs a signed-in user and a transaction`);
  }

  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: `/api${endpoint.path.replace(/\{(\w+)\}/g, ':$1')}`,
    config: {
      public: isPublic,
      roles: isPublic ? undefined : (endpoint.roles as Exclude<E['roles'], 'public'>),
      ...(endpoint.rateLimit ? { rateLimit: rateLimitOf(endpoint.rateLimit) } : {}),
    },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && !jsonOrMultipart ? { body: endpoint.body } : {}),
      ...(endpoint.response && status !== 204 ? { response: { [status]: endpoint.response } } : {}),
    },
    // Only where there is something to do before validation: most routes pay no extra hook.
    ...(endpoint.multipart || ignored.length
      ? {
          preValidation: async (req: FastifyRequest) => {
            // Read-only keys go first: a JSON-or-multipart PUT takes its GET's representation too.
            if (ignored.length && isPlainObject(req.body)) {
              for (const key of ignored) delete req.body[key];
            }
            if (jsonOrMultipart && !isMultipartRequest(req)) req.body = parseJsonAlternative(endpoint.body!, req.body);
            else if (endpoint.multipart) assertMultipart(req);
          },
        }
      : {}),
    handler: async (req, reply) => {
      // Read before anything is written: 428 without it, 400 when unreadable.
      const version = takesIfMatch ? ifMatchVersion(req) : 0;
      const idempotencyKey = endpoint.idempotent ? idempotencyKeyOf(req) : undefined;
      let replayed: StoredAnswer | undefined;
      const after: (() => unknown)[] = [];
      let answered: number | undefined;
      const upload = readsUploads && isMultipartRequest(req) ? await receiveChange(req, endpoint) : undefined;
      const uploaded: number[] = [];
      const base = {
        req,
        reply,
        params: req.params as EndpointParams<E>,
        query: req.query as EndpointQuery<E>,
        body: (upload ? upload.body : req.body) as EndpointBody<E>,
        files: (upload?.files ?? {}) as FilesOf<E>,
        uploaded,
        version,
        afterCommit: (fn: () => unknown) => void after.push(fn),
        setStatus: (code: 200 | 201 | 202) => void (answered = code),
      };
      let result: unknown;
      if (options.transaction === false) {
        // The actor is loaded once, in a transaction of its own, before the handler streams; an
        // anonymous call (a signed file link) touches no database for it.
        const ctx = (
          req.actor
            ? await tenantTx(req, async (_tx, c) => c)
            : { tenantId: req.tenant.id, traceId: req.id, request: requestInfoOf(req), actor: null }
        ) as RequestContext & { actor: ActorOf<E> };
        result = await handler({
          ...base,
          ctx,
          actor: ctx.actor,
          inTx: (fn) => tenantTx(req, (tx, c) => fn(tx, c as RequestContext & { actor: ActorOf<E> })),
        });
      } else {
        try {
          result = await tenantTx(req, async (tx, c) => {
            const ctx = c as RequestContext & { actor: ActorOf<E> };
            if (!idempotencyKey) return handler({ ...base, ctx, actor: ctx.actor, tx });
            // A repeat of an idempotent change answers what the first one answered (platform/http/idempotency.ts).
            const claim = await claimIdempotencyKey(tx, ctx, req, idempotencyKey, base.body);
            if (claim.kind === 'replay') {
              replayed = claim.answer;
              return claim.answer.body;
            }
            const answer = await handler({ ...base, ctx, actor: ctx.actor, tx });
            await storeIdempotentAnswer(tx, ctx, claim.key, { status: answered ?? status, body: answer });
            return answer;
          });
        } catch (err) {
          if (upload)
            await app.platform.uploads.discard(
              app.platform,
              Object.values(upload.files).map((f) => f?.key),
            );
          throw err;
        }
      }
      if (replayed) {
        // Nothing was applied: the files this repeat carried are not kept.
        if (upload)
          await app.platform.uploads.discard(
            app.platform,
            Object.values(upload.files).map((f) => f?.key),
          );
        reply.header(REPLAYED_HEADER, 'true');
        if (endpoint.versioned && hasVersion(result)) reply.header('ETag', etagOf(result.version));
        if (replayed.status === 204) return reply.status(204).send();
        return reply.status(replayed.status).send(result);
      }
      if (uploaded.length) await app.platform.uploads.processKept(app.platform, req.tenant.id, uploaded, req.log);
      for (const fn of after) await fn();
      if (reply.sent || result === reply) return reply;
      if (endpoint.versioned && hasVersion(result)) reply.header('ETag', etagOf(result.version));
      if (status === 204) return reply.status(204).send();
      return reply.status(answered ?? status).send(result);
    },
  });
}

/**
 * The rate-limit plugin's options of an endpoint's limit: per address (the socket's, or the forwarded one from
 * a proxy in TRUST_PROXY), or per signed-in person (their tenant and user id, whatever address they use). The
 * plugin's hook runs after the auth hook, which has read the token.
 */
function rateLimitOf({ per, ...limit }: NonNullable<EndpointDef['rateLimit']>) {
  if (per !== 'user') return limit;
  return {
    ...limit,
    keyGenerator: (req: FastifyRequest) => (req.actor ? `user:${req.tenant.id}:${req.actor.userId}` : `ip:${req.ip}`),
  };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const hasVersion = (value: unknown): value is { version: number } =>
  isPlainObject(value) && typeof value.version === 'number';
