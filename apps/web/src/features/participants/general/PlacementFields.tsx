import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { placementChoices, type PolicyActor } from '@stride/contracts';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fullName, useAdvisors, useCompanies, useConsultants } from '../participantQueries';

/** The placement part of a participant's form (docs/decisions.md, "Where a participant is"). */
export interface PlacementValues {
  practiceId?: number | null;
  advisorId?: number | null;
  consultantId?: number | null;
}

type PlacementName = keyof PlacementValues;

interface Option {
  id: number;
  label: string;
}

/** A select of ids where "None" is null (a MUI select holds '' for it). */
function IdSelect({
  name,
  label,
  noneLabel,
  options,
  onPicked,
}: {
  name: PlacementName;
  label: string;
  noneLabel: string;
  options: readonly Option[];
  /** After the user picks, e.g. to clear what the choice makes meaningless. */
  onPicked?: (id: number | null) => void;
}) {
  const { field, fieldState } = useController<PlacementValues>({ name });
  const { isSubmitting } = useFormState<PlacementValues>();
  const value = typeof field.value === 'number' ? field.value : '';
  // The current coach may be missing from the options (an inactive advisor, a list not loaded yet).
  const known = value === '' || options.some((option) => option.id === value);
  return (
    <TextField
      select
      label={label}
      name={field.name}
      value={value}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => {
        const raw = event.target.value;
        const id = raw === '' ? null : Number(raw);
        field.onChange(id);
        onPicked?.(id);
      }}
      disabled={isSubmitting}
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
      fullWidth
      // "None" is a choice like the others: shown, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{noneLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.label}
        </MenuItem>
      ))}
      {known ? null : <MenuItem value={value}>{`#${value}`}</MenuItem>}
    </TextField>
  );
}

interface Props {
  actor: PolicyActor;
  /** Placement the screen sets itself (e.g. the company's tab): no control for it. */
  fixed?: Partial<Record<PlacementName, boolean>>;
}

/**
 * Company, then its advisor (Company WLP, or none: Company General), or no company and a consultant
 * (WLP (D2C)). Admins choose all three; practice staff place in their own company, so they choose the
 * advisor only; a consultant places direct-to-consumer participants with a consultant.
 */
export function PlacementFields({ actor, fixed = {} }: Props) {
  const { t } = useTranslation();
  const { setValue } = useFormContext<PlacementValues>();
  const practiceId = useWatch<PlacementValues, 'practiceId'>({ name: 'practiceId' });
  const choices = placementChoices(actor);
  const own = choices.ownPracticeId;
  const companyId = own !== undefined ? (own ?? undefined) : (practiceId ?? undefined);

  const showCompany = choices.practice && !fixed.practiceId;
  const showAdvisor = choices.advisor && companyId !== undefined && !fixed.advisorId;
  const showConsultant = choices.consultant && companyId === undefined && !fixed.consultantId;

  const companies = useCompanies(showCompany).data ?? [];
  const advisors = useAdvisors(showAdvisor ? companyId : undefined).data ?? [];
  const consultants = useConsultants(showConsultant).data ?? [];
  const touch = { shouldDirty: true, shouldValidate: false } as const;

  return (
    <>
      {showCompany ? (
        <IdSelect
          name="practiceId"
          label={t('participants.company')}
          noneLabel={t('participants.noCompany')}
          options={companies.map((company) => ({ id: company.id, label: company.name }))}
          // Another company's advisor means nothing; a company's participant has no consultant.
          onPicked={(id) => {
            setValue('advisorId', null, touch);
            if (id !== null) setValue('consultantId', null, touch);
          }}
        />
      ) : null}
      {showAdvisor ? (
        <IdSelect
          name="advisorId"
          label={t('participants.advisor')}
          noneLabel={t('participants.noAdvisor')}
          options={advisors
            .filter((advisor) => advisor.isActive)
            .map((advisor) => ({ id: advisor.profileId, label: fullName(advisor) }))}
        />
      ) : null}
      {showConsultant ? (
        <IdSelect
          name="consultantId"
          label={t('participants.consultant')}
          noneLabel={t('participants.noConsultant')}
          options={consultants
            .filter((consultant) => consultant.isActive)
            .map((consultant) => ({ id: consultant.profileId, label: fullName(consultant) }))}
        />
      ) : null}
    </>
  );
}
