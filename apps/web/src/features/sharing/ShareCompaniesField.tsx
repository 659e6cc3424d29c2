import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { SearchField } from '../../app/lists/SearchField';
import { useShareableCompanies } from './sharingQueries';

/** The words of the share dialog that holds the field (its feature's own). */
export interface ShareCompaniesWords {
  search: string;
  /** The group of checkboxes. */
  group: string;
  noMatch: string;
  none: string;
  /** "2 practices chosen", said as the choice changes; absent: not said. */
  chosen?: (count: number) => string;
}

/**
 * The practices one may share with (the sharing module's one list, for every kind's share dialog: the
 * exercise library's and the sprints'), a field of a share dialog's form (their ids, in the order they were
 * ticked): by name with a search, any number of them. Its error (none chosen) is told at the top, where
 * the dialog tells failures.
 */
export function ShareCompaniesField<T extends FieldValues>({
  name,
  words,
}: {
  name: Path<T>;
  words: ShareCompaniesWords;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const companies = useShareableCompanies(search);
  const { field, fieldState } = useController<T>({ name });
  const { isSubmitting } = useFormState<T>();
  const rows = companies.data?.items ?? [];
  const chosen = field.value as number[];
  const toggle = (id: number, on: boolean) => {
    const others = chosen.filter((other) => other !== id);
    field.onChange(on ? [...others, id] : others);
  };

  return (
    <>
      {fieldState.error ? <Alert severity="error">{fieldState.error.message}</Alert> : null}
      <SearchField value={search} onChange={setSearch} label={words.search} />
      {companies.isFetching ? <LinearProgress aria-label={t('common.loading')} /> : null}
      {companies.error ? <Alert severity="error">{errorMessage(companies.error, t)}</Alert> : null}
      <FormGroup role="group" aria-label={words.group} sx={{ maxHeight: { xs: 'none', sm: 320 }, overflowY: 'auto' }}>
        {rows.map((company) => (
          <FormControlLabel
            key={company.id}
            control={
              <Checkbox
                checked={chosen.includes(company.id)}
                onChange={(event) => toggle(company.id, event.target.checked)}
                disabled={isSubmitting}
              />
            }
            label={company.name}
          />
        ))}
      </FormGroup>
      {companies.data && rows.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {search ? words.noMatch : words.none}
        </Typography>
      ) : null}
      {words.chosen ? (
        <Typography variant="body2" role="status">
          {chosen.length > 0 ? words.chosen(chosen.length) : ''}
        </Typography>
      ) : null}
    </>
  );
}
