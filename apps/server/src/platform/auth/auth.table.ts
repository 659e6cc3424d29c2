import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** oidc-provider's models (sessions, grants, codes, refresh tokens…): a system table. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    model: text('model').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'oidc_payloads_pk', columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Generated secrets shared by every process: signing keys, cookie keys. */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time tokens: password reset links and login tokens (surrogate start and return). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind').notNull(),
    userId: integer('user_id').notNull(),
    /** Who asked for it (surrogate start: the staff member). */
    actorUserId: integer('actor_user_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.kind)],
);

/**
 * Failed sign-ins per e-mail (known or not: the same answer either way) and per client address
 * (platform/auth/throttle.ts). The key is a hash of the tenant, the kind and the e-mail or address: nobody
 * reads the e-mails tried from here; a row is forgotten a day after its last failure.
 */
export const signinFailures = pgTable(
  'signin_failures',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
    /** No try of this key is checked before then. */
    waitUntil: timestamp('wait_until', { withTimezone: true }),
  },
  (t) => [index('signin_failures_last_failure_idx').on(t.lastFailureAt)],
);

/**
 * A person's two-step sign-in (TOTP, RFC 6238; platform/auth/totp.ts): the key sealed with AES-256-GCM
 * (TOTP_KEY), enabled once a code confirmed it, the last time step used (a code is good once) and the hashes of
 * the unused recovery codes.
 */
export const totpCredentials = pgTable('totp_credentials', {
  userId: integer('user_id').primaryKey(),
  tenantId: text('tenant_id').notNull(),
  /** iv.tag.ciphertext, base64url: never the key itself. */
  sealedKey: text('sealed_key').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: integer('last_step'),
  /** SHA-256 (hex) of each unused recovery code. */
  recoveryHashes: jsonb('recovery_hashes').$type<string[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The signed-in sessions a person sees (platform/auth/sessions.ts): one per grant of the provider, with the
 * device and address of its last token and when. The grant row (oidc_payloads) is the truth: a session whose
 * grant is gone is over.
 */
export const signinSessions = pgTable(
  'signin_sessions',
  {
    grantId: text('grant_id').primaryKey(),
    /** The id the person's calls name it by (not the grant id, which the access token carries). */
    id: uuid('id').notNull().defaultRandom().unique('signin_sessions_id_key'),
    tenantId: text('tenant_id').notNull(),
    userId: integer('user_id').notNull(),
    userAgent: text('user_agent'),
    address: text('address'),
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('signin_sessions_user_idx').on(t.userId)],
);
