import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { useSnackbar } from './ui/snackbar';

export interface ErrorMessageOptions {
  /** The call is marked no-retry: show the server's message alone. */
  noRetry?: boolean;
}

/**
 * The server's message in the user's language. The server writes English: an English reader gets its
 * exact words; another language has its own sentence per error code (`errors.server.<CODE>`, in es.json
 * only), so a Spanish reader never gets English (docs/decisions.md, "No English in Spanish").
 */
export function serverMessageOf(error: ApiError, t: TFunction): string | null {
  const message = error.serverMessage;
  return message ? t(`errors.server.${error.code}`, { defaultValue: message }) : null;
}

/** The shared handler's text (spec 000 section 8). */
export function errorMessage(error: unknown, t: TFunction, options: ErrorMessageOptions = {}): string {
  const serverMessage = error instanceof ApiError ? serverMessageOf(error, t) : null;
  if (!serverMessage) return t('errors.connection');
  return options.noRetry ? serverMessage : t('errors.tryAgain', { message: serverMessage });
}

/** Shows a failed call in the app's snackbar; the trace id goes to the console for support. */
export function useErrorHandler(): (error: unknown, options?: ErrorMessageOptions) => void {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  return useCallback(
    (error: unknown, options?: ErrorMessageOptions) => {
      if (error instanceof ApiError) console.warn(`${error.code} (trace ${error.traceId ?? 'none'})`, error.message);
      snackbar.show(errorMessage(error, t, options), 'error');
    },
    [snackbar, t],
  );
}
