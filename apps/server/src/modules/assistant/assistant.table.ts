import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** The assistant's drafts (POST /sami) and the advisor's final answers (PUT /sami/{id}). */
export const samiAnswers = pgTable(
  'sami_answers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    askedBy: integer('asked_by').notNull(),
    targetProfileId: integer('target_profile_id').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    source: text('source', { enum: ['model', 'builtin'] }).notNull(),
    facts: jsonb('facts').$type<string[]>().notNull().default([]),
    finalAnswer: text('final_answer'),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('sami_answers'), index('sami_answers_target_idx').on(t.tenantId, t.targetProfileId)],
);
