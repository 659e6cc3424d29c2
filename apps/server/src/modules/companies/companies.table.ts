import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** Companies, called practices in calls. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    /** Storage key of the 256 px picture. */
    pictureKey: text('picture_key'),
    /** The 96 px WebP thumbnail, base64: served inline as a data URL, so an <img> needs no token. */
    pictureThumb: text('picture_thumb'),
    journalAvailable: boolean('journal_available').notNull().default(false),
    smartSurveyAvailable: boolean('smart_survey_available').notNull().default(false),
    swapAvailable: boolean('swap_available').notNull().default(false),
    surveyAvailable: boolean('survey_available').notNull().default(false),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('companies'), index('companies_tenant_name_idx').on(t.tenantId, t.name)],
);
