import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Program } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { useSnackbar } from '../../app/ui/snackbar';
import { AssignedProfilesList } from './AssignedProfilesList';
import { AssignProfilesPicker } from './AssignProfilesPicker';
import { changeProgramProfiles } from './programApi';
import { PARTICIPANTS_KEY, PROGRAMS_KEY } from './programQueries';
import { useLastShown } from '../companies/useLastShown';

/** Who follows a program: assign participants of the company, unassign the ticked ones. */
export function ProgramProfilesDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const shown = useLastShown(program);

  const change = async (kind: 'assign' | 'unassign', profileIds: number[]): Promise<boolean> => {
    if (!shown) return false;
    try {
      await changeProgramProfiles(kind, shown, profileIds);
    } catch (error) {
      handleError(error);
      return false;
    }
    snackbar.show(t(kind === 'assign' ? 'companies.profilesAssigned' : 'companies.profilesUnassigned'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
      queryClient.invalidateQueries({ queryKey: PARTICIPANTS_KEY }),
    ]);
    return true;
  };

  return (
    <Dialog open={program !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('companies.profilesTitle', { name: shown?.name ?? '' })}</DialogTitle>
      {shown ? (
        <DialogContent>
          <Stack spacing={3} sx={{ pt: 1 }}>
            <AssignProfilesPicker program={shown} onAssign={(ids) => change('assign', ids)} />
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
                {t('companies.assignedTitle')}
              </Typography>
              <AssignedProfilesList program={shown} onUnassign={(ids) => change('unassign', ids)} />
            </section>
          </Stack>
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onClose}>{t('companies.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
