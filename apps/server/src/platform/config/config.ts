import path from 'node:path';
import { z } from 'zod';

const optionalUrl = z.url().optional();

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
  /** Failed sign-ins in a row before an account is locked for SIGNIN_LOCK_MINUTES. */
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  SIGNIN_LOCK_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Sign-in form posts accepted per minute from one address (anonymous, so limited). */
  SIGNIN_POSTS_PER_MINUTE: z.coerce.number().int().min(1).max(100000).default(30),
  WEB_DIST: z.string().min(1).optional(),
  JOBS_POLL_MS: z.coerce.number().int().min(10).max(60000).default(1000),
  /** An OpenAI-compatible endpoint for the assistant (POST {ASSISTANT_URL}/chat/completions); else the built-in one. */
  ASSISTANT_URL: optionalUrl,
  ASSISTANT_MODEL: z.string().min(1).max(200).optional(),
  ASSISTANT_API_KEY: z.string().min(1).optional(),
  /** A GIPHY API key turns on GIF search in the chat composer. */
  GIPHY_API_KEY: z.string().min(1).optional(),
  /** GIPHY's API base (tests point it at a local stand-in). */
  GIPHY_API_URL: z.url().default('https://api.giphy.com'),
  /** A participant who has not signed in for this many days gets their coach an INACTIVE_PARTICIPANT notification. */
  NOTIFICATIONS_INACTIVE_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Browser push's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it); else generated once and kept in the database. */
  VAPID_PUBLIC_KEY: z.string().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().min(1).optional(),
  /** Who push services may contact about our pushes: a mailto: or https: URL (default: MAIL_FROM's address). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'Expected a mailto: or https: URL')
    .optional(),
});

export type Config = z.infer<typeof envSchema> & {
  publicUrl: URL;
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
  if (c.ASSISTANT_URL && !c.ASSISTANT_MODEL) {
    throw new ConfigError('Invalid configuration:\n  ASSISTANT_MODEL: set the model name when ASSISTANT_URL is set');
  }
  const publicUrl = new URL(c.PUBLIC_URL ?? `http://localhost:${c.PORT}`);
  const appRoot = path.resolve(import.meta.dirname, '../../..');
  return {
    ...c,
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
