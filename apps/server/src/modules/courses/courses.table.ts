import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { tenantId, tenantPolicy, versionedColumns } from '../../platform/db/tenant-table.js';

/** What an imported course's title, description and media were at its last import or pull (the merge's base). */
export interface CourseBase {
  title: string;
  description: string;
  mediaResourceId: number | null;
  /** The source's step ids at that time: a source step not among them is new (pulled in), one among them
   * that the copy lacks was removed by the importer (stays removed). */
  stepIds: number[];
}

/** What an imported step was at its last import or pull (the merge's base). */
export interface StepBase {
  title: string;
  description: string;
  link: string | null;
  mediaResourceId: number | null;
}

/**
 * A course (issue 28): its author's (a practice staff member), DRAFT, PRIVATE or ALL (the tenant's library).
 * `content_version` counts changes of what a copy takes (title, description, media, steps): an importer's
 * copy has an update when its source's content_version passed the copy's `source_content_version`.
 */
export const courseDefinitions = pgTable(
  'course_definitions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    companyId: integer('company_id'),
    authorProfileId: integer('author_profile_id').notNull(),
    authorUserId: integer('author_user_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    visibilityStatus: text('visibility_status', { enum: ['DRAFT', 'ALL', 'PRIVATE'] })
      .notNull()
      .default('DRAFT'),
    mediaResourceId: integer('media_resource_id'),
    autoAssignAll: boolean('auto_assign_all').notNull().default(false),
    contentVersion: integer('content_version').notNull().default(1),
    /** The library course this one was imported from (null: authored here, or its source was deleted). */
    sourceCourseId: integer('source_course_id').references((): AnyPgColumn => courseDefinitions.id, {
      onDelete: 'set null',
    }),
    sourceContentVersion: integer('source_content_version'),
    sourceBase: jsonb('source_base').$type<CourseBase>(),
    ...versionedColumns(),
  },
  (t) => [
    tenantPolicy('course_definitions'),
    index('course_definitions_author_idx').on(t.tenantId, t.authorProfileId, t.updatedAt),
    index('course_definitions_library_idx')
      .on(t.tenantId, t.updatedAt)
      .where(sql`${t.visibilityStatus} = 'ALL'`),
    index('course_definitions_source_idx')
      .on(t.sourceCourseId)
      .where(sql`${t.sourceCourseId} is not null`),
    index('course_definitions_auto_assign_idx')
      .on(t.tenantId, t.authorProfileId)
      .where(sql`${t.autoAssignAll}`),
    check('course_definitions_title_check', sql`length(title) between 1 and 200`),
  ],
);
export type CourseRow = typeof courseDefinitions.$inferSelect;

/** A course's step, ordered by `position` (0, 1, …: a move renumbers the course's steps). */
export const courseSteps = pgTable(
  'course_steps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courseDefinitions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    link: text('link'),
    mediaResourceId: integer('media_resource_id'),
    /** In an imported course: the source's step it came from, and that step as it was at the last import or pull. */
    sourceStepId: integer('source_step_id'),
    sourceBase: jsonb('source_base').$type<StepBase>(),
    ...versionedColumns(),
  },
  (t) => [tenantPolicy('course_steps'), index('course_steps_course_idx').on(t.courseId, t.position)],
);
export type CourseStepRow = typeof courseSteps.$inferSelect;

/** A course assigned to a participant (once: assigning again keeps the progress). */
export const courseAssignments = pgTable(
  'course_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: tenantId(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courseDefinitions.id, { onDelete: 'cascade' }),
    participantUserId: integer('participant_user_id').notNull(),
    assignedByUserId: integer('assigned_by_user_id'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    /** The first step done, the last one done, and when every step was done (the course completed). */
    startedAt: timestamp('started_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    tenantPolicy('course_assignments'),
    uniqueIndex('course_assignments_course_participant_idx').on(t.courseId, t.participantUserId),
    index('course_assignments_participant_idx').on(t.tenantId, t.participantUserId, t.assignedAt),
  ],
);
export type CourseAssignmentRow = typeof courseAssignments.$inferSelect;

/** A step the participant read or watched. */
export const courseStepProgress = pgTable(
  'course_step_progress',
  {
    tenantId: tenantId(),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => courseAssignments.id, { onDelete: 'cascade' }),
    stepId: integer('step_id')
      .notNull()
      .references(() => courseSteps.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPolicy('course_step_progress'),
    primaryKey({ columns: [t.assignmentId, t.stepId] }),
    index('course_step_progress_step_idx').on(t.stepId),
  ],
);
