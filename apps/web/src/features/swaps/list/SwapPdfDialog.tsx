import MenuItem from '@mui/material/MenuItem';
import { SWAP_STATUSES, swapPdfLangSchema, swapStatusSchema, type SwapPdfBody } from '@stride/contracts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../app/forms/FormDialog';
import { FormTextField } from '../../../app/forms/FormTextField';
import { localized } from '../../../app/forms/resolver';
import { toAppLanguage } from '../../../app/i18n/i18n';
import { isPlainDate } from '../../../app/format/days';
import { downloadSwapsPdf } from '../swapsApi';
import type { SwapFilters } from '../swapsQueries';

const SHRINK = { inputLabel: { shrink: true } } as const;

/** A day of the period, or none. */
const day = z.string().refine((value) => value === '' || isPlainDate(value), localized('swaps.dateInvalid'));

/** The PDF's form (a status or '' for all, days or '' for none); its output the call's body. */
const pdfFormSchema = z
  .object({ lang: swapPdfLangSchema, status: z.union([swapStatusSchema, z.literal('')]), from: day, to: day })
  .refine((form) => !isPlainDate(form.from) || !isPlainDate(form.to) || form.from <= form.to, {
    path: ['to'],
    ...localized('swaps.rangeInvalid'),
  })
  .transform((form): SwapPdfBody => ({
    template: 'default',
    lang: form.lang,
    statusFilter: form.status === '' ? null : form.status,
    from: form.from || null,
    to: form.to || null,
  }));
type Values = z.input<typeof pdfFormSchema>;

/**
 * The swaps PDF: its language (English or Spanish: the participant's by default), a status (or all) and
 * the period, from the list's filters, checked as they are typed; Download saves the file the server makes.
 */
export function SwapPdfDialog({
  userId,
  filters,
  language,
  onClose,
}: {
  userId: number;
  /** The list's filters, the PDF's to start with. */
  filters: SwapFilters;
  /** The participant's language. */
  language: string | null | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const defaultValues: Values = {
    lang: toAppLanguage(language),
    status: filters.status ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  };
  return (
    <FormDialog
      onClose={onClose}
      title={t('swaps.pdfTitle')}
      schema={pdfFormSchema}
      defaultValues={defaultValues}
      submit={(body) => downloadSwapsPdf(userId, body)}
      submitLabel={t('swaps.download')}
      maxWidth="xs"
      mode="onChange"
    >
      <FormTextField<Values> select name="lang" label={t('swaps.language')}>
        {swapPdfLangSchema.options.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`languages.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<Values>
        select
        name="status"
        label={t('swaps.statusFilter')}
        slotProps={{ ...SHRINK, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('swaps.all')}</MenuItem>
        {SWAP_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`swaps.status.${value}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField<Values> type="date" name="from" label={t('swaps.from')} deps="to" slotProps={SHRINK} />
      <FormTextField<Values> type="date" name="to" label={t('swaps.to')} slotProps={SHRINK} />
    </FormDialog>
  );
}
