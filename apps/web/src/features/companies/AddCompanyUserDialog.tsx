import { createPracticeUserBodySchema, Role, type CreatePracticeUserBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api/client';
import { FormDialog } from '../../app/forms/FormDialog';
import { COMPANIES_KEY, parseStaffUser } from './companyQueries';
import { StaffFields, type StaffValues } from './StaffFields';

const EMPTY: StaffValues = { firstName: '', lastName: '', email: '', language: 'en', roleId: Role.Advisor };

/** Add company user: the server mails the new user a set-password link. */
export function AddCompanyUserDialog({
  companyId,
  open,
  onClose,
}: {
  companyId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const create = (body: CreatePracticeUserBody) =>
    api.post(`/practices/${companyId}/users`, body, { parse: parseStaffUser });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companies.addUserTitle')}
      schema={createPracticeUserBodySchema}
      defaultValues={EMPTY}
      submit={create}
      successMessage={t('companies.userAdded')}
      // The staff list, the head counts and the participants' advisor pickers.
      onDone={() => queryClient.invalidateQueries({ queryKey: COMPANIES_KEY })}
    >
      <StaffFields />
    </FormDialog>
  );
}
