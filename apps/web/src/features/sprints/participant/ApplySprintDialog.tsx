import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ApplySprintTemplateResult, Participant } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { isPlainDate, localToday } from '../../../app/format/days';
import { useSnackbar } from '../../../app/ui/snackbar';
import { ParticipantMultiPicker } from '../../participants/ParticipantMultiPicker';
import { ChangeDialog } from '../../routines/builder/ChangeDialog';
import { applyTemplate } from '../sprintsApi';
import { useTemplateChoices } from '../sprintsQueries';

/** What an apply did, for the page to tell: any message whose time had passed was skipped. */
export interface AppliedSprint {
  results: ApplySprintTemplateResult[];
  messageInPast: boolean;
  skipped: number;
}

/**
 * "Apply a sprint": a template (chosen here, or the one of the editor), the participants (chosen here, or
 * the one of the page) and the day their Day 1 falls on (today by default); POST apply for each
 * ('New messages scheduled!'). Rendered while open.
 */
export function ApplySprintDialog({
  template,
  participant,
  onClose,
  onApplied,
}: {
  template?: { id: number; name: string };
  participant?: { profileId: number };
  onClose: () => void;
  onApplied: (applied: AppliedSprint) => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const choices = useTemplateChoices('', template === undefined);
  const [templateId, setTemplateId] = useState<number | ''>(template?.id ?? '');
  const [chosen, setChosen] = useState<Participant[]>([]);
  const [startDate, setStartDate] = useState(localToday());
  const [errors, setErrors] = useState<{ template?: string; date?: string }>({});

  const submit = async () => {
    const next: typeof errors = {};
    if (templateId === '') next.template = t('sprints.chooseTemplate');
    if (!isPlainDate(startDate)) next.date = t('sprints.dateRequired');
    setErrors(next);
    if (Object.keys(next).length > 0) return null;
    const profiles = participant ? [participant.profileId] : chosen.map((p) => p.profileId);
    if (profiles.length === 0) return t('sprints.chooseSomeone');
    const results: ApplySprintTemplateResult[] = [];
    try {
      for (const profileId of profiles) results.push(await applyTemplate(Number(templateId), profileId, startDate));
    } catch (error) {
      return errorMessage(error, t);
    }
    snackbar.show(t('sprints.scheduled'));
    onClose();
    onApplied({
      results,
      messageInPast: results.some((r) => r.messageInPast),
      skipped: results.reduce((sum, r) => sum + r.skipped, 0),
    });
    return null;
  };

  return (
    <ChangeDialog
      open
      title={template ? t('sprints.applyNamed', { name: template.name }) : t('sprints.applyTitle')}
      submitLabel={t('sprints.applySubmit')}
      onClose={onClose}
      onSubmit={submit}
    >
      {template ? null : (
        <TextField
          select
          label={t('sprints.templateField')}
          value={templateId}
          onChange={(event) => setTemplateId(Number(event.target.value))}
          error={Boolean(errors.template)}
          helperText={errors.template}
          required
        >
          {(choices.data?.templates ?? []).map((choice) => (
            <MenuItem key={choice.id} value={choice.id}>
              {t('sprints.templateChoice', { name: choice.name, count: choice.messageCount })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {choices.error ? <Alert severity="error">{errorMessage(choices.error, t)}</Alert> : null}
      {participant ? null : (
        <ParticipantMultiPicker
          value={chosen}
          onChange={setChosen}
          filter={{ active: 'true' }}
          label={t('sprints.applyPick')}
          helperText={t('sprints.applyPickHint')}
          noOptionsText={t('sprints.applyNoMatch')}
        />
      )}
      <TextField
        label={t('sprints.startDate')}
        type="date"
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={Boolean(errors.date)}
        helperText={errors.date ?? t('sprints.startDateHint')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ChangeDialog>
  );
}
