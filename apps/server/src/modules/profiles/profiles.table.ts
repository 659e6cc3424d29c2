import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** Accounts: who can sign in, with which role. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    roleId: smallint('role_id').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When the person proved `email` is theirs (a mailed link): staff may no longer change it (docs/security.md). */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    /** A new e-mail the person asked for, waiting for its link to be followed. */
    pendingEmail: text('pending_email'),
    /** The first successful sign-in: "new sign-ins" of the dashboards. */
    firstLoginAt: timestamp('first_login_at', { withTimezone: true }),
    /** The e-mail lower-cased once, for the lists' case-insensitive search (docs/decisions.md, "People"). */
    searchEmail: text('search_email')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${users.email})`),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('users'),
    uniqueIndex('users_uuid_idx').on(t.uuid),
    uniqueIndex('users_tenant_email_idx').on(t.tenantId, sql`lower(${t.email})`),
    index('users_tenant_role_idx').on(t.tenantId, t.roleId),
  ],
);

/** The person behind an account: name, language, company, coach, feature flags. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    language: text('language').notNull().default('en'),
    /** IANA zone of the person's days (a participant's timed messages); null: DEFAULT_TIME_ZONE. */
    timeZone: text('time_zone'),
    /** Storage key of the 256 px picture. */
    pictureKey: text('picture_key'),
    /** The 96 px WebP thumbnail, base64: served inline as a data URL, so an <img> needs no token. */
    pictureThumb: text('picture_thumb'),
    companyId: integer('company_id'),
    /** The participant's advisor (a practice user's profile). */
    advisorProfileId: integer('advisor_profile_id'),
    /** The direct-to-consumer participant's consultant (a platform user's profile). */
    consultantProfileId: integer('consultant_profile_id'),
    mainFolderId: integer('main_folder_id'),
    surveyAvailable: boolean('survey_available').notNull().default(false),
    journalAvailable: boolean('journal_available').notNull().default(false),
    smartSurveyAvailable: boolean('smart_survey_available').notNull().default(false),
    swapAvailable: boolean('swap_available').notNull().default(false),
    /** "first last" lower-cased once, for the lists' case-insensitive search (docs/decisions.md, "People"). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`lower(${profiles.firstName} || ' ' || ${profiles.lastName})`),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('profiles'),
    uniqueIndex('profiles_user_idx').on(t.userId),
    index('profiles_tenant_company_idx').on(t.tenantId, t.companyId),
    index('profiles_tenant_advisor_idx').on(t.tenantId, t.advisorProfileId),
    index('profiles_tenant_consultant_idx').on(t.tenantId, t.consultantProfileId),
    index('profiles_tenant_name_idx').on(t.tenantId, t.lastName, t.firstName),
  ],
);
