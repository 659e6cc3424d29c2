import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { practiceRoleIdSchema, updatePracticeUserBodySchema, type StaffUser } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { companyStaffKey, companyUserKey, parseStaffUser, useCompanyUser } from './companyQueries';
import { StaffFields, type StaffValues } from './StaffFields';
import { useLastShown } from './useLastShown';

const FIELDSET = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

interface Props {
  companyId: number;
  /** The user being edited; null closes the dialog. */
  userId: number | null;
  /** The signed-in user: nobody changes their own role. */
  actorUserId: number;
  onClose: () => void;
}

/** Edit company user: loaded with its ETag, saved with If-Match (412: reload, retry once), then the list reloads. */
export function EditCompanyUserDialog({ companyId, userId, actorUserId, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const shownId = useLastShown(userId);
  const { data: user, error } = useCompanyUser(companyId, shownId);
  return (
    <Dialog open={userId !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('companies.editUserTitle')}</DialogTitle>
      {user && user.id === shownId ? (
        <EditForm key={user.id} companyId={companyId} user={user} ownRole={user.id === actorUserId} onClose={onClose} />
      ) : (
        <DialogContent>
          {error ? (
            <Alert severity="error">{errorMessage(error, t)}</Alert>
          ) : (
            <LinearProgress aria-label={t('common.loading')} />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

const toValues = ({ firstName, lastName, email, language, roleId }: StaffUser): StaffValues => ({
  firstName,
  lastName,
  email,
  language,
  // A practice user's role is one of 4, 5, 6; anything else fails validation and is shown on the field.
  roleId: practiceRoleIdSchema.safeParse(roleId).data ?? (roleId as StaffValues['roleId']),
});

function EditForm({
  companyId,
  user,
  ownRole,
  onClose,
}: {
  companyId: number;
  user: StaffUser;
  ownRole: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updatePracticeUserBodySchema,
    resource: user,
    toValues,
    path: `/practices/${companyId}/users/${user.id}`,
    parse: parseStaffUser,
    queryKey: companyUserKey(companyId, user.id),
    successMessage: (tNow) => tNow('companies.userEdited'),
    onSaved: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: companyStaffKey(companyId) });
    },
  });
  return (
    <FormProvider {...state.form}>
      <form noValidate onSubmit={(event) => void state.onSubmit(event)}>
        <DialogContent>
          <fieldset disabled={state.saving} style={FIELDSET}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <StaffFields roleFixed={ownRole} />
            </Stack>
          </fieldset>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={state.saving}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={!state.canSave} loading={state.saving}>
            {t('form.save')}
          </Button>
        </DialogActions>
      </form>
    </FormProvider>
  );
}
