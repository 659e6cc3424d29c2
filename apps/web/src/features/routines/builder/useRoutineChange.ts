import { sequenceSchema, type Sequence } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, currentFromConflict } from '../../../app/api';
import { errorMessage } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { fetchSequence, sequenceKey, sequenceParticipantsKey, storeSequence } from '../sequences/sequencesQueries';

export interface RoutineChangeOptions {
  /** Tell a failure in a dialog instead of the snackbar (a modal hides the snackbar from screen readers). */
  onFailure?: (message: string) => void;
  /** After the confirmation, e.g. close the dialog. */
  onDone?: (sequence: Sequence) => void;
}

/**
 * One change of the routine in the builder: it goes with the routine's If-Match (the version on screen),
 * and the answer (the whole routine, its new version) replaces the cached one. A 412 puts the routine as it
 * is now on screen (the 412's own copy, else read again) and says the standard stale message; edits are not
 * retried (spec 001 section 8). Returns the new routine, or null when it failed.
 */
export function useRoutineChange(id: number) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (
      change: (current: Sequence) => Promise<Sequence>,
      successMessage: string,
      options: RoutineChangeOptions = {},
    ): Promise<Sequence | null> => {
      const current = queryClient.getQueryData<Sequence>(sequenceKey(id));
      if (!current) return null;
      setBusy(true);
      try {
        const next = await change(current);
        storeSequence(queryClient, next);
        snackbar.show(successMessage);
        options.onDone?.(next);
        return next;
      } catch (error) {
        const message = errorMessage(error, t);
        if (options.onFailure) options.onFailure(message);
        else snackbar.show(message, 'error');
        if (error instanceof ApiError && (error.status === 412 || error.status === 404 || error.status === 409)) {
          const parsed = sequenceSchema.safeParse(currentFromConflict(error));
          if (parsed.success) storeSequence(queryClient, parsed.data);
          else await queryClient.invalidateQueries({ queryKey: sequenceKey(id) });
        } else {
          // What is on screen may have moved ahead of the server (a drag): show the routine as stored.
          await queryClient.invalidateQueries({ queryKey: sequenceKey(id) });
        }
        return null;
      } finally {
        setBusy(false);
      }
    },
    [id, queryClient, snackbar, t],
  );

  /** Reads the routine again (after an assignment: its participants too). */
  const reload = useCallback(async () => {
    await queryClient.fetchQuery({ queryKey: sequenceKey(id), queryFn: () => fetchSequence(id) });
    await queryClient.invalidateQueries({ queryKey: sequenceParticipantsKey(id) });
  }, [id, queryClient]);

  return { busy, run, reload };
}
