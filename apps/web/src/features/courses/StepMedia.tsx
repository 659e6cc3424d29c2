import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { FileType, type DefinitionMedia } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { InlineVideo } from '../library/media/preview/InlineVideo';
import { mediaResource } from '../calendar/results/values';
import { useMediaPreview } from '../library/media';
import { PdfPreview } from '../library/media/preview/previewParts';

/**
 * A step's media where it is read, inline: a video plays in place, a picture is shown whole (a tap opens
 * it larger in the shell's preview), a PDF is read page by page in place (the preview's pdf.js viewer).
 * While the file is processed, "Processing" stands in its place.
 */
export function StepMedia({ media, title }: { media: DefinitionMedia; title: string }) {
  const { t } = useTranslation();
  const preview = useMediaPreview();
  if (media.processing) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('courses.media.processing')}
      </Typography>
    );
  }
  if (media.fileTypeId === FileType.Video) {
    return <InlineVideo media={media} label={t('courses.media.video', { title })} maxHeight={360} />;
  }
  if (media.fileTypeId === FileType.Image) {
    return (
      <ButtonBase
        onClick={() => preview.open(mediaResource(media))}
        aria-label={t('courses.media.openPicture', { title })}
        sx={{ borderRadius: 1, display: 'block', width: '100%' }}
      >
        <Box
          component="img"
          src={media.playbackUrl || media.fileUrl}
          alt=""
          sx={{ display: 'block', width: '100%', maxHeight: 420, objectFit: 'contain', borderRadius: 1 }}
        />
      </ButtonBase>
    );
  }
  return (
    <Box
      role="group"
      aria-label={t('courses.media.pdf', { title: media.title })}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, overflow: 'hidden' }}
    >
      <PdfPreview resource={mediaResource(media)} />
    </Box>
  );
}
