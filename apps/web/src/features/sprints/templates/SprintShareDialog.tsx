import DialogContentText from '@mui/material/DialogContentText';
import type { SprintTemplateSummary } from '@stride/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { localized } from '../../../app/forms/resolver';
import { ShareCompaniesField } from '../../sharing/ShareCompaniesField';
import { shareTemplate } from '../sprintsApi';
import { templateListKey } from '../sprintsQueries';

/** The practices chosen, in the order they were ticked. */
const shareFormSchema = z.object({
  practices: z.array(z.number()).refine((ids) => ids.length > 0, localized('sprints.chooseCompany')),
});
type Values = z.input<typeof shareFormSchema>;
const NONE_CHOSEN: Values = { practices: [] };

/**
 * "Share to practices": the practices one may share with (the exercise library's list, with a search),
 * any number of them, then POST share ('Sprint shared!'). The receivers see the template read-only until
 * they duplicate it. Rendered while open.
 */
export function SprintShareDialog({ template, onClose }: { template: SprintTemplateSummary; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <FormDialog
      onClose={onClose}
      title={t('sprints.shareTitle')}
      description={
        <>
          <DialogContentText sx={{ wordBreak: 'break-word' }}>{template.name}</DialogContentText>
          <DialogContentText variant="body2">{t('sprints.shareHint')}</DialogContentText>
        </>
      }
      schema={shareFormSchema}
      defaultValues={NONE_CHOSEN}
      submit={({ practices }) => shareTemplate(template, practices)}
      successMessage={t('sprints.shared')}
      onDone={() => queryClient.invalidateQueries({ queryKey: templateListKey })}
      submitLabel={t('sprints.shareSubmit')}
      fullScreenOnPhone
    >
      <ShareCompaniesField<Values>
        name="practices"
        words={{
          search: t('sprints.searchCompanies'),
          group: t('sprints.companies'),
          noMatch: t('sprints.noCompanyMatch'),
          none: t('sprints.noCompanies'),
        }}
      />
    </FormDialog>
  );
}
