import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Participant, Program } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ParticipantMultiPicker } from '../participants/ParticipantMultiPicker';

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
  const [busy, setBusy] = useState(false);

  const assign = async () => {
    setBusy(true);
    const done = await onAssign(chosen.map((participant) => participant.profileId));
    setBusy(false);
    if (done) setChosen([]);
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <ParticipantMultiPicker
        value={chosen}
        onChange={setChosen}
        filter={{ practiceId: program.companyId }}
        label={t('companies.assignPick')}
        helperText={t('companies.assignPickHint')}
        noOptionsText={t('companies.noMatch')}
        disabled={busy}
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
