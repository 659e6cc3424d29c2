import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { CourseDefinition, CourseVisibility } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localizedZodResolver } from '../../../app/forms/resolver';
import { applyServerFieldErrors } from '../../../app/forms/serverErrors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { MediaField } from '../../routines/definitions/MediaField';
import { createCourse, saveCourse } from '../coursesApi';
import { storeCourse } from '../coursesQueries';
import { courseFormSchema, courseValues, type CourseFormOutput, type CourseFormValues } from './courseForm';

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;
/** The visibilities in the order the select offers them: Draft, Private, Library. */
const CHOICES: readonly CourseVisibility[] = ['DRAFT', 'PRIVATE', 'ALL'];

/**
 * A course's own fields (cover from the media library or uploaded, title, description, visibility) and Save:
 * a new course is created (POST, then `onCreated` opens it), a course changed with If-Match (a 412 retries
 * once on the version it carries, the user's fields win); 'Course updated!' either way.
 */
export function CourseDetailsForm({
  course,
  onCreated,
}: {
  course: CourseDefinition | null;
  onCreated?: (created: CourseDefinition) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const resolver = useMemo(() => localizedZodResolver(courseFormSchema, t), [t]);
  const form = useForm<CourseFormValues, unknown, CourseFormOutput>({ resolver, defaultValues: courseValues(course) });
  const { isSubmitting, isDirty } = form.formState;

  const onSubmit = form.handleSubmit(async ({ body, file }) => {
    try {
      const saved = course ? await saveCourse(course, body, file) : await createCourse(body, file);
      storeCourse(queryClient, saved);
      form.reset(courseValues(saved));
      snackbar.show(t('courses.updatedMessage'));
      if (!course) await onCreated?.(saved);
    } catch (error) {
      if (!applyServerFieldErrors(error, form)) handleError(error);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t('courses.detailsLabel')}>
          <fieldset disabled={isSubmitting} style={FIELDSET}>
            <Stack spacing={2}>
              <CoverField />
              <FormTextField<CourseFormValues>
                name="title"
                label={t('courses.titleField')}
                required
                autoFocus={!course}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
              <FormTextField<CourseFormValues>
                name="description"
                label={t('courses.descriptionField')}
                multiline
                minRows={3}
              />
              <VisibilityField />
              <Box>
                <Button type="submit" variant="contained" disabled={Boolean(course) && !isDirty} loading={isSubmitting}>
                  {t('form.save')}
                </Button>
              </Box>
            </Stack>
          </fieldset>
        </form>
      </FormProvider>
    </Paper>
  );
}

function CoverField() {
  const { t } = useTranslation();
  const { field, formState } = useController<CourseFormValues, 'cover'>({ name: 'cover' });
  const title = useWatch<CourseFormValues, 'title'>({ name: 'title' });
  return (
    <MediaField
      label={t('courses.coverField')}
      title={title}
      value={field.value}
      onChange={field.onChange}
      disabled={formState.isSubmitting}
    />
  );
}

function VisibilityField() {
  const { t } = useTranslation();
  const visibility = useWatch<CourseFormValues, 'visibilityStatus'>({ name: 'visibilityStatus' });
  return (
    <FormTextField<CourseFormValues>
      name="visibilityStatus"
      label={t('courses.visibilityLabel')}
      select
      helperText={t(`courses.visibilityHint.${visibility}`)}
    >
      {CHOICES.map((value) => (
        <MenuItem key={value} value={value}>
          {t(`courses.visibilityChoice.${value}`)}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
