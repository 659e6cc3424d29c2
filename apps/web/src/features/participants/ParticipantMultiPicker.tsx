import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { endpoints, type Participant } from '@stride/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../app/api';
import { fullName, PARTICIPANTS_KEY } from './participantQueries';

const DEBOUNCE_MS = 300;
const PICK_PAGE = 20;

/** Narrows the participants offered (GET /participants filters), e.g. one company's or the active ones. */
export interface ParticipantPickFilter {
  practiceId?: number;
  active?: 'true';
}

/** The participants the user may see, by name or e-mail, while the list is open. */
function useParticipantOptions(filter: ParticipantPickFilter, search: string, enabled: boolean) {
  return useQuery({
    queryKey: [...PARTICIPANTS_KEY, 'pick', filter, search],
    queryFn: ({ signal }) =>
      callEndpoint(endpoints.participants.list, {
        query: { ...filter, search: search || undefined, perPage: PICK_PAGE, sort: 'lastName', order: 'asc' },
        signal,
      }),
    select: (data) => data.participants,
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** Chooses several participants by name or e-mail (searched on the server as the user types). */
export function ParticipantMultiPicker({
  value,
  onChange,
  filter = {},
  label,
  helperText,
  noOptionsText,
  disabled,
  error = false,
}: {
  value: Participant[];
  onChange: (value: Participant[]) => void;
  filter?: ParticipantPickFilter;
  label: string;
  helperText: string;
  noOptionsText: string;
  disabled?: boolean;
  /** The choice is refused (a form's rule): the helper text says why. */
  error?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useParticipantOptions(filter, search, open);

  return (
    <Autocomplete
      multiple
      fullWidth
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_event, typed, reason) => {
        if (reason !== 'reset') setText(typed);
      }}
      filterOptions={(all) => all}
      isOptionEqualToValue={(option, chosen) => option.profileId === chosen.profileId}
      getOptionLabel={(p) => `${fullName(p)} (${p.email})`}
      loading={isFetching}
      loadingText={t('common.loading')}
      noOptionsText={noOptionsText}
      disabled={disabled}
      renderInput={(params) => <TextField {...params} label={label} helperText={helperText} error={error} />}
    />
  );
}
