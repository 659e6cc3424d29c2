import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** A message's thumbnail as stored: a picture of the library, and the name shown. */
export interface StoredThumbnail {
  resourceId: number;
  name: string;
}

/** A sprint template: a named series of messages, in a library like the exercise library's (company_id null: the platform's). */
export const sprintTemplates = pgTable(
  'sprint_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    companyId: integer('company_id'),
    name: text('name').notNull(),
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(sql`lower(name)`),
    createdByProfileId: integer('created_by_profile_id'),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('sprint_templates'),
    index('sprint_templates_library_idx').on(t.tenantId, t.companyId, t.searchName, t.id),
  ],
);
export type SprintTemplateRow = typeof sprintTemplates.$inferSelect;

/** One message of a template: day N (from 1) at a time of day, in order within the day. */
export const sprintTemplateMessages = pgTable(
  'sprint_template_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    templateId: integer('template_id').notNull(),
    day: integer('day').notNull(),
    /** HH:MM. */
    time: text('time').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull().default(''),
    resourceId: integer('resource_id'),
    thumbnail: jsonb('thumbnail').$type<StoredThumbnail | null>(),
  },
  (t) => [
    tenantPolicy('sprint_template_messages'),
    index('sprint_template_messages_template_idx').on(t.tenantId, t.templateId, t.day, t.time, t.position),
    index('sprint_template_messages_resource_idx').on(t.tenantId, t.resourceId),
    check('sprint_template_messages_day_check', sql`day between 1 and 366`),
  ],
);
export type SprintTemplateMessageRow = typeof sprintTemplateMessages.$inferSelect;

/**
 * A participant's timed-release message definition: a text and media sent at a time of day from a start
 * date, once or repeated (DAILY, WEEKLY) `occurrences` times, in the participant's time zone as it was
 * when planned. The messages of one applied template share a correlation id. Deleted definitions stay
 * (deleted_at) for the occurrences that were sent.
 */
export const sprintDefinitions = pgTable(
  'sprint_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    /** The advisor who applied the template or planned the message: the chat's sender. */
    senderProfileId: integer('sender_profile_id').notNull(),
    channelId: text('channel_id').notNull(),
    correlationId: uuid('correlation_id'),
    templateId: integer('template_id'),
    templateName: text('template_name'),
    text: text('text').notNull().default(''),
    resourceId: integer('resource_id'),
    thumbnail: jsonb('thumbnail').$type<StoredThumbnail | null>(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    repeat: text('repeat', { enum: ['NONE', 'DAILY', 'WEEKLY'] })
      .notNull()
      .default('NONE'),
    occurrences: integer('occurrences').notNull().default(1),
    /** Days of the series detached by a split (no occurrence of this definition on them). */
    excludedDates: date('excluded_dates', { mode: 'string' })
      .array()
      .notNull()
      .default(sql`'{}'::date[]`),
    timeZone: text('time_zone').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('sprint_definitions'),
    index('sprint_definitions_participant_idx').on(t.tenantId, t.participantProfileId, t.startDate),
    index('sprint_definitions_correlation_idx').on(t.tenantId, t.correlationId),
    index('sprint_definitions_resource_idx').on(t.tenantId, t.resourceId),
    check('sprint_definitions_repeat_check', sql`repeat in ('NONE', 'DAILY', 'WEEKLY')`),
    check('sprint_definitions_occurrences_check', sql`occurrences between 1 and 366`),
  ],
);
export type SprintDefinitionRow = typeof sprintDefinitions.$inferSelect;

/**
 * One occurrence of a definition: the truth the sender works from. PLANNED until posted (SENT, with the
 * chat message's timetoken) or skipped (its time had passed when planned, or the participant was
 * inactive). The chat message's clientId is `sprint:<definitionId>:<occurrence>`: a second post of the
 * same occurrence finds the first (exactly once).
 */
export const sprintOccurrences = pgTable(
  'sprint_occurrences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    definitionId: integer('definition_id').notNull(),
    participantProfileId: integer('participant_profile_id').notNull(),
    occurrence: integer('occurrence').notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    sendAt: timestamp('send_at', { withTimezone: true }).notNull(),
    status: text('status', { enum: ['PLANNED', 'SENT', 'SKIPPED'] })
      .notNull()
      .default('PLANNED'),
    skippedReason: text('skipped_reason', { enum: ['PAST', 'INACTIVE', 'UNDELIVERABLE'] }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** What went out (a later edit of the definition does not change history). */
    sentText: text('sent_text'),
    chatTimetoken: text('chat_timetoken'),
  },
  (t) => [
    tenantPolicy('sprint_occurrences'),
    uniqueIndex('sprint_occurrences_key').on(t.definitionId, t.occurrence),
    index('sprint_occurrences_due_idx')
      .on(t.sendAt, t.id)
      .where(sql`status = 'PLANNED'`),
    index('sprint_occurrences_participant_idx').on(t.tenantId, t.participantProfileId, t.localDate),
    check('sprint_occurrences_status_check', sql`status in ('PLANNED', 'SENT', 'SKIPPED')`),
  ],
);
export type SprintOccurrenceRow = typeof sprintOccurrences.$inferSelect;
