import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../../app/errors';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';

/**
 * "Start again": after a confirmation, what waits is saved first (`beforeStart`: nothing typed is lost to
 * the survey left), then a new survey starts from the first question (forceNew).
 */
export function StartAgain({
  startAgain,
  beforeStart,
  disabled = false,
}: {
  startAgain: () => Promise<void>;
  beforeStart?: () => Promise<unknown>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const onError = useErrorHandler();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    try {
      await beforeStart?.();
      await startAgain();
    } catch (error) {
      onError(error);
      throw error;
    }
  };
  return (
    <div>
      <Button variant="text" onClick={() => setOpen(true)} disabled={disabled}>
        {t('publicSurveys.startAgain.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('publicSurveys.startAgain.title')}
        confirmLabel={t('publicSurveys.startAgain.confirm')}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      >
        {t('publicSurveys.startAgain.text')}
      </ConfirmDialog>
    </div>
  );
}
