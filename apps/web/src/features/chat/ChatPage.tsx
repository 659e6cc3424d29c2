import AddCommentIcon from '@mui/icons-material/AddComment';
import PermMediaIcon from '@mui/icons-material/PermMedia';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { can, type ChatChannel } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useActor } from '../../app/auth/useActor';
import { MOBILE_BREAKPOINT } from '../../app/constants';
import { useFullHeightPage } from '../../app/shell/fullHeight';
import { useSnackbar } from '../../app/ui/snackbar';
import { BulkMediaDialog } from './composer/BulkMediaDialog';
import { ChannelList } from './channels/ChannelList';
import { channelTitle } from './channels/channels';
import { chatsKey, createBulkChats, createChat, updateMembership } from './chatApi';
import { ContactsPicker, type PickResult } from './channels/ContactsPicker';
import { Thread } from './thread/Thread';
import { useChatRealtime } from './realtime/useChatRealtime';
import { useChats, useChatUser } from './channels/useChats';

/**
 * /chat: the channels on the left, the open one (?channel=) on the right, filling the window so the
 * composer is always in view. Below 768 px one at a time: the list, then the open channel with a back control.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  useFullHeightPage();
  const narrow = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT - 0.05}px)`, { noSsr: true });
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const user = useChatUser();
  const actor = useActor();
  const mayCreateGroups = can(actor, 'chat.createGroup', undefined);
  const maySendToMany = can(actor, 'chat.sendToMany', undefined);
  const chats = useChats();
  const [params, setParams] = useSearchParams();
  const openId = params.get('channel');
  const [picking, setPicking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [bulkMedia, setBulkMedia] = useState(false);
  useChatRealtime(openId, user.uuid);

  const channels = chats.data?.chats ?? [];
  const open = channels.find((c) => c.id === openId);
  const select = (channelId: string) => setParams({ channel: channelId });
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatsKey });

  const pin = (channel: ChatChannel, pinned: boolean) =>
    updateMembership(channel.id, { pinned })
      .then(refresh)
      .catch(() => snackbar.show(t('chat.failed'), 'error'));
  const archive = (channel: ChatChannel, isHidden: boolean) =>
    updateMembership(channel.id, { isHidden })
      .then(refresh)
      .catch(() =>
        snackbar.show(
          isHidden ? t('chat.archiveFailed', { name: channelTitle(channel, user.profileId, t) }) : t('chat.failed'),
          'error',
        ),
      );

  const create = async ({ mode, profileIds, name }: PickResult) => {
    setCreating(true);
    try {
      if (mode === 'bulk') {
        await createBulkChats(profileIds);
        snackbar.show(t('chat.bulkCreated', { count: profileIds.length }));
      } else {
        const channel = await createChat({ chatMembers: profileIds, isDirectMessage: mode === 'direct', name });
        select(channel.id);
      }
      setPicking(false);
      await refresh();
    } catch {
      snackbar.show(t('chat.failed'), 'error');
    } finally {
      setCreating(false);
    }
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flex: 1, minHeight: 0 }}>
      <Paper
        variant="outlined"
        sx={{
          width: narrow ? '100%' : 340,
          flexShrink: 0,
          display: narrow && open ? 'none' : 'flex',
          flexDirection: 'column',
          minHeight: 0,
        }}
      >
        <Box sx={{ p: 1 }}>
          <Button variant="contained" startIcon={<AddCommentIcon />} onClick={() => setPicking(true)} fullWidth>
            {t('chat.newMessage')}
          </Button>
          {maySendToMany ? (
            <Button
              variant="outlined"
              startIcon={<PermMediaIcon />}
              onClick={() => setBulkMedia(true)}
              fullWidth
              sx={{ mt: 1 }}
            >
              {t('chat.bulkMediaOpen')}
            </Button>
          ) : null}
        </Box>
        {chats.isError ? <Alert severity="error">{t('chat.failed')}</Alert> : null}
        <ChannelList
          channels={channels}
          profileId={user.profileId}
          selectedId={openId}
          onSelect={select}
          onPin={(c, pinned) => void pin(c, pinned)}
          onArchive={(c, hidden) => void archive(c, hidden)}
        />
      </Paper>
      <Paper
        variant="outlined"
        sx={{ flex: 1, minWidth: 0, minHeight: 0, display: narrow && !open ? 'none' : 'block' }}
      >
        {open ? (
          <Thread
            key={open.id}
            channel={open}
            profileId={user.profileId}
            myUuid={user.uuid}
            onBack={narrow ? () => setParams({}) : undefined}
          />
        ) : (
          <Typography sx={{ p: 3 }} color="text.secondary">
            {t('chat.pickChannel')}
          </Typography>
        )}
      </Paper>
      <ContactsPicker
        open={picking}
        groups={mayCreateGroups}
        busy={creating}
        onClose={() => setPicking(false)}
        onPick={(result) => void create(result)}
      />
      {maySendToMany ? (
        <BulkMediaDialog
          open={bulkMedia}
          onClose={() => setBulkMedia(false)}
          channels={channels}
          profileId={user.profileId}
        />
      ) : null}
    </Box>
  );
}
