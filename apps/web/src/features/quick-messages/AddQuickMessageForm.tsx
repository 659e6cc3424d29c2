import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { QuickMessageBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../app/forms/FormTextField';
import { addQuickMessage, quickMessagesKey } from './quickMessagesApi';
import { useQuickMessageForm } from './useQuickMessageForm';

/** POST /profiles/{id}/quickMessages ('Quick message added.'); the field empties for the next one. */
export function AddQuickMessageForm({ profileId }: { profileId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { form, onSubmit } = useQuickMessageForm({
    initial: '',
    save: async (body) => {
      await addQuickMessage(profileId, body);
      await queryClient.invalidateQueries({ queryKey: quickMessagesKey(profileId) });
    },
    successText: t('profile.messageAdded'),
    failureText: t('profile.addFailed'),
    onSaved: () => form.reset({ message: '' }),
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack spacing={1.5}>
          <FormTextField<QuickMessageBody> name="message" label={t('profile.message')} multiline minRows={2} required />
          <Box>
            <Button type="submit" variant="contained" startIcon={<AddIcon />} loading={form.formState.isSubmitting}>
              {t('profile.addMessage')}
            </Button>
          </Box>
        </Stack>
      </form>
    </FormProvider>
  );
}
