import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { can, findRoute } from '@stride/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { useRouteTitle } from '../../../app/routes/routeTitle';
import { useFloatingAction } from '../../../app/shell/floatingAction';
import { ImportParticipantsAction } from '../import/ImportParticipantsAction';
import { ParticipantsList } from './ParticipantsList';

const PARTICIPANTS_ROUTE = findRoute('/participants');
// The dialog (its form library and placement fields) loads when first opened, not with the list.
const AddParticipantDialog = lazy(() =>
  import('../AddParticipantDialog').then((m) => ({ default: m.AddParticipantDialog })),
);

/** /participants: every participant the user may see, and the floating button to add one. */
export default function ParticipantsPage() {
  const { t } = useTranslation();
  const titleOf = useRouteTitle();
  const actor = useActor();
  const [adding, setAdding] = useState(false);
  // Kept mounted once opened, so that closing it plays its transition.
  const [addOpened, setAddOpened] = useState(false);
  const addAction = useMemo(
    () => ({
      label: t('participants.add'),
      onClick: () => {
        setAddOpened(true);
        setAdding(true);
      },
    }),
    [t],
  );
  // Every staff role adds participants somewhere (docs/decisions.md, "People"); where, the dialog's placement decides.
  useFloatingAction(can(actor, 'participantPlacement.create', undefined) ? addAction : null);

  return (
    // Room below the list, so the floating add button never has to sit on the paging controls.
    <Stack spacing={2} sx={{ pb: 10 }}>
      <Typography variant="h5" component="h1">
        {PARTICIPANTS_ROUTE ? titleOf(PARTICIPANTS_ROUTE) : null}
      </Typography>
      <ParticipantsList label={t('participants.tableLabel')} />
      {addOpened ? (
        <Suspense fallback={null}>
          <AddParticipantDialog open={adding} onClose={() => setAdding(false)} />
        </Suspense>
      ) : null}
      <ImportParticipantsAction />
    </Stack>
  );
}
