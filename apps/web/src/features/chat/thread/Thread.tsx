import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  CHAT_PRESENCE_AUTOLOAD,
  CHAT_READ_DEBOUNCE_MS,
  can,
  type ChatChannel,
  type ChatMessage,
} from '@stride/contracts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { useRealtimeEvent } from '../../../app/realtime';
import { ConfirmDialog } from '../../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../../app/ui/snackbar';
import { downloadResource, useMediaPreview } from '../../library/media';
import { fetchResource } from '../../library/media/mediaApi';
import { channelTitle, isSprintChannel } from '../channels/channels';
import {
  acknowledgeMessage,
  compareTimetokens,
  deleteMessage,
  fetchMessages,
  toggleReaction,
  updateMembership,
} from '../chatApi';
import { chatStore, useThread } from '../chatStore';
import { Composer } from '../composer/Composer';
import { MessageItem, type MessageActions } from './MessageItem';
import { useChannelPresence } from '../realtime/presence';
import { PresenceAvatar } from '../realtime/PresenceAvatar';
import { previewDetails, profilePreviews, useProfilePreview } from '../profilePreviews';

const TYPING_SHOWN_MS = 4000;
const TOP_MARGIN_PX = 40;

interface ThreadProps {
  channel: ChatChannel;
  profileId: number | undefined;
  myUuid: string;
  /** On a phone the thread fills the page: a back control returns to the channel list. */
  onBack?: () => void;
}

