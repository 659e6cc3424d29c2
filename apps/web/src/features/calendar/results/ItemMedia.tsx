import AttachFileIcon from '@mui/icons-material/AttachFile';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FileType, type CalendarItem, type DefinitionMedia } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineVideo } from '../../library/media/preview/InlineVideo';
import { ResourceThumbnail } from '../../library/ResourceThumbnail';
import { useMediaPreview } from '../../library/media/preview/MediaPreviewProvider';
import { mediaResource } from './values';

/**
 * An item's media where the participant reads it: a video is a small thumbnail with "Watch video" until asked,
 * then plays in the card (issue 29, item 11: no full-size player per item); a picture (or a PDF) is a
 * thumbnail opening the preview dialog; the additional media (a guide) a button that opens it there too.
 * While a file is processed, "Processing" stands in its place.
 */
export function ItemMedia({ item }: { item: Pick<CalendarItem, 'title' | 'media' | 'additionalMedia' | 'exercises'> }) {
  const { t } = useTranslation();
  const preview = useMediaPreview();
  const open = (media: DefinitionMedia) => preview.open(mediaResource(media));
  const { media, additionalMedia } = item;
  const withPictures = item.exercises.filter((exercise) => exercise.media);

  return (
    <Stack spacing={1}>
      {media ? <MainMedia media={media} title={item.title} onOpen={open} /> : null}
      {withPictures.length > 0 ? (
        <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
          {withPictures.map((exercise) => (
            <ButtonBase
              key={`${exercise.position}-${exercise.exerciseDefinitionId}`}
              onClick={() => open(exercise.media!)}
              aria-label={t('results.openMedia', { title: exercise.title })}
              sx={{ borderRadius: 1 }}
            >
              <ResourceThumbnail resource={{ ...exercise.media!, title: exercise.title }} size={56} />
            </ButtonBase>
          ))}
        </Stack>
      ) : null}
      {additionalMedia ? (
        <Box>
          <Button
            size="small"
            variant="outlined"
            startIcon={<AttachFileIcon />}
            onClick={() => open(additionalMedia)}
            aria-label={t('results.openGuide', { title: additionalMedia.title })}
          >
            {t('results.guide')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

/** How tall an item's picture or video thumbnail is in its card: a glance, the preview or the player shows more. */
const THUMB_HEIGHT = 72;

/** A video's thumbnail and "Watch video" (named after its item); pressed, the player takes its place and plays. */
function VideoOnDemand({ media, title }: { media: DefinitionMedia; title: string }) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  if (playing) return <InlineVideo media={media} label={t('results.video', { title })} maxHeight={240} autoPlay />;
  return (
    <ButtonBase
      onClick={() => setPlaying(true)}
      aria-label={t('common.forItem', { action: t('results.watchVideo'), item: title })}
      sx={{ alignSelf: 'flex-start', borderRadius: 1, gap: 1.5, pr: 1.5, justifyContent: 'flex-start' }}
    >
      <Box
        sx={{
          position: 'relative',
          width: 128,
          height: THUMB_HEIGHT,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'common.black',
          flexShrink: 0,
        }}
      >
        {media.thumbnailUrl ? (
          <Box
            component="img"
            src={media.thumbnailUrl}
            alt=""
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block', opacity: 0.85 }}
          />
        ) : null}
        <PlayCircleIcon
          aria-hidden
          sx={{ position: 'absolute', inset: 0, m: 'auto', fontSize: 36, color: 'common.white' }}
        />
      </Box>
      <Typography variant="button" color="primary">
        {t('results.watchVideo')}
      </Typography>
    </ButtonBase>
  );
}

function MainMedia({
  media,
  title,
  onOpen,
}: {
  media: DefinitionMedia;
  title: string;
  onOpen: (media: DefinitionMedia) => void;
}) {
  const { t } = useTranslation();
  if (media.processing) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('results.mediaProcessing')}
      </Typography>
    );
  }
  if (media.fileTypeId === FileType.Video) return <VideoOnDemand media={media} title={title} />;
  return (
    <ButtonBase
      onClick={() => onOpen(media)}
      aria-label={t('results.openMedia', { title })}
      sx={{ borderRadius: 1, alignSelf: 'flex-start' }}
    >
      {media.fileTypeId === FileType.Image ? (
        <Box
          component="img"
          src={media.thumbnailUrl ?? media.fileUrl}
          alt=""
          sx={{ display: 'block', maxWidth: '100%', maxHeight: THUMB_HEIGHT, borderRadius: 1, objectFit: 'cover' }}
        />
      ) : (
        <ResourceThumbnail resource={{ ...media, title }} size={72} />
      )}
    </ButtonBase>
  );
}
