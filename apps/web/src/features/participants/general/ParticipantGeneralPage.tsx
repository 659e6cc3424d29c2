import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can } from '@stride/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { useParams } from 'react-router';
import { ParticipantAccountActions } from '../../accounts/ParticipantAccountActions';
import { WhoAccessedPanel } from '../../audit/WhoAccessedPanel';
import { ParticipantFlags } from './ParticipantFlags';
import { ParticipantForm } from './ParticipantForm';
import { ParticipantMailActions } from './ParticipantMailActions';
import { ParticipantPrograms } from './ParticipantPrograms';
import { useParticipant } from '../participantQueries';

/**
 * /participants/{id}/general: the profile form, the flags, the programs and the account's actions. The
 * frame (ParticipantLayout) loads the participant and tells what failed; what the role may not do is hidden.
 */
export default function ParticipantGeneralPage() {
  const { t } = useTranslation();
  const actionsId = useId();
  const { data: participant } = useParticipant(Number(useParams().id));
  const actor = useActor();
  if (!participant || !actor) return null;
  const editable = can(actor, 'participant.update', participant);
  const programs = can(actor, 'participant.writePrograms', participant)
    ? 'write'
    : can(actor, 'participant.readPrograms', participant)
      ? 'read'
      : 'none';

  return (
    <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'flex-start' } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, flex: 3, minWidth: 0, maxWidth: { lg: 720 } }}>
        <ParticipantForm key={participant.id} participant={participant} actor={actor} />
      </Paper>
      <Stack spacing={2} sx={{ flex: 2, minWidth: 0 }}>
        <Paper sx={{ p: { xs: 2, sm: 3 } }}>
          <ParticipantFlags participant={participant} disabled={!editable} />
        </Paper>
        {programs === 'none' ? null : (
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <ParticipantPrograms participant={participant} canWrite={programs === 'write'} />
          </Paper>
        )}
        {editable ? (
          <Paper component="section" aria-labelledby={actionsId} sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography id={actionsId} variant="h6" component="h2" gutterBottom>
              {t('participants.actionsTitle')}
            </Typography>
            <Stack spacing={2}>
              <ParticipantMailActions participant={participant} />
              {can(actor, 'participant.manageAccount', participant) ? (
                <>
                  <Divider />
                  <ParticipantAccountActions participant={participant} />
                </>
              ) : null}
            </Stack>
          </Paper>
        ) : null}
        {can(actor, 'auditLog.read', undefined) ? <WhoAccessedPanel participantUserId={participant.id} /> : null}
      </Stack>
    </Stack>
  );
}
