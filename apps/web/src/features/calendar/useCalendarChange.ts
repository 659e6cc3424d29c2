import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { calendarKey } from './calendarQueries';

/**
 * One change of the participant's calendar from the page (a drag, a paste, a delete): sent once (spec 001
 * section 8); success says the spec's words; either way the days shown are read again (after a failure, to
 * show the calendar as stored: a dragged item goes back). Answers whether it went through.
 */
export function useCalendarChange(userId: number) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (change: () => Promise<unknown>, successMessage: string | ((answer: unknown) => string)) => {
      setBusy(true);
      try {
        const answer = await change();
        snackbar.show(typeof successMessage === 'function' ? successMessage(answer) : successMessage);
        return true;
      } catch (error) {
        snackbar.show(errorMessage(error, t), 'error');
        return false;
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries({ queryKey: calendarKey(userId) });
      }
    },
    [queryClient, snackbar, t, userId],
  );

  return { busy, run };
}
