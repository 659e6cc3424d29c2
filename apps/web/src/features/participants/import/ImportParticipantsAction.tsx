import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { can } from '@stride/contracts';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useActor } from '../../../app/auth/useActor';
import { MOBILE_BREAKPOINT } from '../../../app/constants';
import { usePageActions } from '../../../app/shell/pageActions';

// The dialog (its form library and fields) loads when first opened, not with the participants list.
const ImportParticipantsDialog = lazy(() =>
  import('./ImportParticipantsDialog').then((m) => ({ default: m.ImportParticipantsDialog })),
);

/** "Import participants" in the top bar of the participants list, for those the import policy lets import. */
export function ImportParticipantsAction() {
  const { t } = useTranslation();
  const actor = useActor();
  const [open, setOpen] = useState(false);
  // Kept mounted once opened, so that closing it plays its transition.
  const [opened, setOpened] = useState(false);
  const wide = useMediaQuery(`(min-width:${MOBILE_BREAKPOINT}px)`, { noSsr: true });
  const allowed = can(actor, 'participantPlacement.import', undefined);
  const label = t('tasks.importParticipants');
  const button = useMemo(() => {
    const show = () => {
      setOpened(true);
      setOpen(true);
    };
    if (!allowed) return null;
    // Narrow screens keep the top bar's room for the breadcrumbs: the icon alone, named.
    return wide ? (
      <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={show} sx={{ flexShrink: 0 }}>
        {label}
      </Button>
    ) : (
      <IconButton aria-label={label} onClick={show}>
        <UploadFileIcon />
      </IconButton>
    );
  }, [allowed, wide, label]);
  usePageActions(button);

  return allowed && actor && opened ? (
    <Suspense fallback={null}>
      <ImportParticipantsDialog open={open} onClose={() => setOpen(false)} actor={actor} />
    </Suspense>
  ) : null;
}
