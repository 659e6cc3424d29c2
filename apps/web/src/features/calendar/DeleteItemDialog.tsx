import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { CalendarItem } from '@stride/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../app/ui/ConfirmDialog';
import type { DeleteScope } from './calendarApi';
import { formatDay } from '../../app/format/days';

const SCOPES: readonly DeleteScope[] = ['this', 'following', 'all'];

/**
 * Deleting an item: a single one is confirmed; one of a repeated set (a repeat, a paste onto several days)
 * asks which occurrences go: this one, this and the following ones, or all of them.
 */
export function DeleteItemDialog({
  item,
  onClose,
  onDelete,
}: {
  item: CalendarItem;
  onClose: () => void;
  /** Deletes; throws when it failed (the dialog stays). */
  onDelete: (scope: DeleteScope) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [scope, setScope] = useState<DeleteScope>('this');
  const repeated = item.repeatKey !== null;
  const date = formatDay(item.date);
  return (
    <ConfirmDialog
      open
      title={t('calendar.deleteTitle', { title: item.title })}
      confirmLabel={t('calendar.delete')}
      destructive
      onClose={onClose}
      onConfirm={() => onDelete(repeated ? scope : 'this')}
    >
      {repeated ? (
        <FormControl>
          <FormLabel id={labelId}>{t('calendar.deleteRepeated', { title: item.title, date })}</FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            value={scope}
            onChange={(event) => setScope(event.target.value as DeleteScope)}
          >
            {SCOPES.map((value) => (
              <FormControlLabel
                key={value}
                value={value}
                control={<Radio />}
                label={t(`calendar.deleteScope.${value}`, { date })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : (
        t('calendar.deleteOne', { title: item.title, date })
      )}
    </ConfirmDialog>
  );
}