/** The open channel: newest at the bottom, older pages of 25 on scrolling up, the composer below. */
export function Thread({ channel, profileId, myUuid, onBack }: ThreadProps) {
  const { t } = useTranslation();
  const actor = useActor();
  const snackbar = useSnackbar();
  const preview = useMediaPreview();
  const thread = useThread(channel.id);
  const [loading, setLoading] = useState(false);
  const [replyTo, setReplyTo] = useState<ChatMessage | null>(null);
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [removing, setRemoving] = useState<ChatMessage | null>(null);
  const [typist, setTypist] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const edges = useRef({ oldest: '', newest: '', height: 0 });
  const channelId = channel.id;
  useChannelPresence(channel, profileId);

  const loadOlder = useCallback(async () => {
    const current = chatStore.thread(channelId);
    if (loading || current.fullyLoaded) return;
    setLoading(true);
    try {
      const before = current.messages[0]?.timetoken;
      const page = await fetchMessages(channelId, before ? { before } : {});
      chatStore.merge(channelId, page, { older: true });
    } catch {
      snackbar.show(t('chat.loadFailed'), 'error');
    } finally {
      setLoading(false);
    }
  }, [channelId, loading, snackbar, t]);

  useEffect(() => {
    setReplyTo(null);
    setEditing(null);
    setTypist(null);
    if (!chatStore.thread(channelId).loaded) void loadOlder();
    // Only on opening a channel.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelId]);

  // Newest at the bottom: follow new messages; keep the view still when an older page lands on top.
  useLayoutEffect(() => {
    const box = scroller.current;
    const oldest = thread.messages[0]?.timetoken ?? '';
    const newest = thread.messages.at(-1)?.timetoken ?? '';
    if (box) {
      if (oldest !== edges.current.oldest && newest === edges.current.newest) {
        box.scrollTop += box.scrollHeight - edges.current.height;
      } else if (newest !== edges.current.newest) box.scrollTop = box.scrollHeight;
      edges.current = { oldest, newest, height: box.scrollHeight };
    }
  }, [thread.messages]);

  // The open channel reads what arrives: its count clears at once, the server hears after 2 s of quiet.
  const newest = thread.messages.at(-1)?.timetoken;
  useEffect(() => {
    if (!newest) return;
    chatStore.setUnread({ [channelId]: 0 });
    const timer = setTimeout(() => {
      updateMembership(channelId, { timeToken: newest }).catch(() => undefined);
    }, CHAT_READ_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [channelId, newest]);

  useRealtimeEvent('chat:typing', (signal) => {
    if (signal.channelId !== channelId || signal.uuid === myUuid) return;
    const member = channel.chatMembers.find((m) => m.uuid === signal.uuid);
    setTypist(signal.fullName ?? member?.fullName ?? '');
  });
  useEffect(() => {
    if (typist === null) return;
    const timer = setTimeout(() => setTypist(null), TYPING_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [typist]);

  const run = (work: Promise<ChatMessage | null | undefined>) =>
    work.then(
      (message) => message && chatStore.update(message),
      () => snackbar.show(t('chat.sendFailed'), 'error'),
    );
  const actions: MessageActions = {
    onReact: (m, type, add) => void run(toggleReaction(channelId, m.timetoken, type, add)),
    onAck: (m) => void run(acknowledgeMessage(channelId, m.timetoken)),
    onReply: (m) => {
      setEditing(null);
      setReplyTo(m);
    },
    onEdit: (m) => {
      setReplyTo(null);
      setEditing(m);
    },
    onDelete: setRemoving,
    onDownloadMedia: (resourceId) => {
      fetchResource(resourceId)
        .then((resource) => downloadResource(resource))
        .catch(() => snackbar.show(t('chat.mediaFailed'), 'error'));
    },
    onOpenMedia: (resourceId) => {
      fetchResource(resourceId)
        .then((resource) => preview.open(resource))
        .catch(() => snackbar.show(t('chat.mediaFailed'), 'error'));
    },
  };

  const others = channel.chatMembers.filter((m) => m.profileId !== profileId);
  const readUpTo = (timetoken: string) =>
    others.some((m) => m.timeToken !== null && compareTimetokens(m.timeToken, timetoken) >= 0);
  const nameOf = (message: ChatMessage) =>
    profilePreviews.get(message.senderProfileId)?.fullName ??
    channel.chatMembers.find((m) => m.profileId === message.senderProfileId)?.fullName ??
    '';
  const byToken = new Map(thread.messages.map((m) => [m.timetoken, m]));
  const title = channelTitle(channel, profileId, t);
  // Who may post is known once the signed-in person is (the chat policy).
  const mayPost = actor !== null && can(actor, 'chat.post', channel);
  // A direct message names the other person's role and e-mail under their name (two Ana Garcías differ).
  const direct = useProfilePreview(channel.isDirectMessage ? others[0]?.profileId : undefined);

  return (
    <Box
      component="section"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        {onBack ? (
          <IconButton edge="start" aria-label={t('chat.backToChannels')} onClick={onBack}>
            <ArrowBackIcon />
          </IconButton>
        ) : null}
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h2" noWrap sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
          {direct ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {previewDetails(direct, t)}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5 }} aria-label={t('chat.presenceMembers')} role="group">
          {others.slice(0, CHAT_PRESENCE_AUTOLOAD).map((m) => (
            <PresenceAvatar key={m.uuid} profileId={m.profileId} uuid={m.uuid} name={m.fullName} />
          ))}
        </Box>
      </Box>
      <Box
        ref={scroller}
        tabIndex={0}
        aria-label={t('chat.messagesLabel')}
        role="region"
        onScroll={(e) => {
          if (e.currentTarget.scrollTop < TOP_MARGIN_PX) void loadOlder();
        }}
        sx={{ flex: 1, overflowY: 'auto', px: 2 }}
      >
        {loading ? (
          <CircularProgress size={24} aria-label={t('chat.loading')} sx={{ display: 'block', mx: 'auto' }} />
        ) : null}
        {thread.loaded && thread.messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            {t('chat.noMessages')}
          </Typography>
        ) : null}
        <Box component="ol" sx={{ p: 0, m: 0 }}>
          {thread.messages.map((message) => (
            <MessageItem
              key={message.timetoken}
              message={message}
              myUuid={myUuid}
              senderName={nameOf(message)}
              quoted={message.replyMessageTimetoken ? byToken.get(message.replyMessageTimetoken) : undefined}
              read={readUpTo(message.timetoken)}
              mayEdit={can(actor, 'chatMessage.edit', message)}
              mayDelete={can(actor, 'chatMessage.delete', message)}
              mayReply={mayPost}
              {...actions}
            />
          ))}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ px: 2, minHeight: '1.5em' }} aria-live="polite">
        {typist !== null ? t('chat.typing', { name: typist }) : ''}
      </Typography>
      {actor === null ? null : mayPost ? (
        <Composer
          channelId={channelId}
          replyTo={replyTo}
          editing={editing}
          onDone={() => {
            setReplyTo(null);
            setEditing(null);
          }}
        />
      ) : (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {isSprintChannel(channel) ? t('chat.sprintReadOnly') : t('chat.readOnly')}
        </Typography>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('chat.deleteTitle')}
        confirmLabel={t('chat.delete')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await run(deleteMessage(channelId, removing.timetoken));
          setRemoving(null);
        }}
      >
        {t('chat.deleteText')}
      </ConfirmDialog>
    </Box>
  );
}
