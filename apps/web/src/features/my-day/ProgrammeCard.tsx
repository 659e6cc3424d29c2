import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SprintMessage } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ItemMedia } from '../calendar/results/ItemMedia';
import { useProgrammeMessages } from './programmeQueries';

/** Where "Open in chat" goes: the sprint chat the message was posted in. */
const chatLink = (message: SprintMessage) => `/chat?channel=${encodeURIComponent(message.channelId)}`;

/** One message of the programme: when it came, its text, its media, who sent it, and the way to its chat. */
function ProgrammeMessage({ message }: { message: SprintMessage }) {
  const { t } = useTranslation();
  const media = message.resource;
  return (
    <Stack component="li" spacing={1} sx={{ listStyle: 'none' }}>
      <Typography variant="caption" color="text.secondary">
        {t('myDay.programme.from', { time: message.time, name: message.senderName })}
      </Typography>
      {message.text ? (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
      ) : null}
      {media ? (
        <ItemMedia
          item={{ title: media.title || message.templateName || '', media, additionalMedia: null, exercises: [] }}
        />
      ) : null}
      <Box>
        <Link component={RouterLink} to={chatLink(message)} variant="body2">
          {t('myDay.programme.openInChat')}
        </Link>
      </Box>
    </Stack>
  );
}

/**
 * "From your programme" on the participant's day: the sprint messages they were sent today (the
 * participant's own day), each with its time, text, media and sender, and a link to the sprint chat
 * where it arrived. Nothing is shown on a day without one: the page stays calm.
 */
export function ProgrammeCard({ userId, day }: { userId: number; day: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const messages = useProgrammeMessages(userId, day);
  const sent = messages.data ?? [];
  if (sent.length === 0) return null;

  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
          <ChatIcon color="primary" aria-hidden />
          <Typography id={headingId} variant="h6" component="h2">
            {t('myDay.programme.title')}
          </Typography>
        </Stack>
        <Stack component="ol" spacing={2.5} sx={{ p: 0, m: 0 }}>
          {sent.map((message) => (
            <ProgrammeMessage key={`${message.definitionId}-${message.occurrence}`} message={message} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}
