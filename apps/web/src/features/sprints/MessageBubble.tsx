import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DefinitionMedia } from '@stride/contracts';
import { ResourceThumbnail } from '../library/ResourceThumbnail';
import { ReadAloudButton } from '../speech/ReadAloudButton';

/** What a bubble shows of a message: its text and its media (with its thumbnail). */
export interface BubbleMessage {
  text: string;
  resource: DefinitionMedia | null;
  thumbnail: { url: string; name: string } | null;
}

/**
 * A message as the participant reads it in their sprint chat (the chat's bubble: the programme's side,
 * left, on the grey of the other member), the media's picture under the text, the time below.
 */
export function MessageBubble({ message, caption, sent }: { message: BubbleMessage; caption: string; sent?: boolean }) {
  const media = message.resource;
  const picture = message.thumbnail?.url ?? media?.thumbnailUrl ?? null;
  return (
    <Stack component="li" spacing={0.5} sx={{ listStyle: 'none', alignItems: 'flex-start', maxWidth: '85%' }}>
      {message.text ? (
        <Box
          sx={{
            display: 'inline-block',
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'action.hover',
            color: 'text.primary',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {message.text}
        </Box>
      ) : null}
      {message.text ? <ReadAloudButton text={message.text} /> : null}
      {media ? (
        picture ? (
          <Box
            component="img"
            src={picture}
            alt={media.title}
            sx={{ maxHeight: 140, maxWidth: '100%', borderRadius: 2, objectFit: 'cover' }}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ResourceThumbnail resource={{ ...media, title: media.title }} size={48} />
            <Typography variant="body2">{media.title}</Typography>
          </Stack>
        )
      ) : null}
      <Typography variant="caption" sx={{ color: 'text.secondary', display: 'inline-flex', alignItems: 'center' }}>
        {caption}
        {sent ? <CheckIcon fontSize="inherit" sx={{ ml: 0.5 }} /> : null}
      </Typography>
    </Stack>
  );
}
