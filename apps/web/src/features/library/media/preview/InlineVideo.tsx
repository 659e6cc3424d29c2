import Box from '@mui/material/Box';
import type { DefinitionMedia } from '@stride/contracts';

/** A video loads its first frames only; it plays on demand. */
const PRELOAD = 'metadata';

/**
 * A library video played where it is read (a calendar item's card, a course's step): it loads its first frames
 * only and plays on demand, its poster the file's thumbnail.
 */
export function InlineVideo({ media, label, maxHeight }: { media: DefinitionMedia; label: string; maxHeight: number }) {
  return (
    <Box
      component="video"
      controls
      playsInline
      preload={PRELOAD}
      src={media.playbackUrl}
      poster={media.thumbnailUrl ?? undefined}
      aria-label={label}
      sx={{ display: 'block', width: '100%', maxHeight, borderRadius: 1, bgcolor: 'common.black' }}
    />
  );
}
