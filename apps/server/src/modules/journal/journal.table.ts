import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/**
 * A participant's journal day (spec 001 "Journal day: comment; meals"): the participant's note on the day.
 * One row per participant and date, made by the first write of that day.
 */
export const journalDays = pgTable(
  'journal_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    participantProfileId: integer('participant_profile_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    comment: text('comment').notNull().default(''),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('journal_days'), uniqueIndex('journal_days_key').on(t.tenantId, t.participantProfileId, t.date)],
);
export type JournalDayRow = typeof journalDays.$inferSelect;

/** A meal of a journal day: its kind, time, what the participant ate or did, and photos (library files). */
export const journalMeals = pgTable(
  'journal_meals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    dayId: integer('day_id').notNull(),
    participantProfileId: integer('participant_profile_id').notNull(),
    /** The day's date again: the month calendar reads meals without the days. */
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['BREAKFAST', 'LUNCH', 'DINNER', 'SNACK'] }).notNull(),
    /** HH:MM in the participant's day, or none. */
    time: text('time'),
    text: text('text').notNull().default(''),
    /** The photos, library files of the participant's own library, in the order shown. */
    photoResourceIds: integer('photo_resource_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('journal_meals'),
    index('journal_meals_day_idx').on(t.tenantId, t.dayId, t.id),
    index('journal_meals_participant_date_idx').on(t.tenantId, t.participantProfileId, t.date),
    check('journal_meals_kind_check', sql`kind in ('BREAKFAST', 'LUNCH', 'DINNER', 'SNACK')`),
  ],
);
export type JournalMealRow = typeof journalMeals.$inferSelect;

/**
 * A comment under a meal: the conversation of the participant and the staff who follow them. read_at is
 * when the other side (the participant for a staff comment, any staff member for the participant's) read it.
 */
export const journalComments = pgTable(
  'journal_comments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    mealId: integer('meal_id').notNull(),
    participantProfileId: integer('participant_profile_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    authorProfileId: integer('author_profile_id').notNull(),
    // Whose side wrote it: unread is the other side's.
    byParticipant: boolean('by_participant').notNull(),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('journal_comments'),
    index('journal_comments_meal_idx').on(t.tenantId, t.mealId, t.id),
    index('journal_comments_participant_date_idx').on(t.tenantId, t.participantProfileId, t.date),
  ],
);
export type JournalCommentRow = typeof journalComments.$inferSelect;
