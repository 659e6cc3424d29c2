import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Participant, Program } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fullName } from './companyQueries';
import { useParticipantSearch } from './programQueries';

const DEBOUNCE_MS = 300;

/** Picks participants of the program's company by name or e-mail and assigns them ('Profiles assigned!'). */
export function AssignProfilesPicker({
  program,
  onAssign,
}: {
  program: Program;
  onAssign: (profileIds: number[]) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Participant[]>([]);
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data: options = [], isFetching } = useParticipantSearch(program.companyId, search, open);

  const assign = async () => {
    setBusy(true);
    const done = await onAssign(chosen.map((participant) => participant.profileId));
    setBusy(false);
    if (done) setChosen([]);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <Autocomplete
        multiple
        fullWidth
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        options={options}
        value={chosen}
        onChange={(_event, value) => setChosen(value)}
        inputValue={text}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setText(value);
        }}
        filterOptions={(all) => all}
        isOptionEqualToValue={(option, value) => option.profileId === value.profileId}
        getOptionLabel={(participant) => `${fullName(participant)} (${participant.email})`}
        loading={isFetching}
        loadingText={t('common.loading')}
        noOptionsText={t('companies.noMatch')}
        disabled={busy}
        renderInput={(params) => (
          <TextField {...params} label={t('companies.assignPick')} helperText={t('companies.assignPickHint')} />
        )}
      />
      <Button
        variant="contained"
        size="large"
        onClick={() => void assign()}
        disabled={chosen.length === 0}
        loading={busy}
        sx={{ mt: { sm: 1 } }}
      >
        {t('companies.assign')}
      </Button>
    </Stack>
  );
}
