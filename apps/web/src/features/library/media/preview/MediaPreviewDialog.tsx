import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Resource } from '@stride/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadResource } from '../download';
import { CommentField } from './CommentField';
import { ImagePreview, PdfPreview, VideoPreview } from './previewParts';
import { hasComment, isImageType, isPdfType, isVideoType, offersDownload, previewType } from './previewType';

interface MediaPreviewDialogProps {
  resource: Resource;
  onComment?: (comment: string) => void;
  onClose: () => void;
}

/**
 * The media preview dialog (spec 002): an image (at most 80vh by 90vw), a video (at most 960x540, with
 * controls) or a PDF page by page (pdf.js, previous / next, "current / total"); images and videos offer
 * Download; the comment types add "Your comment (optional)", sent by Enter or the arrow. Esc closes;
 * the provider mounts it afresh for each open, so the page starts at 1.
 */
export function MediaPreviewDialog({ resource: given, onComment, onClose }: MediaPreviewDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  // A video that failed is read again (fresh links): the dialog shows the reloaded resource.
  const [resource, setResource] = useState(given);
  // One download at a time; the button stays enabled (a disabled one would drop the focus, and Esc with it).
  const downloading = useRef(false);
  const type = previewType(resource.fileTypeId, onComment !== undefined);

  const download = async () => {
    if (downloading.current) return;
    downloading.current = true;
    try {
      await downloadResource(resource);
    } finally {
      downloading.current = false;
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth={false} data-preview-type={type}>
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {resource.title}
      </DialogTitle>
      <IconButton
        aria-label={t('media.previewClose')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
        <ProcessingState resource={resource} />
        {isImageType(type) ? <ImagePreview resource={resource} /> : null}
        {isVideoType(type) ? <VideoPreview resource={resource} onReloaded={setResource} /> : null}
        {isPdfType(type) ? <PdfPreview resource={resource} /> : null}
        {hasComment(type) && onComment ? (
          <CommentField
            onSend={(comment) => {
              onComment(comment);
              onClose();
            }}
          />
        ) : null}
      </DialogContent>
      {offersDownload(type) ? (
        <DialogActions>
          <Button startIcon={<DownloadIcon />} onClick={() => void download()} variant="outlined">
            {t('media.download')}
          </Button>
        </DialogActions>
      ) : null}
    </Dialog>
  );
}

/** A processing item says so (and why a step was skipped, e.g. ffmpeg missing: the original plays). */
function ProcessingState({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  if (!resource.processing && !resource.processingNote && resource.processingStatus !== 'failed') return null;
  return (
    <Stack spacing={1} sx={{ alignSelf: 'stretch', maxWidth: 960 }}>
      {resource.processing ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip
            size="small"
            color="info"
            icon={<CircularProgress size={14} color="inherit" aria-hidden />}
            label={t('media.processing')}
          />
          <span>{t('media.processingText')}</span>
        </Stack>
      ) : null}
      {resource.processingStatus === 'failed' && !resource.processingNote ? (
        <Alert severity="warning">{t('media.processingFailed')}</Alert>
      ) : null}
      {resource.processingNote ? <Alert severity="info">{resource.processingNote}</Alert> : null}
    </Stack>
  );
}
