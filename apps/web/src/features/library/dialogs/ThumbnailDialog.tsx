import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileType, SUPPORTED_EXTENSIONS, type Resource, type StaticMedia, type StorageFile } from '@stride/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { useSnackbar } from '../../../app/ui/snackbar';
import { useUploadQueue } from '../media/upload/UploadQueueProvider';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';
import { setThumbnail } from '../libraryApi';
import { LibraryPickerDialog } from '../LibraryPickerDialog';
import { useStaticMedia } from '../libraryQueries';
import { ResourceThumbnail } from '../ResourceThumbnail';
import { useLibraryChange } from '../useLibraryChange';

const IMAGE_ACCEPT = SUPPORTED_EXTENSIONS[FileType.Image].map((ext) => `.${ext}`).join(',');

/**
 * A file's thumbnail: upload a picture (through the upload queue to storage, then PUT .../thumbnail), or
 * choose one of the library's pictures or a stock picture (PUT .../thumbnail-ml). 'Thumbnail changed!'.
 * Rendered while open.
 */
export function ThumbnailDialog({ resource, onClose }: { resource: Resource; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const uploads = useUploadQueue();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const { busy, failure, run, reload } = useLibraryChange(onClose);
  const stock = useStaticMedia(true);
  const pictures = (stock.data?.content ?? []).filter((media) => media.fileTypeId === FileType.Image);

  const apply = (source: { resourceId: number } | { staticMediaId: number }) =>
    run(() => setThumbnail(resource, source), t('library.thumbnailChanged'));

  // The upload runs in the shell's queue (its dialog shows the progress): this dialog closes at once.
  const upload = (file: File) => {
    const target = { id: resource.id, version: resource.version };
    uploads.enqueue([file], {
      kind: 'storage',
      label: t('library.thumbnailUploadLabel', { title: resource.title }),
      onUploaded: async (storageFile: StorageFile) => {
        await setThumbnail(target, { storageFile });
        snackbar.show(t('library.thumbnailChanged'));
        await reload();
      },
    });
    onClose();
  };

  return (
    <>
      <Dialog open={!picking} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
        <DialogTitle id={titleId}>{t('library.thumbnailTitle', { title: resource.title })}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            {failure ? <Alert severity="error">{failure}</Alert> : null}
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <ResourceThumbnail resource={resource} size={96} />
              <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Button startIcon={<UploadFileIcon />} disabled={busy} onClick={() => input.current?.click()}>
                  {t('library.thumbnailUpload')}
                </Button>
                <Button startIcon={<PhotoLibraryIcon />} disabled={busy} onClick={() => setPicking(true)}>
                  {t('library.thumbnailFromLibrary')}
                </Button>
              </Stack>
            </Stack>
            <input
              ref={input}
              type="file"
              accept={IMAGE_ACCEPT}
              aria-label={t('library.thumbnailFile')}
              tabIndex={-1}
              style={HIDDEN_INPUT}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload(file);
              }}
            />
            <Typography variant="subtitle2" component="h3">
              {t('library.thumbnailStock')}
            </Typography>
            {stock.isFetching || busy ? <LinearProgress aria-label={t('common.loading')} /> : null}
            {stock.error ? <Alert severity="error">{errorMessage(stock.error, t)}</Alert> : null}
            {stock.data && pictures.length === 0 ? (
              <Typography sx={{ color: 'text.secondary' }}>{t('library.thumbnailNoStock')}</Typography>
            ) : null}
            <Box
              role="list"
              aria-label={t('library.thumbnailStock')}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}
            >
              {pictures.map((media) => (
                <StockPicture
                  key={media.id}
                  media={media}
                  disabled={busy}
                  onPick={() => void apply({ staticMediaId: media.id })}
                />
              ))}
            </Box>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </DialogActions>
      </Dialog>
      <LibraryPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(picked) => void apply({ resourceId: picked.id })}
        title={t('library.thumbnailPickTitle')}
        fileTypeId={FileType.Image}
      />
    </>
  );
}

function StockPicture({ media, disabled, onPick }: { media: StaticMedia; disabled: boolean; onPick: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="listitem">
      <ButtonBase
        onClick={onPick}
        disabled={disabled}
        aria-label={t('library.thumbnailUseStock', { name: media.name })}
        sx={{ width: '100%', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', '&:focus-visible': { outline: 2 } }}
      >
        <Box component="img" src={media.url} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      </ButtonBase>
    </Box>
  );
}
