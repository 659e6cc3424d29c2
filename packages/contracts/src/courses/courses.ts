import { z } from 'zod';
import { profilePreviewSchema } from '../chat/chat.js';
import { idParamsSchema } from '../common.js';
import { queryBooleanSchema, searchQuerySchema } from '../flags.js';
import { webLinkSchema } from '../links.js';
import { pageQuerySchema, pagedSchema } from '../paging.js';
import { definitionMediaSchema, mediaOptionSchema } from '../routines/routines.js';

/**
 * Courses (spec 002, "Courses"; issue 28; docs/decisions.md, "Courses"): a staff member's step-by-step
 * lessons. A course is its author's: kept as a DRAFT (never assignable), published for the author's own
 * participants (PRIVATE) or to the tenant's library (ALL), where other staff import it (a copy that keeps
 * where it came from and can pull the source's later changes). Its author assigns it; each participant goes
 * through its steps, each marked done once read.
 */
export const MAX_COURSE_TITLE = 200;
export const MAX_COURSE_DESCRIPTION = 5000;
/** A step's formatted text (Markdown, rendered as a safe subset: no HTML, no script). */
export const MAX_STEP_DESCRIPTION = 20_000;
export const MAX_COURSE_STEPS = 100;
/** The most participants one assign call names. */
export const MAX_ASSIGN_PARTICIPANTS = 500;

export const COURSE_VISIBILITIES = ['DRAFT', 'ALL', 'PRIVATE'] as const;
export const courseVisibilitySchema = z.enum(COURSE_VISIBILITIES, { error: 'A visibility: DRAFT, ALL or PRIVATE' });
export type CourseVisibility = z.infer<typeof courseVisibilitySchema>;

export const ASSIGNMENT_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'COMPLETED'] as const;
export const assignmentStatusSchema = z.enum(ASSIGNMENT_STATUSES, {
  error: 'A status: NOT_STARTED, IN_PROGRESS or COMPLETED',
});
export type AssignmentStatus = z.infer<typeof assignmentStatusSchema>;

/** Spec 002's texts. */
export const COURSE_TEXTS = {
  updated: 'Course updated!',
  assigned: 'Participants assigned to the Course!',
  imported: 'Course imported!',
  noParticipants: 'You need select at least one participant!',
  noId: 'Cannot find course ID!',
} as const;

const id = idParamsSchema.shape.id;
const title = z.string().trim().min(1, 'Required').max(MAX_COURSE_TITLE, `At most ${MAX_COURSE_TITLE} characters`);

// Definitions.

/** Where an imported course came from, and whether the source changed since the copy was made or pulled. */
export const courseSourceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  authorName: z.string(),
  /** The source is still in the library (an ALL course of the tenant): an update can be pulled. */
  available: z.boolean(),
});

export const courseDefinitionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  visibilityStatus: courseVisibilitySchema,
  media: definitionMediaSchema.nullable(),
  /** The author (the course is theirs: "My courses"). */
  authorProfileId: z.number().int(),
  authorName: z.string(),
  companyId: z.number().int().nullable(),
  /** The actor authored it: they change, publish, assign and delete it. */
  mine: z.boolean(),
  stepCount: z.number().int(),
  /** How many participants it is assigned to (the spec's `participants`). */
  participants: z.number().int(),
  /** Every current and future participant of the author gets it. */
  autoAssignAll: z.boolean(),
  /** For the participant's own course lists: their status (null on the staff lists). */
  assignmentStatus: assignmentStatusSchema.nullable(),
  source: courseSourceSchema.nullable(),
  /** The source changed after this copy was made or last pulled (POST .../library-update applies it). */
  updateAvailable: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CourseDefinition = z.infer<typeof courseDefinitionSchema>;

/** GET /course-definitions: `library=true` lists the tenant's library (ALL), otherwise the actor's own. */
export const courseListQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  visibility: courseVisibilitySchema.optional(),
  library: queryBooleanSchema.default(false),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
export const courseListSchema = pagedSchema('content', courseDefinitionSchema);
export type CourseList = z.infer<typeof courseListSchema>;

/**
 * The spec's `model` part of POST and PUT /course-definitions (JSON works too): title, description,
 * visibilityStatus (DRAFT by default), media (mlSourceResourceId, {remove: true}, or the media as GET
 * answered it: kept); the multipart `file` is a cover uploaded with it.
 */
export const courseBodySchema = z.strictObject({
  title,
  description: z.string().max(MAX_COURSE_DESCRIPTION, `At most ${MAX_COURSE_DESCRIPTION} characters`).default(''),
  visibilityStatus: courseVisibilitySchema.default('DRAFT'),
  media: mediaOptionSchema.nullable().optional(),
});
export type CourseBody = z.infer<typeof courseBodySchema>;
/** PUT: what is sent changes; the GET's answer is accepted back. */
export const updateCourseBodySchema = z.strictObject({
  title: title.optional(),
  description: courseBodySchema.shape.description.removeDefault().optional(),
  visibilityStatus: courseVisibilitySchema.optional(),
  media: mediaOptionSchema.nullable().optional(),
});
export type UpdateCourseBody = z.infer<typeof updateCourseBodySchema>;
export const courseMultipartFieldsSchema = z.strictObject({ model: z.string().max(100_000) });

/** DELETE /course-definitions/{id}?force=true removes a course that is still assigned (its progress with it). */
export const deleteCourseQuerySchema = z.strictObject({ force: queryBooleanSchema.default(false) });

// Steps.

