import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { tenantIdSchema } from '@stride/contracts';
import { SERVER_ROOT } from '../paths.js';

const optionalUrl = z.url().optional();

/**
 * The browsers' push services (docs/decisions.md, "Push endpoints"): Chrome and the other Chromium browsers
 * (FCM), Firefox (Mozilla's autopush), Edge (WNS, regional hosts under notify.windows.com) and Safari (Apple).
 */
export const DEFAULT_PUSH_HOSTS =
  'fcm.googleapis.com,updates.push.services.mozilla.com,notify.windows.com,web.push.apple.com';
const hostName = /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;

/** A comma-separated list of host names (each also taking its subdomains), or `*` for any host. */
const hostList = z
  .string()
  .transform((v) =>
    v
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .refine((hosts) => hosts.length > 0 && (hosts.join() === '*' || hosts.every((h) => hostName.test(h))), {
    message: 'Expected host names separated by commas (fcm.googleapis.com,notify.windows.com), or *',
  })
  .transform((hosts): readonly string[] | 'any' => (hosts.join() === '*' ? 'any' : hosts));

/** The peers trusted to forward a client's address, host and protocol (TRUST_PROXY): none, a list, or a hop count. */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

function parseTrustProxy(value: string, ctx: z.RefinementCtx): TrustProxy {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === 'none' || text === '0') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((e) => e.trim());
  const wrong = entries.filter((e) => !isProxyAddress(e));
  if (text === 'true' || wrong.length) {
    ctx.addIssue({
      code: 'custom',
      message:
        text === 'true'
          ? 'trusting every peer lets any client forge its address: list the proxies (addresses or CIDRs) or give a hop count'
          : `not an address, CIDR or hop count: ${wrong.join(', ')}`,
    });
    return z.NEVER;
  }
  return entries;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: optionalUrl,
  /** Key prefix in Redis (queues, adapter): several deployments or test runs can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9_-]{1,40}$/i)
    .default('stride'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Stride <no-reply@stride.example>'),
  OIDC_ISSUER: optionalUrl,
  /** Audience the API expects in access tokens of an external provider. */
  OIDC_AUDIENCE: z.string().min(1).optional(),
  /** The portal's client id at an external provider. */
  OIDC_CLIENT_ID: z.string().min(1).default('stride-portal'),
  /** JWKS of an external provider (default: Keycloak's certs path under OIDC_ISSUER). */
  OIDC_JWKS_URL: optionalUrl,
  SEED: z.enum(['demo', 'none']).default('demo'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(10).max(86400).default(300),
  REFRESH_TOKEN_TTL: z.coerce.number().int().min(60).max(7776000).default(1209600),
  /**
   * Failed sign-ins for one e-mail (known or not) before each further try waits: SIGNIN_DELAY_SECONDS after
   * this many, doubling with each failure after it, at most SIGNIN_MAX_DELAY_SECONDS (platform/auth/throttle.ts).
   */
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /** The same for one client address, over all the e-mails it tries (an office shares one address). */
  SIGNIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).max(100000).default(20),
  SIGNIN_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SIGNIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).max(86400).default(900),
  /** Sign-in form posts accepted per minute from one address (anonymous, so limited). */
  SIGNIN_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  /**
   * The key that encrypts two-step sign-in (TOTP) secrets at rest: 32 bytes in base64. Unset, one is made and
   * kept in the database (platform_secrets), which protects a backup of the TOTP table alone, not a dump of it all.
   */
  TOTP_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /**
   * The tenants whose owners, admins and company admins must sign in with two steps (TOTP): a comma-separated
   * list of tenant ids (`default,brain`). Such a person without TOTP sets it up at sign-in (docs/decisions.md).
   */
  TOTP_REQUIRED_TENANTS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(tenantIdSchema)),
  /**
   * Which peers may tell the client's address, host and protocol (X-Forwarded-For/-Host/-Proto): unset, none
   * (the connection's address is the client's); a comma-separated list of the proxies' addresses or CIDRs
   * (`10.0.0.0/8, ::1`, or proxy-addr's `loopback`, `linklocal`, `uniquelocal`); or a number of hops, only
   * for a server that nothing but its proxies can reach (a count cannot check who connects).
   */
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => parseTrustProxy(value, ctx))
    .optional(),
  /**
   * Each person's storage, in MiB: the bytes of the files they uploaded (library files, uploads not yet
   * used, chat attachments). An upload past it is refused (413) and nothing of it is kept.
   */
  STORAGE_QUOTA_MB: z.coerce.number().int().min(1).max(1_048_576).default(2048),
  /**
   * The bearer token a Prometheus scraper sends to GET /metrics (`Authorization: Bearer <token>`); unset, /metrics
   * answers 404. At least 32 characters (openssl rand -hex 32): it is the only thing between the metrics and anyone.
   */
  METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional(),
  WEB_DIST: z.string().min(1).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  /** An OpenAI-compatible endpoint for the assistant (POST {ASSISTANT_URL}/chat/completions); else the built-in one. */
  ASSISTANT_URL: optionalUrl,
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  /**
   * Translation (POST /translations): a LibreTranslate-compatible server (POST {TRANSLATE_URL}/translate), for
   * languages beyond English and Spanish; else Apertium on this machine (apertium with apertium-eng-spa).
   */
  TRANSLATE_URL: optionalUrl,
  /** The LibreTranslate server's API key (sent as api_key), where it asks for one. */
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  /**
   * Text-to-speech (POST /text-to-speech): an OpenAI-compatible speech endpoint (POST {SPEECH_URL}/audio/speech,
   * e.g. https://api.openai.com/v1); else espeak-ng on this machine (its WAV made Ogg/Opus by ffmpeg when present).
   */
  SPEECH_URL: optionalUrl,
  SPEECH_API_KEY: z.string().min(1).optional(),
  /** The speech endpoint's model (OpenAI's tts-1 by default). */
  SPEECH_MODEL: z.string().min(1).max(200).default('tts-1'),
  /** off: no translation, even where apertium is installed or TRANSLATE_URL set (the portal hides the action). */
  TRANSLATION: z.enum(['auto', 'off']).default('auto'),
  /** off: no text-to-speech, even where espeak-ng is installed or SPEECH_URL set. */
  SPEECH: z.enum(['auto', 'off']).default('auto'),
  /** A GIPHY API key turns on GIF search in the chat composer. */
  GIPHY_API_KEY: z.string().min(1).optional(),
  /** GIPHY's API base (tests point it at a local stand-in). */
  GIPHY_API_URL: z.url().default('https://api.giphy.com'),
  /** A participant who has not signed in for this many days gets their coach an INACTIVE_PARTICIPANT notification. */
  NOTIFICATIONS_INACTIVE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /**
   * Audit rows older than this many days are moved, once a day, to gzip-compressed JSON lines in the file
   * store (audit-archive/...) and removed from the database; 0 (the default) keeps them forever.
   */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(0),
  /** Browser push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); else generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: MAIL_FROM's address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'Expected a mailto: or https: URL')
    .optional(),
  /** The push services a browser's subscription may point to: host names (each with its subdomains), comma-separated; `*` any public host. */
  PUSH_ALLOWED_HOSTS: hostList.prefault(DEFAULT_PUSH_HOSTS),
  /** Tests only (refused in production): a push service on this machine (a stand-in) is accepted, over http too. */
  PUSH_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'TRUST_PROXY'> & {
  publicUrl: URL;
  /** TRUST_PROXY read: false when unset. */
  trustProxy: TrustProxy;
  dataDir: string;
  webDist: string;
  s3: {
    endpoint: string;
    bucket: string;
    region: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
  } | null;
};

