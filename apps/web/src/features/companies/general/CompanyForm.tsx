import TextField from '@mui/material/TextField';
import { endpoints, updateCompanyBodySchema, type Company, type UpdateCompanyBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../app/api';
import { FormTextField } from '../../../app/forms/FormTextField';
import { useVersionedForm } from '../../../app/forms/useVersionedForm';
import { VersionedForm } from '../../../app/forms/VersionedForm';
import { companyKey, companyListKey, getCompany } from '../companyQueries';

const toValues = ({ name }: Company): UpdateCompanyBody => ({ name });

/** The company's name, saved with If-Match ('Saved!'); read-only for those who may not change it. */
export function CompanyForm({ company, editable }: { company: Company; editable: boolean }) {
  const { t } = useTranslation();
  if (!editable)
    return (
      <TextField
        label={t('companies.name')}
        value={company.name}
        helperText={t('companies.readOnly')}
        slotProps={{ input: { readOnly: true } }}
        fullWidth
      />
    );
  return <EditableCompanyForm company={company} />;
}

function EditableCompanyForm({ company }: { company: Company }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = useVersionedForm({
    schema: updateCompanyBodySchema,
    resource: company,
    toValues,
    save: (body, version) => callEndpoint(endpoints.companies.update, { params: { id: company.id }, body, version }),
    reload: () => getCompany(company.id),
    queryKey: companyKey(company.id),
    successMessage: (tNow) => tNow('companies.saved'),
    onSaved: () => queryClient.invalidateQueries({ queryKey: companyListKey }),
  });
  return (
    <VersionedForm state={state}>
      <FormTextField<UpdateCompanyBody> name="name" label={t('companies.name')} required fullWidth />
    </VersionedForm>
  );
}
