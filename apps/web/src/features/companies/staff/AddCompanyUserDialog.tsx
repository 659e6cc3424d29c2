import { createPracticeUserBodySchema, endpoints, Role, type CreatePracticeUserBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { COMPANIES_KEY } from '../companyQueries';
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
    callEndpoint(endpoints.companies.createUser, { params: { id: companyId }, body });
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
