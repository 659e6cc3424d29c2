import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import pino, { type DestinationStream } from 'pino';

/**
 * Query parameters that carry a credential: one-time links (a surrogate's login_token, a reset link's token),
 * OAuth codes and tokens. A log keeps who called what, never what would let its reader act as someone.
 */
const SECRET_PARAMS = [
  'login_token',
  'token',
  'code',
  'code_verifier',
  'id_token_hint',
  'id_token',
  'access_token',
  'refresh_token',
  'client_secret',
  'client_assertion',
  'logout_hint',
  'password',
];
const SECRET_PARAM = new RegExp(`([?&](?:${SECRET_PARAMS.join('|')})=)[^&#\\s"]*`, 'gi');
/** A signed file link is a credential in the path (/api/files/{token}, platform/storage/file-links.ts). */
const FILE_LINK = /(\/api\/files\/)[^/?#\s"]+/g;
export const REDACTED = '[redacted]';

/** The text with the values of credential-carrying query parameters (and file links' tokens) replaced. */
export function redactUrl(text: string): string {
  return text.replace(SECRET_PARAM, `$1${REDACTED}`).replace(FILE_LINK, `$1${REDACTED}`);
}

/**
 * Fastify's request serializer (fastify/lib/logger-pino.js) with the URL redacted: Fastify takes a logger's
 * own serializers over its defaults, so every request line ("incoming request", errors with `req`) goes here.
 */
function requestSerializer(req: FastifyRequest) {
  return {
    method: req.method,
    url: typeof req.url === 'string' ? redactUrl(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/** An error's message and stack may quote a URL (a failed fetch, a router's message). */
function errorSerializer(err: Error) {
  const serialized = pino.stdSerializers.err(err);
  if (typeof serialized.message === 'string') serialized.message = redactUrl(serialized.message);
  if (typeof serialized.stack === 'string') serialized.stack = redactUrl(serialized.stack);
  return serialized;
}

/**
 * The process's logger: structured JSON, secrets left out in one place (headers by path, URLs by the
 * serializers above, a message that quotes a URL by the hook). `destination` is stdout unless given (tests).
 */
export function createLogger(level: string, destination?: DestinationStream): FastifyBaseLogger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'stride' },
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { req: requestSerializer, err: errorSerializer },
    hooks: {
      logMethod(args, method) {
        const redacted = args.map((a) => (typeof a === 'string' ? redactUrl(a) : a));
        method.apply(this, redacted as Parameters<typeof method>);
      },
    },
  };
  return (destination ? pino(options, destination) : pino(options)) as FastifyBaseLogger;
}
