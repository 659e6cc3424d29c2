import { integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy } from '../../platform/db/tenant-table.js';

/**
 * The spec's translated string (spec 002 section 4): a source text, by its language and its SHA-256 (the
 * text itself is not kept: it may be a participant's health data), with its translations by target
 * language, as the engine that made them gave them. A tenant's own, as every text of its people.
 */
export const translatedStrings = pgTable(
  'translated_strings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    /** apertium or libretranslate: another engine translates again. */
    engine: text('engine').notNull(),
    sourceLanguage: text('source_language').notNull(),
    /** SHA-256 of the source text (hex). */
    textHash: text('text_hash').notNull(),
    /** Target language -> translated text. */
    translations: jsonb('translations').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('translated_strings'),
    uniqueIndex('translated_strings_key_idx').on(t.tenantId, t.engine, t.sourceLanguage, t.textHash),
  ],
);
