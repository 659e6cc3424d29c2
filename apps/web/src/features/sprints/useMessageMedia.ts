import type { DefinitionMedia } from '@stride/contracts';
import { useEffect, useRef, useState } from 'react';
import { useUploadQueue } from '../library/media';
import type { MediaChoice } from '../routines/definitions/MediaField';

/** The media fields a message's body carries (spec 001: a library file, an uploaded file, or none). */
export interface MediaBody {
  resourceId?: number | null;
  storageFileId?: number;
}

/**
 * A message's media in a dialog: the library picker and the upload of MediaField. A new file goes through
 * the shell's upload queue (POST /ml/files/upload) as soon as it is chosen; its storageFileId is what the
 * message's save sends. `body()` is null while the upload runs.
 */
export function useMessageMedia(current: DefinitionMedia | null, label: string) {
  const uploads = useUploadQueue();
  const [choice, setChoice] = useState<MediaChoice>({ kind: 'keep', current });
  const [uploaded, setUploaded] = useState<{ file: File; storageFileId: number } | null>(null);
  const latest = useRef<File | null>(null);
  useEffect(() => {
    latest.current = choice.kind === 'upload' ? choice.file : null;
  }, [choice]);

  const change = (next: MediaChoice) => {
    setChoice(next);
    if (next.kind !== 'upload') return;
    const file = next.file;
    latest.current = file;
    uploads.enqueue([file], {
      kind: 'storage',
      label,
      onUploaded: (stored) => {
        if (latest.current === file) setUploaded({ file, storageFileId: stored.storageFileId });
      },
    });
  };

  const uploading = choice.kind === 'upload' && uploaded?.file !== choice.file;

  /** What the save sends: nothing (keeps), a library file, the uploaded file, or removal; null while uploading. */
  const body = (): MediaBody | null => {
    if (choice.kind === 'library') return { resourceId: choice.resource.id };
    if (choice.kind === 'remove') return { resourceId: null };
    if (choice.kind === 'upload')
      return uploaded?.file === choice.file ? { storageFileId: uploaded.storageFileId } : null;
    return current ? { resourceId: current.resourceId } : {};
  };

  /** Whether the message will carry media. */
  const hasMedia =
    choice.kind === 'library' || choice.kind === 'upload' || (choice.kind === 'keep' && current !== null);

  return { choice, change, uploading, body, hasMedia };
}
