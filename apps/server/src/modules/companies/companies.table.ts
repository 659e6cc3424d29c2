import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** Companies, called practices in calls. */
export const companies = pgTable(
  'companies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    pictureKey: text('picture_key'),
    journalAvailable: boolean('journal_available').notNull().default(false),
    smartSurveyAvailable: boolean('smart_survey_available').notNull().default(false),
    swapAvailable: boolean('swap_available').notNull().default(false),
    surveyAvailable: boolean('survey_available').notNull().default(false),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('companies'), index('companies_tenant_name_idx').on(t.tenantId, t.name)],
);
