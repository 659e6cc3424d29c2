import { changePasswordBodySchema, endpoints, type ChangePasswordBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { SESSIONS_KEY } from './securityQueries';

const EMPTY: ChangePasswordBody = { currentPassword: '', password: '' };

/** POST /accounts/me/password: the current password and a new one; the other sessions are signed out. */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      onClose={onClose}
      title={t('accountSecurity.password.change')}
      schema={changePasswordBodySchema}
      defaultValues={EMPTY}
      submit={(body) => callEndpoint(endpoints.accounts.changePassword, { body })}
      successMessage={t('accountSecurity.password.changed')}
      onDone={() => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY })}
      submitLabel={t('accountSecurity.password.change')}
      maxWidth="xs"
    >
      <FormTextField<ChangePasswordBody>
        name="currentPassword"
        type="password"
        label={t('accountSecurity.password.current')}
        autoComplete="current-password"
        required
        autoFocus
      />
      <FormTextField<ChangePasswordBody>
        name="password"
        type="password"
        label={t('accountSecurity.password.new')}
        autoComplete="new-password"
        required
      />
    </FormDialog>
  );
}
