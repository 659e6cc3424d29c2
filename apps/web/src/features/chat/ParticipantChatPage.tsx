import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import CircularProgress from '@mui/material/CircularProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFullHeightPage } from '../../app/shell/fullHeight';
import { useParticipant } from '../participants/participantQueries';
import { createChat, directChatKey } from './chatApi';
import { Thread } from './thread/Thread';
import { useChatRealtime } from './realtime/useChatRealtime';
import { useChats, useChatUser } from './channels/useChats';

/**
 * /participants/{id}/chat: the direct channel with the participant (POST answers the existing one),
 * filling the window below the participant's header and tabs so the composer is always in view.
 */
export default function ParticipantChatPage() {
  const { t } = useTranslation();
  useFullHeightPage();
  const { data: participant } = useParticipant(Number(useParams().id));
  const user = useChatUser();
  const chats = useChats();
  const profileId = participant?.profileId;
  const direct = useQuery({
    queryKey: directChatKey(profileId),
    queryFn: () => createChat({ chatMembers: [profileId ?? 0], isDirectMessage: true }),
    enabled: profileId !== undefined,
    staleTime: Infinity,
  });
  useChatRealtime(direct.data?.id ?? null, user.uuid);
  if (direct.isError) return <Alert severity="error">{t('chat.failed')}</Alert>;
  if (!direct.data) return <CircularProgress aria-label={t('chat.loading')} />;
  // The list's copy follows receipts and renames; the answer of POST stands in until the list has it.
  const channel = chats.data?.chats.find((c) => c.id === direct.data.id) ?? direct.data;
  return (
    <Paper variant="outlined" sx={{ flex: 1, minHeight: 0 }}>
      <Thread channel={channel} profileId={user.profileId} myUuid={user.uuid} />
    </Paper>
  );
}
