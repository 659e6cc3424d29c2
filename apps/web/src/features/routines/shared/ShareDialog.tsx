import DialogContentText from '@mui/material/DialogContentText';
import { useTenantTranslation } from '../../../app/tenant/useTenantTranslation';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { localized } from '../../../app/forms/resolver';
import { useDefinitionReload } from '../definitions/useDefinitionChange';
import { ShareCompaniesField } from '../../sharing/ShareCompaniesField';
import { shareTarget, type ShareTarget } from './sharingApi';

export interface ShareDialogProps {
  /** One or several definitions, a folder of definitions, or a routine. */
  target: ShareTarget;
  onClose: () => void;
  /** After the share (the confirmation is shown). */
  onShared?: () => void;
}

/** The spec's confirmation of each kind of share, word for word. */
const DONE_KEY = {
  definitions: 'sharing.itemShared',
  folder: 'sharing.folderShared',
  routine: 'sharing.routineShared',
};

/** The practices chosen, in the order they were ticked. */
const shareFormSchema = z.object({
  companyId: z.array(z.number()).refine((ids) => ids.length > 0, localized('sharing.chooseCompany')),
});
type Values = z.input<typeof shareFormSchema>;
const NONE_CHOSEN: Values = { companyId: [] };

function targetName(target: ShareTarget): string {
  if (target.kind === 'folder') return target.folder.title;
  if (target.kind === 'routine') return target.routine.title;
  return target.items.map((d) => d.title).join(', ');
}

/**
 * Shares definitions, a folder or a routine with other practices of the tenant: the practices one may
 * share with (by name, with a search), any number of them, then the share calls ('Item shared!', 'Shared
 * successful' for a folder, 'Routine shared!'). The receivers see it read-only under /shared until they
 * import it. Failures are told in the dialog. Rendered while open.
 */
export function ShareDialog({ target, onClose, onShared }: ShareDialogProps) {
  const { t } = useTenantTranslation();
  const reload = useDefinitionReload();
  const count = target.kind === 'definitions' ? target.items.length : 1;
  const title =
    target.kind === 'folder'
      ? t('sharing.shareFolderTitle')
      : target.kind === 'routine'
        ? t('sharing.shareRoutineTitle')
        : t('sharing.shareItemsTitle', { count });

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={
        <>
          <DialogContentText sx={{ wordBreak: 'break-word' }}>{targetName(target)}</DialogContentText>
          <DialogContentText variant="body2">{t('sharing.shareHint')}</DialogContentText>
        </>
      }
      schema={shareFormSchema}
      defaultValues={NONE_CHOSEN}
      submit={({ companyId }) => shareTarget(target, companyId)}
      successMessage={t(DONE_KEY[target.kind])}
      onDone={() => {
        onShared?.();
        return reload.onDone();
      }}
      onFailure={reload.onFailure}
      submitLabel={t('sharing.shareSubmit')}
      fullScreenOnPhone
    >
      <ShareCompaniesField<Values>
        name="companyId"
        words={{
          search: t('sharing.searchCompanies'),
          group: t('sharing.companies'),
          noMatch: t('sharing.noCompanyMatch'),
          none: t('sharing.noCompanies'),
          chosen: (count) => t('sharing.companiesChosen', { count }),
        }}
      />
    </FormDialog>
  );
}