export class ConfigError extends Error {}

/** Reads and validates the environment; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if ((c.S3_ENDPOINT || c.S3_BUCKET) && !(c.S3_ENDPOINT && c.S3_BUCKET)) {
    throw new ConfigError('Invalid configuration:\n  S3_BUCKET: S3_ENDPOINT and S3_BUCKET must be set together');
  }
  if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together',
    );
  }
  if (c.PUSH_ALLOW_LOOPBACK && c.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration:\n  PUSH_ALLOW_LOOPBACK: a push service on this machine is for tests; it cannot be on in production',
    );
  }
  if (c.ASSISTANT_URL && !c.ASSISTANT_MODEL) {
    throw new ConfigError('Invalid configuration:\n  ASSISTANT_MODEL: set the model name when ASSISTANT_URL is set');
  }
  const publicUrl = new URL(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`);
  const appRoot = SERVER_ROOT;
  const { TRUST_PROXY, ...settings } = c;
  return {
    ...settings,
    trustProxy: TRUST_PROXY ?? false,
    publicUrl,
    dataDir: path.resolve(c.DATA_DIR),
    webDist: path.resolve(c.WEB_DIST ?? path.join(appRoot, '../web/dist')),
    s3:
      c.S3_ENDPOINT && c.S3_BUCKET
        ? {
            endpoint: c.S3_ENDPOINT,
            bucket: c.S3_BUCKET,
            region: c.S3_REGION,
            accessKeyId: c.S3_ACCESS_KEY_ID,
            secretAccessKey: c.S3_SECRET_ACCESS_KEY,
            forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
          }
        : null,
  };
}
