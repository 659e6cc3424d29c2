import ImageIcon from '@mui/icons-material/Image';
import MovieIcon from '@mui/icons-material/Movie';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { FileType, type FileTypeId, type Resource } from '@stride/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<FileTypeId, typeof ImageIcon> = {
  [FileType.Image]: ImageIcon,
  [FileType.Video]: MovieIcon,
  [FileType.Pdf]: PictureAsPdfIcon,
};

/**
 * A resource's picture (web-shared.md): its thumbnail, or an icon by file type when it has none (or the
 * link fails); a spinner and "Processing" while its job runs. Named by the resource's title.
 */
export function ResourceThumbnail({
  resource,
  size = 48,
}: {
  resource: Pick<Resource, 'title' | 'fileTypeId' | 'processing' | 'thumbnailUrl'>;
  size?: number;
}) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const frame = {
    width: size,
    height: size,
    flex: 'none',
    borderRadius: 1,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    bgcolor: 'action.hover',
  } as const;

  if (resource.processing) {
    return (
      <Box sx={frame} role="status" aria-label={t('library.processingNamed', { title: resource.title })}>
        <CircularProgress size={Math.round(size * 0.4)} aria-hidden />
        {size >= 40 ? (
          <Typography variant="caption" aria-hidden sx={{ fontSize: size >= 96 ? 12 : 9, lineHeight: 1.4 }}>
            {t('library.processing')}
          </Typography>
        ) : null}
      </Box>
    );
  }
  if (resource.thumbnailUrl && resource.thumbnailUrl !== failedUrl) {
    return (
      <Box
        component="img"
        src={resource.thumbnailUrl}
        alt={resource.title}
        loading="lazy"
        onError={() => setFailedUrl(resource.thumbnailUrl)}
        sx={{ ...frame, objectFit: 'cover' }}
      />
    );
  }
  const Icon = ICONS[resource.fileTypeId];
  return (
    <Box sx={frame} role="img" aria-label={resource.title}>
      <Icon sx={{ fontSize: Math.round(size * 0.6), color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}
