import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { LIBRARY_KEY } from './libraryQueries';

interface ChangeOptions {
  /** The failure in the server's words alone (spec 001 section 8: a title change shows no retry). */
  noRetry?: boolean;
  /** Tells a failure its own way (e.g. a field error, a 409's uses); true when it did. */
  onFailure?: (error: unknown) => boolean;
  /** Reloads the library after a failure (a 412 or 404: show the folder as it is now). */
  reloadOnFailure?: boolean | ((error: unknown) => boolean);
  /** After the confirmation and the closing, before the reload. */
  onDone?: () => void;
}

/**
 * One change from a library dialog, sent once: busy while it runs; success confirms, closes the dialog and
 * reloads the library; a failure is told in the dialog (a modal hides the snackbar from assistive
 * technology) with the shared handler's words.
 */
export function useLibraryChange(onClose: () => void) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: LIBRARY_KEY });

  const run = async (change: () => Promise<unknown>, successMessage: string, options: ChangeOptions = {}) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      snackbar.show(successMessage);
      onClose();
      options.onDone?.();
      await reload();
    } catch (error) {
      if (!options.onFailure?.(error)) setFailure(errorMessage(error, t, { noRetry: options.noRetry }));
      const { reloadOnFailure } = options;
      if (typeof reloadOnFailure === 'function' ? reloadOnFailure(error) : reloadOnFailure) void reload();
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, run, reload };
}
