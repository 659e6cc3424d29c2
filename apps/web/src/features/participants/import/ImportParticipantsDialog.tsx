import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { placementChoices, type PolicyActor } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { FormDialog } from '../../../app/forms/FormDialog';
import { openTasksPanel } from '../../tasks/tasksPanel';
import { addStartedTask } from '../../tasks/tasksQueries';
import { ImportFileField } from './ImportFileField';
import { downloadTemplate, importFormSchema, startImport, type ImportFormValues } from './importForm';
import { ImportPlacementFields } from './ImportPlacementFields';

interface ImportParticipantsDialogProps {
  open: boolean;
  onClose: () => void;
  actor: PolicyActor;
}

/** The template of the columns, fetched with the user's token. */
function DownloadTemplateButton() {
  const { t } = useTranslation();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadTemplate();
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="text"
      startIcon={<DownloadIcon />}
      loading={busy}
      onClick={() => void download()}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('tasks.downloadTemplate')}
    </Button>
  );
}

/**
 * Import participants (spec 002, Tasks): an advisor and a CSV or XLSX file; the import runs as a
 * background task, so the dialog closes and the tasks panel opens on it.
 */
export function ImportParticipantsDialog({ open, onClose, actor }: ImportParticipantsDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const choices = placementChoices(actor);
  const practiceId = choices.practice ? null : actor.companyId;
  // An advisor imports their own participants unless they choose a colleague.
  const advisorId = choices.ownAdvisorId;
  const defaultValues = useMemo<ImportFormValues>(
    () => ({ practiceId, advisorId, file: null }),
    [practiceId, advisorId],
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('tasks.importTitle')}
      schema={importFormSchema}
      defaultValues={defaultValues}
      submit={startImport}
      successMessage={t('tasks.importStarted')}
      submitLabel={t('tasks.import')}
      onDone={(task) => {
        addStartedTask(queryClient, task);
        openTasksPanel();
      }}
    >
      <Typography variant="body2">{t('tasks.importIntro')}</Typography>
      <DownloadTemplateButton />
      <ImportPlacementFields actor={actor} />
      <ImportFileField />
    </FormDialog>
  );
}
