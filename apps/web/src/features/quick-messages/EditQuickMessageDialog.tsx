import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { QuickMessage, QuickMessageBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../app/forms/FormTextField';
import { quickMessagesKey, updateQuickMessage } from './quickMessagesApi';
import { useQuickMessageForm } from './useQuickMessageForm';

interface Props {
  message: QuickMessage;
  onClose: () => void;
}

/** Edits one quick message with If-Match ('Quick message updated.'); mounted per message, so it opens on its text. */
export function EditQuickMessageDialog({ message, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  // Told inside the dialog: a modal hides the rest of the page (the snackbar too) from assistive technology.
  const [failure, setFailure] = useState<string | null>(null);
  const { form, onSubmit } = useQuickMessageForm({
    initial: message.message,
    save: async (body) => {
      await updateQuickMessage(message, body);
      await queryClient.invalidateQueries({ queryKey: quickMessagesKey(message.profileId) });
    },
    successText: t('profile.messageUpdated'),
    failureText: t('profile.updateFailed'),
    onSaved: onClose,
    onFailure: setFailure,
  });
  const busy = form.formState.isSubmitting;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <FormProvider {...form}>
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <DialogTitle id={titleId}>{t('profile.editMessage')}</DialogTitle>
          <DialogContent>
            {failure ? (
              <Alert severity="error" sx={{ mb: 1 }}>
                {failure}
              </Alert>
            ) : null}
            <FormTextField<QuickMessageBody>
              name="message"
              label={t('profile.message')}
              multiline
              minRows={3}
              required
              fullWidth
              autoFocus
              sx={{ mt: 1 }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={busy} disabled={!form.formState.isDirty}>
              {t('form.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
