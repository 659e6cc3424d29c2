import { endpoints, type Program } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useErrorHandler } from '../../app/errors';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import { useSnackbar } from '../../app/ui/snackbar';
import { getProgram, PARTICIPANTS_KEY, PROGRAMS_KEY } from './programQueries';
import { useLastShown } from '../companies/useLastShown';
import { callEndpoint, removeVersioned } from '../../app/api';

/** Delete program, confirmed: its assignments go with it ('Program deleted!'). */
export function DeleteProgramDialog({ program, onClose }: { program: Program | null; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const shown = useLastShown(program);

  const remove = async () => {
    if (!program) return;
    try {
      const params = { id: program.id };
      await removeVersioned(
        program.version,
        (version) => callEndpoint(endpoints.programs.delete, { params, version }),
        () => getProgram(program.id),
      );
    } catch (error) {
      handleError(error);
      throw error;
    }
    snackbar.show(t('companies.programDeleted'));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: PROGRAMS_KEY }),
      queryClient.invalidateQueries({ queryKey: PARTICIPANTS_KEY }),
    ]);
  };

  return (
    <ConfirmDialog
      open={program !== null}
      title={t('companies.deleteProgramTitle')}
      confirmLabel={t('common.delete')}
      destructive
      onConfirm={remove}
      onClose={onClose}
    >
      {t('companies.deleteProgramQuestion', { name: shown?.name ?? '' })}
    </ConfirmDialog>
  );
}
