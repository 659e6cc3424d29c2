import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, findRoute } from '@stride/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../app/auth/useActor';
import { useRouteTitle } from '../../app/routes/routeTitle';
import { useFloatingAction } from '../../app/shell/floatingAction';
import { AddParticipantDialog } from './AddParticipantDialog';
import { ImportParticipantsAction } from './import/ImportParticipantsAction';
import { ParticipantsList } from './ParticipantsList';

const PARTICIPANTS_ROUTE = findRoute('/participants');

/** /participants: every participant the user may see, and the floating button to add one. */
export default function ParticipantsPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const actor = useActor();
  const [adding, setAdding] = useState(false);
  const addAction = useMemo(() => ({ label: t('participants.add'), onClick: () => setAdding(true) }), [t]);
  // Every staff role adds participants somewhere (docs/decisions.md, "People"); where, the dialog's placement decides.
  useFloatingAction(can(actor, 'participantPlacement.create', undefined) ? addAction : null);

  return (
    // Room below the list, so the floating add button never has to sit on the paging controls.
    <Stack spacing={2} sx={{ pb: 10 }}>
      <Typography variant="h5" component="h1">
        {PARTICIPANTS_ROUTE ? titleOf(PARTICIPANTS_ROUTE) : null}
      </Typography>
      <ParticipantsList label={t('participants.tableLabel')} />
      <AddParticipantDialog open={adding} onClose={() => setAdding(false)} />
      <ImportParticipantsAction />
    </Stack>
  );
}
