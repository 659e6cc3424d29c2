import Switch from '@mui/material/Switch';
import type { Program } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { setProgramActive } from './programApi';
import { PROGRAMS_KEY } from './programQueries';

/** Turns a program on or off at once ('Program updated!'). */
export function ProgramActiveSwitch({ program }: { program: Program }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [busy, setBusy] = useState(false);

  const change = async (active: boolean) => {
    setBusy(true);
    try {
      await setProgramActive(program, active);
      snackbar.show(t('companies.programUpdated'));
      await queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY });
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Switch
      checked={program.active}
      disabled={busy}
      onChange={(event) => void change(event.target.checked)}
      slotProps={{ input: { 'aria-label': t('companies.activeFor', { name: program.name }) } }}
    />
  );
}
