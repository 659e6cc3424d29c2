import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { endpoints, practiceRoleIdSchema, updatePracticeUserBodySchema, type StaffUser } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { useVersionedForm } from '../../../app/forms/useVersionedForm';
import { VersionedDialogForm } from '../../../app/forms/VersionedForm';
import { companyStaffKey, companyUserKey, getCompanyUser, useCompanyUser } from '../companyQueries';
import { StaffFields, type StaffValues } from './StaffFields';
import { useLastShown } from '../useLastShown';

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
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updatePracticeUserBodySchema,
    resource: user,
    toValues,
    save: (body, version) =>
      callEndpoint(endpoints.companies.updateUser, {
        params: { practiceId: companyId, userId: user.id },
        body,
        version,
      }),
    reload: () => getCompanyUser(companyId, user.id),
    queryKey: companyUserKey(companyId, user.id),
    successMessage: (tNow) => tNow('companies.userEdited'),
    onSaved: async () => {
      onClose();
      await queryClient.invalidateQueries({ queryKey: companyStaffKey(companyId) });
    },
  });
  return (
    <VersionedDialogForm state={state} onCancel={onClose}>
      <StaffFields roleFixed={ownRole} emailLocked={user.emailConfirmed} />
    </VersionedDialogForm>
  );
}
