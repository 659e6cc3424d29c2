import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Floating } from './floatingLayer';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarApi {
  /** Setting a text shows the snackbar. */
  show: (text: string, severity?: SnackbarSeverity) => void;
  /** Clearing it hides the snackbar. */
  clear: () => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);
const AUTO_HIDE_MS = 6000;

interface Message {
  text: string;
  severity: SnackbarSeverity;
  open: boolean;
}

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<Message | null>(null);
  const show = useCallback((text: string, severity: SnackbarSeverity = 'success') => {
    setMessage({ text, severity, open: true });
  }, []);
  // Keeps the text while the snackbar slides out.
  const clear = useCallback(() => setMessage((m) => (m ? { ...m, open: false } : m)), []);
  const api = useMemo(() => ({ show, clear }), [show, clear]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <Floating kind="snackbar">
        <Snackbar
          open={message?.open ?? false}
          // Errors stay until closed: they often need reading twice.
          autoHideDuration={message?.severity === 'error' ? null : AUTO_HIDE_MS}
          onClose={(_event, reason) => {
            if (reason !== 'clickaway') clear();
          }}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          // The floating column places it (above the upload panel and the add button): no place of its own.
          sx={{ position: 'static', inset: 'auto', transform: 'none', justifyContent: 'flex-end' }}
        >
          <Alert severity={message?.severity ?? 'info'} variant="filled" onClose={clear} closeText={t('common.close')}>
            {message?.text}
          </Alert>
        </Snackbar>
      </Floating>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar needs a SnackbarProvider');
  return api;
}