export const courseStepSchema = z.object({
  id: z.number().int(),
  courseId: z.number().int(),
  /** Order in the course, from 0. */
  position: z.number().int(),
  title: z.string(),
  /** Markdown; rendered without HTML (a script tag shows as text). */
  description: z.string(),
  link: z.string().nullable(),
  media: definitionMediaSchema.nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type CourseStep = z.infer<typeof courseStepSchema>;
export const courseStepListSchema = z.object({ content: z.array(courseStepSchema) });
export type CourseStepList = z.infer<typeof courseStepListSchema>;

export const courseStepParamsSchema = z.strictObject({ id, stepId: id });

/** POST .../steps ('Saved!'): JSON, or multipart `model` plus `file` (the step's media). */
export const courseStepBodySchema = z.strictObject({
  title,
  description: z.string().max(MAX_STEP_DESCRIPTION, `At most ${MAX_STEP_DESCRIPTION} characters`).default(''),
  link: webLinkSchema.nullable().optional(),
  media: mediaOptionSchema.nullable().optional(),
});
export type CourseStepBody = z.infer<typeof courseStepBodySchema>;
export const updateCourseStepBodySchema = z.strictObject({
  title: title.optional(),
  description: courseStepBodySchema.shape.description.removeDefault().optional(),
  link: webLinkSchema.nullable().optional(),
  media: mediaOptionSchema.nullable().optional(),
});
export type UpdateCourseStepBody = z.infer<typeof updateCourseStepBodySchema>;

/** PUT .../steps/{stepId}/move: between these neighbours (one of them at least; null: the start or the end). */
export const moveCourseStepBodySchema = z
  .strictObject({
    previousStepId: id.nullable().optional(),
    nextStepId: id.nullable().optional(),
  })
  .refine((b) => b.previousStepId != null || b.nextStepId != null, {
    message: 'Give the previous or the next step.',
    path: ['previousStepId'],
  });
export type MoveCourseStepBody = z.infer<typeof moveCourseStepBodySchema>;

// Assignment.

/** POST /course-definitions/{id}/assign: every participant of the actor (all), also future ones (autoAssignAll), or these. */
export const assignCourseBodySchema = z
  .strictObject({
    all: z.boolean().default(false),
    autoAssignAll: z.boolean().default(false),
    /** Participants' user ids. */
    participants: z
      .array(id)
      .max(MAX_ASSIGN_PARTICIPANTS, `At most ${MAX_ASSIGN_PARTICIPANTS} participants at a time.`)
      .default([]),
  })
  .refine((b) => b.all || b.autoAssignAll || b.participants.length > 0, {
    message: COURSE_TEXTS.noParticipants,
    path: ['participants'],
  });
export type AssignCourseBody = z.infer<typeof assignCourseBodySchema>;
export const assignCourseResultSchema = z.object({
  message: z.string(),
  /** Participants newly assigned (one already assigned keeps their progress). */
  assigned: z.number().int(),
  autoAssignAll: z.boolean(),
});
export type AssignCourseResult = z.infer<typeof assignCourseResultSchema>;

/** POST .../library-import: the copy's title (the source's when left out). */
export const importCourseBodySchema = z.strictObject({ title: title.optional() }).default({});

/** A participant's progress through a course. */
const progressFields = {
  assignmentStatus: assignmentStatusSchema,
  stepsDone: z.number().int(),
  stepCount: z.number().int(),
  /** The step reached: the first not done (null when completed or empty). */
  currentStep: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  assignedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The last step done. */
  lastActivityAt: z.string().nullable(),
};

/** GET /course-definitions/{id}/participants: who has the course and how far they are. */
export const courseParticipantSchema = z.object({ participant: profilePreviewSchema, ...progressFields });
export type CourseParticipant = z.infer<typeof courseParticipantSchema>;
export const courseParticipantsQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  search: searchQuerySchema,
  assignmentStatus: assignmentStatusSchema.optional(),
});
export type CourseParticipantsQuery = z.infer<typeof courseParticipantsQuerySchema>;
export const courseParticipantListSchema = pagedSchema('content', courseParticipantSchema);

// A participant's courses.

export const participantCourseSchema = z.object({
  course: z.object({
    id: z.number().int(),
    title: z.string(),
    description: z.string(),
    media: definitionMediaSchema.nullable(),
    authorName: z.string(),
  }),
  ...progressFields,
});
export type ParticipantCourse = z.infer<typeof participantCourseSchema>;
export const participantCoursesQuerySchema = z.strictObject({
  ...pageQuerySchema.shape,
  assignmentStatus: assignmentStatusSchema.optional(),
});
export type ParticipantCoursesQuery = z.infer<typeof participantCoursesQuerySchema>;
export const participantCourseListSchema = pagedSchema('content', participantCourseSchema);

export const participantCourseParamsSchema = z.strictObject({ id, courseId: id });
export const participantCourseStepParamsSchema = z.strictObject({ id, courseId: id, stepId: id });

/** GET /participants/{id}/courses/{courseId}/steps: the course, its progress, and its steps in order with each one's done. */
export const participantCourseStepSchema = courseStepSchema.extend({
  done: z.boolean(),
  doneAt: z.string().nullable(),
});
export type ParticipantCourseStep = z.infer<typeof participantCourseStepSchema>;
export const participantCourseStepsSchema = participantCourseSchema.extend({
  content: z.array(participantCourseStepSchema),
});
export type ParticipantCourseSteps = z.infer<typeof participantCourseStepsSchema>;
