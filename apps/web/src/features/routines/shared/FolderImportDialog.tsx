import DialogContentText from '@mui/material/DialogContentText';
import { endpoints, type SharedFolder } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { callEndpoint } from '../../../app/api';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';
import { useDefinitionReload } from '../definitions/useDefinitionChange';

/** The new folder's name (the shared folder's to start with); sent trimmed. */
const folderImportSchema = z.object({
  title: z
    .string()
    .refine((title) => title.trim() !== '', localized('sharing.folderNameRequired'))
    .transform((title) => title.trim()),
});
type Values = z.input<typeof folderImportSchema>;

/**
 * Imports a folder shared with one's practice as a new folder of one's own (its title, or the one given
 * here) with a copy of each of its items ('Item imported!' / 'Items imported!'). Rendered while open.
 */
export function FolderImportDialog({ folder, onClose }: { folder: SharedFolder; onClose: () => void }) {
  const { t } = useTranslation();
  const reload = useDefinitionReload();
  return (
    <FormDialog
      onClose={onClose}
      title={t('sharing.importFolderTitle')}
      description={<DialogContentText>{t('sharing.importFolderHint', { count: folder.itemCount })}</DialogContentText>}
      schema={folderImportSchema}
      defaultValues={{ title: folder.title }}
      submit={(body) => callEndpoint(endpoints.routinesSharing.importSharedFolder, { params: { id: folder.id }, body })}
      successMessage={t(folder.itemCount === 1 ? 'sharing.itemImported' : 'sharing.itemsImported')}
      onDone={reload.onDone}
      onFailure={reload.onFailure}
      submitLabel={t('sharing.importSubmit')}
    >
      <FormTextField<Values>
        name="title"
        label={t('sharing.newFolderName')}
        required
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
