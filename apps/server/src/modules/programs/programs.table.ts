import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

export const programs = pgTable(
  'programs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('programs'), index('programs_tenant_company_idx').on(t.tenantId, t.companyId, t.active)],
);

/** Programs assigned to a profile. */
export const profilePrograms = pgTable(
  'profile_programs',
  {
    tenantId: tenantId(),
    profileId: integer('profile_id').notNull(),
    programId: integer('program_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.programId] }),
    tenantPolicy('profile_programs'),
    index('profile_programs_profile_idx').on(t.tenantId, t.profileId),
    index('profile_programs_program_idx').on(t.tenantId, t.programId),
  ],
);
