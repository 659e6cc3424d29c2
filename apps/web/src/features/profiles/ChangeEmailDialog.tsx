import Typography from '@mui/material/Typography';
import { changeEmailBodySchema, endpoints, type ChangeEmailBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { profileQueryKey } from '../../app/profile/currentProfile';

const EMPTY: ChangeEmailBody = { email: '', password: '' };

/**
 * POST /profiles/{id}/email: one's own new sign-in e-mail, with one's password. The server mails a link
 * to the new address; the profile is read again so the address waiting for confirmation shows.
 */
export function ChangeEmailDialog({ profileId, onClose }: { profileId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      onClose={onClose}
      title={t('profile.signInEmail.dialogTitle')}
      description={<Typography>{t('profile.signInEmail.intro')}</Typography>}
      schema={changeEmailBodySchema}
      defaultValues={EMPTY}
      submit={(body) => callEndpoint(endpoints.profiles.changeEmail, { params: { id: profileId }, body })}
      // The server's words ("We have sent a link…"), in the user's language.
      successMessage={t('profile.signInEmail.requested')}
      onDone={() => queryClient.invalidateQueries({ queryKey: profileQueryKey(profileId) })}
      submitLabel={t('profile.signInEmail.send')}
      maxWidth="xs"
    >
      <FormTextField<ChangeEmailBody>
        name="email"
        type="email"
        label={t('profile.signInEmail.newEmail')}
        autoComplete="email"
        required
        autoFocus
      />
      <FormTextField<ChangeEmailBody>
        name="password"
        type="password"
        label={t('profile.signInEmail.password')}
        autoComplete="current-password"
        required
      />
    </FormDialog>
  );
}
