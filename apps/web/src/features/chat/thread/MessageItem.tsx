import AttachFileIcon from '@mui/icons-material/AttachFile';
import DoneIcon from '@mui/icons-material/Done';
import DownloadIcon from '@mui/icons-material/Download';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CHAT_REACTIONS, isGiphyLink, type ChatMessage } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../app/format/dates';
import { ReadAloudButton } from '../../speech/ReadAloudButton';
import { TranslateAction } from '../../translation/TranslateAction';
import { ChatAvatar } from '../ChatAvatar';

const NO_REFERRER = 'noreferrer';

export interface MessageActions {
  onReact: (message: ChatMessage, type: string, add: boolean) => void;
  onReply: (message: ChatMessage) => void;
  onAck: (message: ChatMessage) => void;
  onEdit: (message: ChatMessage) => void;
  onDelete: (message: ChatMessage) => void;
  onOpenMedia: (resourceId: number) => void;
  /** A library file of the message, downloaded (a PDF's preview has no download of its own). */
  onDownloadMedia: (resourceId: number) => void;
}

interface MessageItemProps extends MessageActions {
  message: ChatMessage;
  myUuid: string;
  senderName: string;
  /** The quoted message of a reply, when loaded. */
  quoted: ChatMessage | undefined;
  /** Mine, and the other member has read it. */
  read: boolean;
  /** The chat policy's word (chatMessage.edit, chatMessage.delete). */
  mayEdit: boolean;
  mayDelete: boolean;
  /** The viewer may write in the channel: a read-only one (a sprint's, for the participant) offers no reply. */
  mayReply: boolean;
}

export function MessageItem({
  message,
  myUuid,
  senderName,
  quoted,
  read,
  mayEdit,
  mayDelete,
  mayReply,
  ...actions
}: MessageItemProps) {
  const { t } = useTranslation();
  const mine = message.user === myUuid;
  const removed = message.deleted;
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      aria-label={t('chat.messageFrom', { name: senderName })}
      sx={{ listStyle: 'none', py: 1, flexDirection: mine ? 'row-reverse' : 'row', gap: 1 }}
    >
      <ChatAvatar profileId={message.senderProfileId} fallbackName={senderName} />
      <Box sx={{ maxWidth: '75%', textAlign: mine ? 'right' : 'left' }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {senderName} · {formatDateTime(message.createdAt)}
          {message.updated && !removed ? ` · ${t('chat.edited')}` : ''}
        </Typography>
        {quoted && message.replyMessageTimetoken ? (
          <Box
            component="blockquote"
            sx={{ m: 0, pl: 1, borderLeft: 3, borderColor: 'divider', color: 'text.secondary' }}
          >
            {quoted.deleted ? t('chat.removed') : quoted.text}
          </Box>
        ) : null}
        {/* A message of media or a GIF only has no text bubble. */}
        {removed || message.text !== '' ? (
          <Box
            sx={{
              display: 'inline-block',
              px: 1.5,
              py: 1,
              borderRadius: 2,
              bgcolor: mine ? 'primary.main' : 'action.hover',
              color: mine ? 'primary.contrastText' : 'text.primary',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
              fontStyle: removed ? 'italic' : undefined,
            }}
          >
            {removed ? t('chat.removed') : message.text}
          </Box>
        ) : null}
        {/* Another's words in another language than the reader's: Translate (staff, an engine on the server). */}
        {!removed && !mine ? <TranslateAction text={message.text} sourceLanguage={message.lng} /> : null}
        {!removed ? (
          <Stack
            direction="row"
            spacing={1}
            sx={{ flexWrap: 'wrap', justifyContent: mine ? 'flex-end' : 'flex-start' }}
          >
            {message.mediaLibraryFiles.map((media) => (
              <Box key={media.resourceId} sx={{ display: 'inline-flex', alignItems: 'center' }}>
                <Button size="small" onClick={() => actions.onOpenMedia(media.resourceId)}>
                  {media.thumbnailUrl ? (
                    <Box component="img" src={media.thumbnailUrl} alt="" sx={{ height: 48, mr: 1 }} />
                  ) : null}
                  {t('chat.openMedia', { title: media.title })}
                </Button>
                <IconButton
                  size="small"
                  aria-label={t('chat.downloadMedia', { title: media.title })}
                  onClick={() => actions.onDownloadMedia(media.resourceId)}
                >
                  <DownloadIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
            {/* Only a GIPHY link is loaded (an old row may hold anything). */}
            {message.giphyFile && isGiphyLink(message.giphyFile.url) ? (
              <Box
                component="img"
                src={message.giphyFile.url}
                alt={message.giphyFile.title ?? ''}
                sx={{ maxHeight: 160 }}
              />
            ) : null}
            {message.file?.url ? (
              <Link
                href={message.file.url}
                target="_blank"
                rel={NO_REFERRER}
                sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }}
              >
                {message.file.contentType.startsWith('image/') ? (
                  // An attached picture or animated GIF shows in the thread; its name (the link's) follows.
                  <Box component="img" src={message.file.url} alt="" sx={{ maxHeight: 160, maxWidth: '100%' }} />
                ) : null}
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
                  <AttachFileIcon fontSize="small" />
                  {message.file.name}
                </Box>
              </Link>
            ) : null}
          </Stack>
        ) : null}
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ flexWrap: 'wrap', justifyContent: mine ? 'flex-end' : 'flex-start' }}
        >
          {!removed
            ? CHAT_REACTIONS.map((type) => {
                const users = message.reactions.find((r) => r.type === type)?.users ?? [];
                const reacted = users.includes(myUuid);
                const label = users.length > 0 ? `${type} ${users.length}` : type;
                return (
                  <Chip
                    key={type}
                    size="small"
                    variant={reacted ? 'filled' : 'outlined'}
                    label={label}
                    // The visible count starts the name (WCAG 2.5.3), the action follows.
                    aria-label={`${label} ${t(reacted ? 'chat.unreact' : 'chat.react', { type })}`}
                    aria-pressed={reacted}
                    onClick={() => actions.onReact(message, type, !reacted)}
                  />
                );
              })
            : null}
        </Stack>
        {!removed ? (
          <Stack direction="row" spacing={1} sx={{ justifyContent: mine ? 'flex-end' : 'flex-start' }}>
            <ReadAloudButton text={message.text} language={message.lng} />
            {mayReply ? (
              <Button size="small" onClick={() => actions.onReply(message)}>
                {t('chat.reply')}
              </Button>
            ) : null}
            {message.needAck && !mine && !message.ack.includes(myUuid) ? (
              <Button size="small" variant="outlined" onClick={() => actions.onAck(message)}>
                {t('chat.acknowledge')}
              </Button>
            ) : null}
            {mayEdit ? (
              <Button size="small" onClick={() => actions.onEdit(message)}>
                {t('chat.edit')}
              </Button>
            ) : null}
            {mayDelete ? (
              <Button size="small" color="error" onClick={() => actions.onDelete(message)}>
                {t('chat.delete')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {message.needAck && !removed ? (
          <Typography variant="caption" color="text.secondary" component="div">
            {message.ack.length > 0 ? t('chat.acknowledged') : t('chat.ackRequested')}
          </Typography>
        ) : null}
        {mine && !removed ? (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'inline-flex', alignItems: 'center' }}>
            {read ? <DoneAllIcon fontSize="inherit" /> : <DoneIcon fontSize="inherit" />}
            {read ? t('chat.read') : t('chat.sent')}
          </Typography>
        ) : null}
      </Box>
    </Stack>
  );
}
