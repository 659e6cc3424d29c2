import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Resource } from '@stride/contracts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchResource } from '../mediaApi';

// pdf.js is big: it loads with the first PDF preview, never with the shell or the sign-in page.
const PdfViewer = lazy(() => import('./PdfViewer'));
/** A video loads its first frames only when opened; it plays from the start on demand. */
const PRELOAD = 'metadata';

/** The spec's limits: an image at most 80vh high and 90vw wide. */
export function ImagePreview({ resource }: { resource: Resource }) {
  return (
    <Box
      component="img"
      src={resource.fileUrl}
      alt={resource.title}
      sx={{ display: 'block', maxHeight: '80vh', maxWidth: '90vw', objectFit: 'contain' }}
    />
  );
}

/**
 * A video at most 960x540 with controls, playing resource.playbackUrl. On an error (e.g. its link expired)
 * the resource is read again and the video reloaded and played, once.
 */
export function VideoPreview({ resource, onReloaded }: { resource: Resource; onReloaded: (r: Resource) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (attempt === 0 || !video) return;
    video.load();
    void video.play().catch(() => undefined);
  }, [attempt]);

  const onError = () => {
    if (attempt > 0) {
      setFailed(true);
      return;
    }
    fetchResource(resource.id).then(
      (fresh) => {
        onReloaded(fresh);
        setAttempt(1);
      },
      () => setFailed(true),
    );
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'center', width: '100%' }}>
      <Box
        component="video"
        ref={ref}
        src={resource.playbackUrl}
        poster={resource.thumbnailUrl ?? undefined}
        controls
        playsInline
        preload={PRELOAD}
        aria-label={resource.title}
        onError={onError}
        sx={{ display: 'block', width: '100%', maxWidth: 960, maxHeight: 540, bgcolor: 'common.black' }}
      />
      {failed ? <Alert severity="error">{t('media.videoFailed')}</Alert> : null}
    </Stack>
  );
}

/** A PDF page by page: previous / next and "current / total"; the page starts at 1 on every open. */
export function PdfPreview({ resource }: { resource: Resource }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState<number | null>(resource.pageCount);
  const last = total ?? 1;
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // A button about to be disabled hands the focus to the other one, so the keyboard (and Esc) stays in the dialog.
  const go = (to: number) => {
    setPage(to);
    if (to >= last) previousRef.current?.focus();
    else if (to <= 1) nextRef.current?.focus();
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Suspense fallback={<CircularProgress aria-label={t('media.pdfLoading')} />}>
        <PdfViewer
          url={resource.fileUrl}
          page={page}
          label={`${resource.title}, ${t('media.pageStatus', { current: page, total: last })}`}
          onPageCount={setTotal}
        />
      </Suspense>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          ref={previousRef}
          aria-label={t('media.previousPage')}
          disabled={page <= 1}
          onClick={() => go(Math.max(1, page - 1))}
        >
          <NavigateBeforeIcon />
        </IconButton>
        <Typography role="status" sx={{ minWidth: 64, textAlign: 'center' }}>
          {t('media.pageOf', { current: page, total: total ?? '…' })}
        </Typography>
        <IconButton
          ref={nextRef}
          aria-label={t('media.nextPage')}
          disabled={total === null || page >= total}
          onClick={() => go(Math.min(last, page + 1))}
        >
          <NavigateNextIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
