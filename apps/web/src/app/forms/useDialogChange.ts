import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../errors';
import { useSnackbar } from '../ui/snackbar';

export interface DialogChangeOptions {
  /** The failure in the server's words alone (spec 001 section 8: a title change shows no retry). */
  noRetry?: boolean;
  /** Tells a failure its own way (e.g. a field error, a 409's uses); true when it did. */
  onFailure?: (error: unknown) => boolean;
  /** Reloads after a failure (a 412 or 404: show the data as it is now); else the hook's own rule. */
  reloadOnFailure?: boolean | ((error: unknown) => boolean);
  /** After the confirmation and the closing, before the reload. */
  onDone?: () => void;
  /** Other queries a success refreshes too (not awaited). */
  alsoReload?: QueryKey;
}

/**
 * One change from a dialog, sent once: busy while it runs; success confirms, closes the dialog and reloads
 * the queries under `queryKey`; a failure is told in the dialog (a modal hides the snackbar from assistive
 * technology) with the shared handler's words. `reloadOnFailure` is the rule when a change gives none.
 */
export function useDialogChange(
  onClose: () => void,
  queryKey: QueryKey,
  reloadOnFailure: DialogChangeOptions['reloadOnFailure'] = false,
) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey });

  const run = async (change: () => Promise<unknown>, successMessage: string, options: DialogChangeOptions = {}) => {
    setBusy(true);
    setFailure(null);
    try {
      await change();
      snackbar.show(successMessage);
      onClose();
      options.onDone?.();
      if (options.alsoReload) void queryClient.invalidateQueries({ queryKey: options.alsoReload });
      await reload();
      return true;
    } catch (error) {
      if (!options.onFailure?.(error)) setFailure(errorMessage(error, t, { noRetry: options.noRetry }));
      const rule = options.reloadOnFailure ?? reloadOnFailure;
      if (typeof rule === 'function' ? rule(error) : rule) void reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  return { busy, failure, setFailure, run, reload };
}
