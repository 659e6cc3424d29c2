import {
  courseBodySchema,
  courseVisibilitySchema,
  MAX_COURSE_DESCRIPTION,
  type CourseBody,
  type CourseDefinition,
} from '@stride/contracts';
import { z } from 'zod';
import { mediaOption, type MediaChoice } from '../../routines/definitions/MediaField';

/**
 * The course's fields in the editor, by the contracts' rules (the resolver words them): it hands on the
 * body (title, description, visibility, the cover as a library file or removed; kept when untouched) and
 * the cover uploaded with it (the multipart `file`).
 */
export const courseFormSchema = z
  .object({
    title: courseBodySchema.shape.title,
    description: z.string().max(MAX_COURSE_DESCRIPTION),
    visibilityStatus: courseVisibilitySchema,
    cover: z.custom<MediaChoice>(),
  })
  .transform(({ title, description, visibilityStatus, cover }) => {
    const media = mediaOption(cover);
    const body: CourseBody = { title, description, visibilityStatus, ...(media ? { media } : {}) };
    return { body, file: cover.kind === 'upload' ? cover.file : undefined };
  });
export type CourseFormValues = z.input<typeof courseFormSchema>;
export type CourseFormOutput = z.output<typeof courseFormSchema>;

/** The form's values for a course (a new one: an untitled draft without a cover). */
export const courseValues = (course: CourseDefinition | null): CourseFormValues => ({
  title: course?.title ?? '',
  description: course?.description ?? '',
  visibilityStatus: course?.visibilityStatus ?? 'DRAFT',
  cover: { kind: 'keep', current: course?.media ?? null },
});
