import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';
import type { ShareKind } from './sharing.kinds.js';

/**
 * One thing of a library given to a company of the tenant (docs/decisions.md, "One sharing"): a subject of
 * a kind that its module registered (a definition, a folder of definitions, a routine, a sprint template),
 * from the sharer's library (from_company_id null: the platform's) to a company, whose staff see it
 * read-only until they copy it. No check lists the kinds: the registry is the gate (sharing.kinds.ts), so a
 * new kind needs no migration.
 */
export const shares = pgTable(
  'shares',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** The subject's kind, as its module registered it. */
    subject: text('subject').$type<ShareKind>().notNull(),
    subjectId: integer('subject_id').notNull(),
    fromCompanyId: integer('from_company_id'),
    toCompanyId: integer('to_company_id').notNull(),
    sharedByProfileId: integer('shared_by_profile_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('shares'),
    // A subject goes to a company once; the key also finds a subject's shares.
    uniqueIndex('shares_subject_company_key').on(t.tenantId, t.subject, t.subjectId, t.toCompanyId),
    // The received and sent lists, newest first.
    index('shares_received_idx').on(t.tenantId, t.toCompanyId, t.subject, t.createdAt),
    index('shares_sent_idx').on(t.tenantId, t.fromCompanyId, t.subject, t.createdAt),
  ],
);
export type ShareRow = typeof shares.$inferSelect;
