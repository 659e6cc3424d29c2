import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  MAX_ASSIGN_PARTICIPANTS,
  type AssignCourseBody,
  type CourseDefinition,
  type Participant,
} from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { localized } from '../../../app/forms/resolver';
import { ParticipantMultiPicker } from '../../participants/ParticipantMultiPicker';
import { assignCourse } from '../coursesApi';
import { courseKey, courseListKey, courseParticipantsKey } from '../coursesQueries';

/**
 * The assign form, the contracts' rule in the portal's words: every participant of the user (all), also
 * those to come (autoAssignAll), or the ones chosen; none of the three is the spec's "You need select at
 * least one participant!". It hands on the call's body (the chosen participants' user ids).
 */
export const assignFormSchema = z
  .object({
    all: z.boolean(),
    autoAssignAll: z.boolean(),
    participants: z.array(z.custom<Participant>()),
  })
  .superRefine((values, ctx) => {
    if (!values.all && !values.autoAssignAll && values.participants.length === 0)
      ctx.addIssue({ code: 'custom', path: ['participants'], ...localized('courses.assign.noParticipants') });
    if (!values.all && values.participants.length > MAX_ASSIGN_PARTICIPANTS)
      ctx.addIssue({
        code: 'custom',
        path: ['participants'],
        ...localized('courses.assign.tooMany', { count: MAX_ASSIGN_PARTICIPANTS }),
      });
  })
  .transform((values): AssignCourseBody => ({
    all: values.all,
    autoAssignAll: values.autoAssignAll,
    participants: values.all ? [] : values.participants.map((p) => p.id),
  }));
type AssignFormValues = z.input<typeof assignFormSchema>;

const DEFAULTS: AssignFormValues = { all: false, autoAssignAll: false, participants: [] };

/**
 * "Assign": participants chosen by name (the participant picker, searched on the server), or all of the
 * user's participants, and whether the ones to come get it too; POST .../assign, then 'Participants
 * assigned to the Course!'. Rendered while open.
 */
export function AssignDialog({ course, onClose }: { course: CourseDefinition; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      onClose={onClose}
      title={t('courses.assign.title', { title: course.title })}
      description={
        <Typography variant="body2" color="text.secondary">
          {t('courses.assign.intro')}
        </Typography>
      }
      schema={assignFormSchema}
      defaultValues={{ ...DEFAULTS, autoAssignAll: course.autoAssignAll }}
      submit={(body) => assignCourse(course.id, body)}
      successMessage={t('courses.assign.done')}
      onDone={async () => {
        await queryClient.invalidateQueries({ queryKey: courseParticipantsKey(course.id) });
        void queryClient.invalidateQueries({ queryKey: courseKey(course.id) });
        void queryClient.invalidateQueries({ queryKey: courseListKey });
      }}
      submitLabel={t('courses.assign.submit')}
      fullScreenOnPhone
    >
      <ParticipantsField />
      <SwitchField name="all" label={t('courses.assign.all')} hint={t('courses.assign.allHint')} />
      <SwitchField name="autoAssignAll" label={t('courses.assign.future')} hint={t('courses.assign.futureHint')} />
    </FormDialog>
  );
}

function ParticipantsField() {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController<AssignFormValues, 'participants'>({ name: 'participants' });
  const all = useWatch<AssignFormValues, 'all'>({ name: 'all' });
  return (
    <ParticipantMultiPicker
      value={field.value}
      onChange={field.onChange}
      filter={{ active: 'true' }}
      label={t('courses.assign.participants')}
      helperText={fieldState.error?.message ?? (all ? t('courses.assign.allChosen') : t('courses.assign.pickHint'))}
      noOptionsText={t('courses.assign.noMatch')}
      error={fieldState.invalid}
      disabled={all || formState.isSubmitting}
    />
  );
}

function SwitchField({ name, label, hint }: { name: 'all' | 'autoAssignAll'; label: string; hint: string }) {
  const { field, formState } = useController<AssignFormValues, typeof name>({
    name,
    // The participants' rule reads these switches too.
    rules: { deps: ['participants'] },
  });
  return (
    <Stack>
      <FormControlLabel
        control={
          <Switch
            checked={field.value}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            disabled={formState.isSubmitting}
          />
        }
        label={label}
      />
      <FormHelperText sx={{ mt: 0, ml: 6 }}>{hint}</FormHelperText>
    </Stack>
  );
}
