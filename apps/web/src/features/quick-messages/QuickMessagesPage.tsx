import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { findRoute, type QuickMessage } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { errorMessage } from '../../app/errors';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { AddQuickMessageForm } from './AddQuickMessageForm';
import { EditQuickMessageDialog } from './EditQuickMessageDialog';
import { QuickMessageList } from './QuickMessageList';
import { deleteQuickMessage, quickMessagesKey, useQuickMessages } from './quickMessagesApi';

const ROUTE = findRoute('/profile/quick-messages');

/** /profile/quick-messages: the staff member's own canned chat texts (spec 000 sections 3, 7, 8). */
export default function QuickMessagesPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const profileId = useSession()?.claims.profile_id;
  const { data: messages, error, isPending } = useQuickMessages(profileId);
  const [editing, setEditing] = useState<QuickMessage | null>(null);
  const [deleting, setDeleting] = useState<QuickMessage | null>(null);
  const remove = useRemove();

  if (profileId === undefined) return null;
  return (
    <Paper sx={{ p: { xs: 2, sm: 4 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {ROUTE ? titleOf(ROUTE) : null}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 3 }}>{t('profile.quickMessagesIntro')}</Typography>
      <Stack spacing={3}>
        <AddQuickMessageForm profileId={profileId} />
        {isPending ? <LinearProgress aria-label={t('common.loading')} /> : null}
        {error ? (
          <Alert severity="error">{`${t('profile.loadMessagesFailed')} ${errorMessage(error, t)}`}</Alert>
        ) : null}
        {messages ? <QuickMessageList messages={messages} onEdit={setEditing} onDelete={setDeleting} /> : null}
      </Stack>
      {editing ? <EditQuickMessageDialog key={editing.id} message={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('profile.deleteMessage')}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={() => (deleting ? remove(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      >
        {t('profile.deleteMessageQuestion')}
      </ConfirmDialog>
    </Paper>
  );
}

/** DELETE ('Quick message deleted.'); either way the list is read again. */
function useRemove() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  return async (message: QuickMessage) => {
    const key = quickMessagesKey(message.profileId);
    try {
      await deleteQuickMessage(message);
      snackbar.show(t('profile.messageDeleted'));
    } catch (error) {
      if (error instanceof ApiError) console.warn(`${error.code} (trace ${error.traceId ?? 'none'})`, error.message);
      // Closed anyway: a message changed or deleted meanwhile shows as it is now, to be deleted again if still wanted.
      snackbar.show(t('profile.deleteFailed'), 'error');
    } finally {
      await queryClient.invalidateQueries({ queryKey: key });
    }
  };
}
