import Box from '@mui/material/Box';
import type { DefinitionMedia } from '@stride/contracts';

/** A video loads its first frames only; it plays on demand. */
const PRELOAD = 'metadata';

/**
 * A library video played where it is read (a calendar item's card, a course's step): it loads its first frames
 * only and plays on demand, its poster the file's thumbnail. `autoPlay` when the reader has just asked for it
 * (My day's "Watch video" button puts it in place of the thumbnail).
 */
export function InlineVideo({
  media,
  label,
  maxHeight,
  autoPlay = false,
}: {
  media: DefinitionMedia;
  label: string;
  maxHeight: number;
  autoPlay?: boolean;
}) {
  return (
    <Box
      component="video"
      controls
      autoPlay={autoPlay}
      playsInline
      preload={PRELOAD}
      src={media.playbackUrl}
      poster={media.thumbnailUrl ?? undefined}
      aria-label={label}
      sx={{ display: 'block', width: '100%', maxHeight, borderRadius: 1, bgcolor: 'common.black' }}
    />
  );
}
