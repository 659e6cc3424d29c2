import type { Resource } from '@stride/contracts';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSnackbar } from '../../../../app/ui/snackbar';
import { setDownloadFailureNotifier } from '../download';
import { MediaPreviewDialog } from './MediaPreviewDialog';

export interface MediaPreviewOptions {
  /** Given: the comment types (2, 4, 6) with the "Your comment (optional)" input. */
  onComment?: (comment: string) => void;
}

export interface MediaPreviewApi {
  open(resource: Resource, opts?: MediaPreviewOptions): void;
  close(): void;
}

const MediaPreviewContext = createContext<MediaPreviewApi | null>(null);

interface Shown {
  resource: Resource;
  onComment?: (comment: string) => void;
  /** A new one per open: the dialog's page, comment and reload start afresh. */
  key: number;
}

/** The shell's one media preview dialog, and the snackbar of failed downloads. */
export function MediaPreviewProvider({ children }: { children: ReactNode }) {
  const snackbar = useSnackbar();
  const [shown, setShown] = useState<Shown | null>(null);

  useEffect(() => {
    setDownloadFailureNotifier((text) => snackbar.show(text, 'error'));
    return () => setDownloadFailureNotifier(null);
  }, [snackbar]);

  const open = useCallback((resource: Resource, opts: MediaPreviewOptions = {}) => {
    setShown((previous) => ({ resource, onComment: opts.onComment, key: (previous?.key ?? 0) + 1 }));
  }, []);
  const close = useCallback(() => setShown(null), []);
  const api = useMemo(() => ({ open, close }), [open, close]);

  return (
    <MediaPreviewContext.Provider value={api}>
      {children}
      {shown ? (
        <MediaPreviewDialog key={shown.key} resource={shown.resource} onComment={shown.onComment} onClose={close} />
      ) : null}
    </MediaPreviewContext.Provider>
  );
}

export function useMediaPreview(): MediaPreviewApi {
  const api = useContext(MediaPreviewContext);
  if (!api) throw new Error('useMediaPreview needs a MediaPreviewProvider');
  return api;
}
