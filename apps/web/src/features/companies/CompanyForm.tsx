import TextField from '@mui/material/TextField';
import { updateCompanyBodySchema, type Company, type UpdateCompanyBody } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../app/forms/FormTextField';
import { useVersionedForm } from '../../app/forms/useVersionedForm';
import { VersionedForm } from '../../app/forms/VersionedForm';
import { companyKey, companyListKey, parseCompany } from './companyQueries';

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
    path: `/practices/${company.id}`,
    parse: parseCompany,
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
