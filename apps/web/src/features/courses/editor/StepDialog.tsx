import {
  courseStepBodySchema,
  isWebLink,
  MAX_STEP_DESCRIPTION,
  type CourseStep,
  type CourseStepBody,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';
import { MediaField, mediaOption, type MediaChoice } from '../../routines/definitions/MediaField';
import { createStep, saveStep } from '../coursesApi';
import { courseKey, courseListKey, stepsKey } from '../coursesQueries';
import { MarkdownField } from './MarkdownField';

/**
 * A step's form: its title, its formatted text (Markdown), a web link (none when empty) and its media; it
 * hands on the body and the media file uploaded with it.
 */
const stepFormSchema = z
  .object({
    title: courseStepBodySchema.shape.title,
    description: z.string().max(MAX_STEP_DESCRIPTION),
    link: z
      .string()
      .trim()
      .refine((link) => link === '' || isWebLink(link), localized('courses.step.linkInvalid')),
    media: z.custom<MediaChoice>(),
  })
  .transform(({ title, description, link, media }) => {
    const option = mediaOption(media);
    const body: CourseStepBody = { title, description, link: link || null, ...(option ? { media: option } : {}) };
    return { body, file: media.kind === 'upload' ? media.file : undefined };
  });
type StepFormValues = z.input<typeof stepFormSchema>;

/**
 * Adds a step at the end of the course (POST .../steps) or changes one (PUT with If-Match): title, text,
 * link and media (the media library's picker or an upload, sent with the save); 'Saved!'. Rendered while open.
 */
export function StepDialog({
  courseId,
  step,
  onClose,
}: {
  courseId: number;
  /** The step changed; absent: a new one. */
  step?: CourseStep;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const defaults = useMemo<StepFormValues>(
    () => ({
      title: step?.title ?? '',
      description: step?.description ?? '',
      link: step?.link ?? '',
      media: { kind: 'keep', current: step?.media ?? null },
    }),
    [step],
  );
  return (
    <FormDialog
      onClose={onClose}
      title={step ? t('courses.step.editTitle') : t('courses.step.newTitle')}
      schema={stepFormSchema}
      defaultValues={defaults}
      submit={({ body, file }) => (step ? saveStep(step, body, file) : createStep(courseId, body, file))}
      successMessage={t('courses.step.saved')}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: stepsKey(courseId) });
        void queryClient.invalidateQueries({ queryKey: courseKey(courseId) });
        void queryClient.invalidateQueries({ queryKey: courseListKey });
      }}
      submitLabel={step ? t('form.save') : t('courses.step.add')}
      fullScreenOnPhone
    >
      <FormTextField<StepFormValues>
        name="title"
        label={t('courses.step.titleField')}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <MarkdownField<StepFormValues>
        name="description"
        label={t('courses.step.descriptionField')}
        maxLength={MAX_STEP_DESCRIPTION}
      />
      <FormTextField<StepFormValues>
        name="link"
        label={t('courses.step.linkField')}
        type="url"
        helperText={t('courses.step.linkHint')}
      />
      <StepMediaField />
    </FormDialog>
  );
}

function StepMediaField() {
  const { t } = useTranslation();
  const { field, formState } = useController<StepFormValues, 'media'>({ name: 'media' });
  const title = useWatch<StepFormValues, 'title'>({ name: 'title' });
  return (
    <MediaField
      label={t('courses.step.mediaField')}
      title={title}
      value={field.value}
      onChange={field.onChange}
      disabled={formState.isSubmitting}
    />
  );
}
