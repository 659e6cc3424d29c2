import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileType, type DefinitionMedia, type MediaOption, type Resource } from '@stride/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HIDDEN_INPUT } from '../../../app/ui/hiddenInput';
import { LibraryPickerDialog } from '../../library/LibraryPickerDialog';
import { ResourceThumbnail } from '../../library/ResourceThumbnail';
import { formatBytes } from '../../library/format';
import { createUploadCheck, UPLOAD_ACCEPT } from '../../library/media/upload/uploadRunner';

/** What the user made of a definition's media in the dialog. */
export type MediaChoice =
  | { kind: 'keep'; current: DefinitionMedia | null }
  | { kind: 'library'; resource: Resource }
  | { kind: 'upload'; file: File }
  | { kind: 'remove' };

/** The media option the body carries (spec 001 section 3): none (keeps), a library file, or removal. */
export function mediaOption(choice: MediaChoice): MediaOption | undefined {
  if (choice.kind === 'library') return { mlSourceResourceId: choice.resource.id };
  if (choice.kind === 'remove') return { remove: true };
  return undefined;
}

/** The media a ready definition shows: a video that plays, a picture, or a link to the PDF. */
function MediaPlayer({ media, title, label }: { media: DefinitionMedia; title: string; label: string }) {
  const { t } = useTranslation();
  if (media.processing) return null;
  if (media.fileTypeId === FileType.Video) {
    return (
      <Box
        component="video"
        controls
        src={media.playbackUrl}
        poster={media.thumbnailUrl ?? undefined}
        aria-label={t('routines.mediaVideo', { title, label })}
        sx={{ width: '100%', maxWidth: 360, maxHeight: 220, borderRadius: 1, bgcolor: 'black' }}
      />
    );
  }
  if (media.fileTypeId === FileType.Image) {
    return (
      <Box
        component="img"
        src={media.playbackUrl || media.fileUrl}
        alt={title}
        sx={{ maxWidth: 240, maxHeight: 160, borderRadius: 1, objectFit: 'contain' }}
      />
    );
  }
  return null;
}

/**
 * A definition's media (or additional media): what it is now (processing, or a player once ready), and
 * the three ways to change it: a file of the media library (the picker), a new file (sent with the save,
 * multipart, and kept in the media library), or none.
 */
export function MediaField({
  label,
  title,
  value,
  onChange,
  disabled,
}: {
  label: string;
  /** The definition's title: names the media. */
  title: string;
  value: MediaChoice;
  onChange: (choice: MediaChoice) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [picking, setPicking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const check = createUploadCheck(t);
  const named = title.trim() || label;

  let summary: React.ReactNode;
  if (value.kind === 'keep' && value.current) {
    const media = value.current;
    summary = (
      <Stack spacing={1}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <ResourceThumbnail resource={{ ...media, title: media.title }} size={56} />
          <Box>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {media.title}
            </Typography>
            {media.processing ? (
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('routines.mediaProcessing')}
              </Typography>
            ) : media.processingStatus === 'failed' ? (
              <Typography variant="caption" color="error">
                {t('routines.stateFailed')}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        <MediaPlayer media={media} title={named} label={label} />
      </Stack>
    );
  } else if (value.kind === 'library') {
    summary = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <ResourceThumbnail resource={value.resource} size={56} />
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {t('routines.mediaFromLibrary', { title: value.resource.title })}
        </Typography>
      </Stack>
    );
  } else if (value.kind === 'upload') {
    summary = (
      <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
        {t('routines.mediaToUpload', { name: value.file.name, size: formatBytes(value.file.size) })}
      </Typography>
    );
  } else {
    summary = (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {value.kind === 'remove' ? t('routines.mediaRemoved') : t('routines.mediaNone')}
      </Typography>
    );
  }
  const hasSomething = value.kind === 'library' || value.kind === 'upload' || (value.kind === 'keep' && value.current);

  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      {summary}
      {refusal ? (
        <Typography variant="caption" color="error" role="alert">
          {refusal}
        </Typography>
      ) : null}
      {disabled ? null : (
        <Stack direction="row" useFlexGap spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" startIcon={<PhotoLibraryIcon />} onClick={() => setPicking(true)}>
            {t('routines.mediaPick')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<CloudUploadIcon />}
            onClick={() => input.current?.click()}
          >
            {t('routines.mediaUpload')}
          </Button>
          {hasSomething ? (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlinedIcon />}
              onClick={() => {
                setRefusal(null);
                onChange({ kind: 'remove' });
              }}
            >
              {t('routines.mediaRemove')}
            </Button>
          ) : null}
          <input
            ref={input}
            type="file"
            accept={UPLOAD_ACCEPT}
            aria-label={t('routines.mediaUploadNamed', { label })}
            tabIndex={-1}
            style={HIDDEN_INPUT}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const refused = check(file);
              setRefusal(refused);
              if (!refused) onChange({ kind: 'upload', file });
            }}
          />
        </Stack>
      )}
      <LibraryPickerDialog
        open={picking}
        onClose={() => setPicking(false)}
        title={t('routines.mediaPickTitle', { label })}
        onPick={(resource) => {
          setRefusal(null);
          onChange({ kind: 'library', resource });
        }}
      />
    </Box>
  );
}
