import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { placementChoices, type PolicyActor } from '@stride/contracts';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fullName, useAdvisors, useCompanies } from '../participantQueries';
import type { ImportFormValues } from './importForm';

interface Option {
  id: number;
  label: string;
}

interface IdSelectProps {
  name: 'practiceId' | 'advisorId';
  label: string;
  options: readonly Option[];
  /** Shown when nothing valid is chosen. */
  requiredMessage: string;
  helperText?: string;
  onPicked?: () => void;
}

function IdSelect({ name, label, options, requiredMessage, helperText, onPicked }: IdSelectProps) {
  const { field, fieldState } = useController<ImportFormValues, typeof name>({ name });
  const { isSubmitting } = useFormState<ImportFormValues>();
  const value = typeof field.value === 'number' ? field.value : '';
  return (
    <TextField
      select
      required
      label={label}
      name={field.name}
      value={options.some((option) => option.id === value) ? value : ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        field.onChange(event.target.value === '' ? null : Number(event.target.value));
        onPicked?.();
      }}
      disabled={isSubmitting}
      error={fieldState.invalid}
      helperText={fieldState.invalid ? requiredMessage : helperText}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * Whose participants the imported become: an advisor of the actor's own company (practice staff), or
 * of a company an admin chooses first (docs/decisions.md, "Participant import").
 */
export function ImportPlacementFields({ actor }: { actor: PolicyActor }) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<ImportFormValues>();
  const practiceId = useWatch<ImportFormValues, 'practiceId'>({ name: 'practiceId' });
  const choosesCompany = placementChoices(actor).practice;
  const companyId = choosesCompany ? practiceId : actor.companyId;
  const companies = useCompanies(choosesCompany).data ?? [];
  const advisors = useAdvisors(companyId ?? undefined);
  const options = (advisors.data ?? [])
    .filter((advisor) => advisor.isActive)
    .map((advisor) => ({ id: advisor.profileId, label: fullName(advisor) }));
  const advisorHelp =
    companyId === null || companyId === undefined
      ? t('tasks.chooseCompany')
      : advisors.isSuccess && options.length === 0
        ? t('tasks.noAdvisors')
        : undefined;

  return (
    <>
      {choosesCompany ? (
        <IdSelect
          name="practiceId"
          label={t('tasks.company')}
          options={companies.map((company) => ({ id: company.id, label: company.name }))}
          requiredMessage={t('tasks.chooseCompany')}
          // Another company's advisor cannot take them.
          onPicked={() => setValue('advisorId', null)}
        />
      ) : null}
      <IdSelect
        name="advisorId"
        label={t('tasks.advisor')}
        options={options}
        requiredMessage={t('tasks.chooseAdvisor')}
        helperText={advisorHelp}
      />
    </>
  );
}
