import TextField from '@mui/material/TextField';
import type { Participant } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { localToday } from '../../../app/format/days';
import { ParticipantMultiPicker } from '../../participants/ParticipantMultiPicker';
import { ChangeDialog } from './ChangeDialog';

/**
 * "Assign to participants": the active participants the advisor sees (by name or e-mail) and the day the
 * routine's Day 1 falls on; POST assign puts every item on their calendars.
 */
export function AssignDialog({
  open,
  onClose,
  onAssign,
}: {
  open: boolean;
  onClose: () => void;
  onAssign: (participants: Participant[], startDate: string) => Promise<string | null>;
}) {
  const { t } = useTenantTranslation();
  const [chosen, setChosen] = useState<Participant[]>([]);
  const [startDate, setStartDate] = useState('');
  const [dateError, setDateError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setChosen([]);
    setStartDate(localToday());
    setDateError(null);
  }, [open]);
  const submit = () => {
    if (chosen.length === 0) return Promise.resolve(t('routineBuilder.assignChooseSomeone'));
    if (!/^\d{4}-\d{2}-\d{2}$/.test(startDate)) {
      setDateError(t('routineBuilder.assignDateRequired'));
      return Promise.resolve(null);
    }
    setDateError(null);
    return onAssign(chosen, startDate);
  };
  return (
    <ChangeDialog
      open={open}
      title={t('routineBuilder.assignTitle')}
      submitLabel={t('routineBuilder.assignSubmit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <ParticipantMultiPicker
        value={chosen}
        onChange={setChosen}
        filter={{ active: 'true' }}
        label={t('routineBuilder.assignPick')}
        helperText={t('routineBuilder.assignPickHint')}
        noOptionsText={t('routineBuilder.assignNoMatch')}
      />
      <TextField
        label={t('routineBuilder.assignStart')}
        type="date"
        value={startDate}
        onChange={(event) => setStartDate(event.target.value)}
        error={Boolean(dateError)}
        helperText={dateError ?? t('routineBuilder.assignStartHint')}
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ChangeDialog>
  );
}
