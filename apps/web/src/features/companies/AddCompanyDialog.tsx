import { createCompanyBodySchema, endpoints, type CreateCompanyBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { callEndpoint } from '../../app/api';
import { FormDialog } from '../../app/forms/FormDialog';
import { FormTextField } from '../../app/forms/FormTextField';
import { COMPANIES_KEY } from './companyQueries';

type Values = z.input<typeof createCompanyBodySchema>;
const EMPTY: Values = { name: '' };
const createCompany = (body: CreateCompanyBody) => callEndpoint(endpoints.companies.create, { body });

/** Add company: its name; the features are set on its General tab. The new company opens. */
export function AddCompanyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('companies.addTitle')}
      schema={createCompanyBodySchema}
      defaultValues={EMPTY}
      submit={createCompany}
      successMessage={t('companies.added')}
      onDone={async (company) => {
        await queryClient.invalidateQueries({ queryKey: COMPANIES_KEY });
        await navigate(`/company/${company.id}/general`);
      }}
    >
      <FormTextField<Values> name="name" label={t('companies.name')} required autoFocus />
    </FormDialog>
  );
}
