import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { UploadDialog } from './UploadDialog';
import { UploadQueue, type UploadTarget } from './uploadQueue';
import { createUploadCheck, createUploadRunner } from './uploadRunner';

export type { UploadTarget } from './uploadQueue';

export interface UploadQueueApi {
  /** Queues the files (one upload at a time) and opens the upload dialog. */
  enqueue(files: File[], target: UploadTarget): void;
}

const UploadQueueContext = createContext<UploadQueueApi | null>(null);

/**
 * The shell's one upload queue and its dialog (non-modal, in the floating column). The dialog closes
 * itself when its last task goes (completed ones leave after 10 s): an empty panel stays on no page.
 */
export function UploadQueueProvider({ children, queue: given }: { children: ReactNode; queue?: UploadQueue }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [queue] = useState(() => given ?? new UploadQueue(createUploadRunner(t, queryClient), createUploadCheck(t)));
  const tasks = useSyncExternalStore(queue.subscribe, queue.getSnapshot);
  const [open, setOpen] = useState(false);
  useEffect(() => () => queue.dispose(), [queue]);

  const enqueue = useCallback(
    (files: File[], target: UploadTarget) => {
      queue.enqueue(files, target);
      if (files.length > 0) setOpen(true);
    },
    [queue],
  );
  const api = useMemo(() => ({ enqueue }), [enqueue]);
  const close = useCallback(() => {
    queue.dropUnfailed();
    setOpen(false);
  }, [queue]);

  return (
    <UploadQueueContext.Provider value={api}>
      {children}
      {open && tasks.length > 0 ? (
        <UploadDialog tasks={tasks} onClose={close} onRemove={(id) => queue.remove(id)} />
      ) : null}
    </UploadQueueContext.Provider>
  );
}

export function useUploadQueue(): UploadQueueApi {
  const api = useContext(UploadQueueContext);
  if (!api) throw new Error('useUploadQueue needs an UploadQueueProvider');
  return api;
}
