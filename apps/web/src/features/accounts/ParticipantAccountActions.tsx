import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { can, endpoints, Role, type Participant } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callEndpoint, downloadEndpoint, removeVersioned, saveVersioned } from '../../app/api';
import { useActor } from '../../app/auth/useActor';
import { saveBlob } from '../../app/format/csv';
import { useErrorHandler } from '../../app/errors';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { fullName, participantKey, PARTICIPANTS_KEY, participantsListKey } from '../participants/participantQueries';

/** A participant as the account rules see them. */
const accountOf = (p: Participant) => ({
  profileId: p.profileId,
  userId: p.id,
  roleId: Role.Participant,
  companyId: p.practiceId,
  consultantProfileId: p.consultantProfileId,
  isActive: p.isActive,
});

/**
 * Activate or inactivate the account and delete it (PUT and DELETE /accounts/{userId}, If-Match with the
 * participant's accountVersion), each after a confirmation; after a delete the list is next. Export the
 * participant's whole record (GET /accounts/{userId}/export) where the account rules allow it.
 */
export function ParticipantAccountActions({ participant }: { participant: Participant }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const navigate = useNavigate();
  const actor = useActor();
  const [asking, setAsking] = useState<'status' | 'delete' | null>(null);
  const [exporting, setExporting] = useState(false);
  const name = fullName(participant);
  const params = { id: participant.id };
  const reload = () => callEndpoint(endpoints.accounts.get, { params });

  const setActive = async () => {
    try {
      // A 412 reloads the account and sets the same state on its newer version.
      await saveVersioned({
        body: { isActive: !participant.isActive },
        version: participant.accountVersion,
        save: (body, version) => callEndpoint(endpoints.accounts.update, { params, body, version }),
        reload,
      });
      await queryClient.invalidateQueries({ queryKey: participantKey(participant.id) });
      void queryClient.invalidateQueries({ queryKey: participantsListKey });
      snackbar.show(t('participants.statusChanged'));
    } catch (error) {
      handleError(error);
      throw error;
    }
  };

  const remove = async () => {
    try {
      // A 412 reloads the account and deletes its newer version: the user asked for it gone.
      await removeVersioned(
        participant.accountVersion,
        (version) => callEndpoint(endpoints.accounts.delete, { params, version }),
        reload,
      );
    } catch (error) {
      handleError(error);
      throw error;
    }
    snackbar.show(t('participants.deleted'));
    await navigate('/participants');
    queryClient.removeQueries({ queryKey: participantKey(participant.id) });
    void queryClient.invalidateQueries({ queryKey: PARTICIPANTS_KEY });
  };

  // GET /accounts/{userId}/export: the ZIP, saved under the server's name.
  const exportRecord = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await downloadEndpoint(endpoints.accounts.export, { params });
      saveBlob(blob, fileName ?? 'stride-record.zip');
      snackbar.show(t('participants.recordExported'));
    } catch (error) {
      handleError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={participant.isActive ? <PersonOffOutlinedIcon /> : <PersonOutlinedIcon />}
        onClick={() => setAsking('status')}
      >
        {participant.isActive ? t('participants.inactivate') : t('participants.activate')}
      </Button>
      {actor && can(actor, 'account.export', accountOf(participant)) ? (
        <Button
          variant="outlined"
          startIcon={<DownloadOutlinedIcon />}
          onClick={() => void exportRecord()}
          disabled={exporting}
          title={t('participants.exportRecordHint')}
        >
          {t('participants.exportRecord')}
        </Button>
      ) : null}
      <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setAsking('delete')}>
        {t('common.delete')}
      </Button>
      <ConfirmDialog
        open={asking === 'status'}
        title={
          participant.isActive ? t('participants.inactivateTitle', { name }) : t('participants.activateTitle', { name })
        }
        confirmLabel={participant.isActive ? t('participants.inactivate') : t('participants.activate')}
        destructive={participant.isActive}
        onConfirm={setActive}
        onClose={() => setAsking(null)}
      >
        {participant.isActive ? t('participants.inactivateText') : t('participants.activateText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        title={t('participants.deleteTitle', { name })}
        confirmLabel={t('common.delete')}
        destructive
        onConfirm={remove}
        onClose={() => setAsking(null)}
      >
        {t('participants.deleteText')}
      </ConfirmDialog>
    </Stack>
  );
}
