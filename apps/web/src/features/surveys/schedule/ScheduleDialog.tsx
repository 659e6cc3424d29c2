import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { Participant, ScheduleSurveyResult, SurveyKind } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { useSnackbar } from '../../../app/ui/snackbar';
import { ParticipantMultiPicker } from '../../participants/ParticipantMultiPicker';
import { scheduleSurveys } from '../surveysApi';
import { SURVEYS_KEY, useDefinitions } from '../surveysQueries';
import { scheduleFormSchema, type ScheduleFormValues } from './scheduleForm';

const NOW: ScheduleFormValues['when'] = 'now';
const LATER: ScheduleFormValues['when'] = 'later';

/** The next full hour in the browser's zone, as a `datetime-local` value: the date field's start. */
function nextHour(): string {
  const at = new Date();
  at.setHours(at.getHours() + 1, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:00`;
}

/** The spec's words after a schedule (section 8), joined in one snackbar: scheduled, then the notification's outcome. */
export function useScheduledMessage() {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return (result: ScheduleSurveyResult) => {
    const texts = [t('surveys.schedule.scheduled')];
    if (result.notified > 0) texts.push(t('surveys.schedule.notified'));
    if (result.notificationFailed > 0) texts.push(t('surveys.schedule.notificationFailed'));
    snackbar.show(texts.join(' '), result.notificationFailed > 0 ? 'warning' : 'success');
  };
}

/**
 * "Schedule": an instrument (of the kinds asked), participants (prefilled with the page's one), from now or
 * a date and time, optionally every 1 to 52 weeks; POST /participants/surveys, then "Screener scheduled!"
 * and the notification's outcome. Rendered while open.
 */
export function ScheduleDialog({
  onClose,
  kinds,
  participant,
}: {
  onClose: () => void;
  /** The kinds of instrument offered (a participant's tab: its kind); all by default. */
  kinds?: readonly SurveyKind[];
  /** The participant the dialog starts with. */
  participant?: Participant;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const told = useScheduledMessage();
  const defaults = useMemo<ScheduleFormValues>(
    () => ({
      definitionId: '',
      participants: participant ? [participant] : [],
      when: 'now',
      availableAt: nextHour(),
      repeatEveryWeeks: '',
    }),
    [participant],
  );
  const definitions = (useDefinitions().data ?? []).filter((d) => !kinds || kinds.includes(d.kind));

  return (
    <FormDialog
      onClose={onClose}
      title={t('surveys.schedule.title')}
      schema={scheduleFormSchema}
      defaultValues={defaults}
      submit={scheduleSurveys}
      onDone={async (result) => {
        told(result);
        await queryClient.invalidateQueries({ queryKey: SURVEYS_KEY });
      }}
      submitLabel={t('surveys.schedule.submit')}
      fullScreenOnPhone
    >
      <FormTextField<ScheduleFormValues> name="definitionId" label={t('surveys.schedule.instrument')} select required>
        {definitions.map((d) => (
          <MenuItem key={d.id} value={d.id}>
            {t('surveys.nameVersion', { name: d.name, version: d.version })}
          </MenuItem>
        ))}
      </FormTextField>
      <ParticipantsField />
      <WhenField />
      <FormTextField<ScheduleFormValues>
        name="repeatEveryWeeks"
        label={t('surveys.schedule.repeat')}
        helperText={t('surveys.schedule.repeatHint')}
        type="number"
        slotProps={{ htmlInput: { min: 1, max: 52, step: 1 } }}
      />
    </FormDialog>
  );
}

function ParticipantsField() {
  const { t } = useTranslation();
  const { field, fieldState, formState } = useController<ScheduleFormValues, 'participants'>({ name: 'participants' });
  return (
    <ParticipantMultiPicker
      value={field.value}
      onChange={field.onChange}
      filter={{ active: 'true' }}
      label={t('surveys.schedule.participants')}
      helperText={fieldState.error?.message ?? t('surveys.schedule.participantsHint')}
      noOptionsText={t('surveys.schedule.noMatch')}
      error={fieldState.invalid}
      disabled={formState.isSubmitting}
    />
  );
}

/** Now, or from a date and time (the browser's zone). */
function WhenField() {
  const { t } = useTranslation();
  const labelId = useId();
  const { field, formState } = useController<ScheduleFormValues, 'when'>({ name: 'when' });
  const when = useWatch<ScheduleFormValues, 'when'>({ name: 'when' });
  return (
    <>
      <FormControl disabled={formState.isSubmitting}>
        <FormLabel id={labelId}>{t('surveys.schedule.when')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          <FormControlLabel value={NOW} control={<Radio />} label={t('surveys.schedule.now')} />
          <FormControlLabel value={LATER} control={<Radio />} label={t('surveys.schedule.later')} />
        </RadioGroup>
      </FormControl>
      {when === 'later' ? (
        <FormTextField<ScheduleFormValues>
          name="availableAt"
          label={t('surveys.schedule.availableAt')}
          type="datetime-local"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ) : null}
    </>
  );
}
