import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { prescriptionSchema, type PrescriptionInput, type SequenceItem } from '@stride/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeDialog } from './ChangeDialog';
import { prescriptionFields, type PrescriptionField } from './prescription';

type Typed = Record<PrescriptionField, string>;
const typedOf = (item: SequenceItem | null): Typed => ({
  time: String(item?.prescription.time ?? ''),
  weight: String(item?.prescription.weight ?? ''),
  repetitions: String(item?.prescription.repetitions ?? ''),
  series: String(item?.prescription.series ?? ''),
  restTimeBetweenSeries: String(item?.prescription.restTimeBetweenSeries ?? ''),
});

/**
 * A routine item's own amounts (clicking the item opens it): each field empty follows the library's
 * definition, whose value it shows; what is typed is this routine's for this item only ('Item updated!').
 */
export function PrescriptionDialog({
  item,
  onClose,
  onSave,
}: {
  /** The item; null: closed. */
  item: SequenceItem | null;
  onClose: () => void;
  onSave: (item: SequenceItem, prescription: PrescriptionInput) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<Typed>(typedOf(item));
  const [errors, setErrors] = useState<Partial<Typed>>({});
  useEffect(() => {
    if (!item) return;
    setTyped(typedOf(item));
    setErrors({});
  }, [item]);
  const fields = item ? prescriptionFields(item.kind) : [];

  const submit = () => {
    if (!item) return Promise.resolve(null);
    const candidate = Object.fromEntries(
      fields.map((f) => {
        const raw = typed[f].trim().replace(',', '.');
        return [f, raw === '' ? null : Number(raw)];
      }),
    );
    const parsed = prescriptionSchema.partial().safeParse(candidate);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [
            issue.path[0],
            t(issue.path[0] === 'weight' ? 'routines.aNumber' : 'routines.wholeNumber'),
          ]),
        ),
      );
      return Promise.resolve(null);
    }
    setErrors({});
    return onSave(item, parsed.data);
  };

  return (
    <ChangeDialog
      open={item !== null}
      title={t('routineBuilder.prescriptionTitle', { title: item?.title ?? '' })}
      submitLabel={t('form.save')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('routineBuilder.prescriptionHint')}
      </Typography>
      {fields.map((field, i) => {
        const libraryValue = item?.defaults[field];
        return (
          <TextField
            key={field}
            autoFocus={i === 0}
            label={t(`routines.field.${field}`)}
            value={typed[field]}
            onChange={(event) => setTyped((v) => ({ ...v, [field]: event.target.value }))}
            placeholder={libraryValue === null || libraryValue === undefined ? '' : String(libraryValue)}
            error={Boolean(errors[field])}
            helperText={
              errors[field] ??
              (libraryValue === null || libraryValue === undefined
                ? t('routineBuilder.libraryNone')
                : t('routineBuilder.libraryValue', { value: libraryValue }))
            }
            slotProps={{
              htmlInput: { inputMode: field === 'weight' ? 'decimal' : 'numeric' },
              inputLabel: { shrink: true },
            }}
          />
        );
      })}
    </ChangeDialog>
  );
}
