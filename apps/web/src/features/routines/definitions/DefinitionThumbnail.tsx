import DirectionsRunIcon from '@mui/icons-material/DirectionsRun';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import LoopIcon from '@mui/icons-material/Loop';
import Box from '@mui/material/Box';
import type { Definition, DefinitionKind } from '@stride/contracts';
import { ResourceThumbnail } from '../../library/ResourceThumbnail';

const KIND_ICONS: Record<DefinitionKind, typeof FitnessCenterIcon> = {
  EXERCISE: FitnessCenterIcon,
  SERIES: LoopIcon,
  ACTIVITY: DirectionsRunIcon,
};

/**
 * A definition's picture: its media's thumbnail (a spinner and "Processing" while its job runs), or the
 * icon of its kind when it has no media. Named by the definition's title.
 */
export function DefinitionThumbnail({
  definition,
  size = 48,
}: {
  definition: Pick<Definition, 'title' | 'kind' | 'media'>;
  size?: number;
}) {
  const { media } = definition;
  if (media) {
    return (
      <ResourceThumbnail
        resource={{
          title: definition.title,
          fileTypeId: media.fileTypeId,
          processing: media.processing,
          thumbnailUrl: media.thumbnailUrl,
        }}
        size={size}
      />
    );
  }
  const Icon = KIND_ICONS[definition.kind];
  return (
    <Box
      role="img"
      aria-label={definition.title}
      sx={{
        width: size,
        height: size,
        flex: 'none',
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'action.hover',
      }}
    >
      <Icon sx={{ fontSize: Math.round(size * 0.55), color: 'text.secondary' }} aria-hidden />
    </Box>
  );
}
