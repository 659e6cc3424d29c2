import type { ReactNode } from 'react';
import { MediaPreviewProvider } from './preview/MediaPreviewProvider';
import { UploadQueueProvider } from './upload/UploadQueueProvider';

/** The shell's media overlays (spec 002, global overlays): the upload queue's dialog and the preview dialog. */
export function MediaProviders({ children }: { children: ReactNode }) {
  return (
    <UploadQueueProvider>
      <MediaPreviewProvider>{children}</MediaPreviewProvider>
    </UploadQueueProvider>
  );
}
