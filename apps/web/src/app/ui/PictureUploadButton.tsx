import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Button from '@mui/material/Button';
import { useRef, useState, type ChangeEvent } from 'react';
import { useErrorHandler } from '../errors';
import { HIDDEN_INPUT } from './hiddenInput';

/** The image types the server's picture check (sharp) reads. */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,image/avif,image/heif,image/tiff';

interface PictureUploadButtonProps {
  /** The button's text, e.g. "Change picture". */
  label: string;
  /** The file input's accessible name. */
  fileLabel: string;
  hint: string;
  /** Sends the chosen picture; a failure goes to the shared error handler. */
  onUpload: (file: File) => Promise<void>;
}

/** The one "Change picture" button (a profile's, a company's): busy while the chosen file uploads. */
export function PictureUploadButton({ label, fileLabel, hint, onUpload }: PictureUploadButtonProps) {
  const handleError = useErrorHandler();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    setBusy(true);
    try {
      await onUpload(file);
    } catch (error) {
      handleError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" startIcon={<PhotoCameraIcon />} loading={busy} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        aria-label={fileLabel}
        title={hint}
        tabIndex={-1}
        style={HIDDEN_INPUT}
        onChange={(event) => void onFile(event)}
      />
    </>
  );
}
