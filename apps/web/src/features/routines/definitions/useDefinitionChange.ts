import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../app/api';
import { useDialogChange } from '../../../app/forms/useDialogChange';
import { ROUTINES_KEY } from '../routinesQueries';

/** A failure other than a field error (a 412 or 404): the library reloads to show it as it is now. */
export const reloadUnlessFieldError = (error: unknown) => error instanceof ApiError && error.status !== 400;

/**
 * One change from an exercise library dialog, sent once (spec 001 section 8; app/forms/useDialogChange):
 * success confirms with the spec's words, closes and reloads the library; a failure is told in the dialog
 * with the shared handler's words, and the library reloads unless it was a field error.
 */
export const useDefinitionChange = (onClose: () => void) =>
  useDialogChange(onClose, ROUTINES_KEY, reloadUnlessFieldError);

/**
 * The same reloads for an exercise library dialog on app/forms/FormDialog: `onDone` reloads the library
 * after a success, `onFailure` after a failure other than a field error.
 */
export function useDefinitionReload() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ROUTINES_KEY });
  return {
    onDone: reload,
    onFailure: (error: unknown) => {
      if (reloadUnlessFieldError(error)) void reload();
    },
  };
}
