import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { DefinitionMedia } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { ResourceThumbnail } from '../library/ResourceThumbnail';
import { useMediaPreview } from '../library/media/preview/MediaPreviewProvider';
import { mediaResource } from '../calendar/results/values';

/** A swap's or an entry's picture or video: a thumbnail opening the preview dialog ("Processing" meanwhile). */
export function SwapMedia({ media, size = 96 }: { media: DefinitionMedia; size?: number }) {
  const { t } = useTranslation();
  const preview = useMediaPreview();
  if (media.processing) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('routines.mediaProcessing')}
      </Typography>
    );
  }
  return (
    <ButtonBase
      onClick={() => preview.open(mediaResource(media))}
      aria-label={t('swaps.mediaOf', { name: media.title })}
      sx={{ borderRadius: 1, alignSelf: 'flex-start' }}
    >
      <ResourceThumbnail resource={media} size={size} />
    </ButtonBase>
  );
}
