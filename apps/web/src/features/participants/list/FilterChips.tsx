import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { ListParamsApi } from '../../../app/lists/useListParams';
import { formatDateTime } from '../../../app/format/dates';

/** The dashboards' link filters (docs/decisions.md, "Dashboards") the chips name in words. */
const DATE_FILTERS: Readonly<Record<string, string>> = {
  createdFrom: 'participants.chipCreatedFrom',
  signedInFrom: 'participants.chipSignedInFrom',
  firstSignInFrom: 'participants.chipFirstSignInFrom',
  notSignedInFrom: 'participants.chipNotSignedInFrom',
};

/**
 * The filters of the address the screen shows no control for (e.g. `notSignedInFrom` from a dashboard, an
 * advisor's `practiceId`):
 * still sent with the list call, shown as removable chips so the user knows why the list is short.
 */
export function FilterChips({
  list,
  controlled,
  labels = {},
}: {
  list: ListParamsApi;
  controlled: ReadonlySet<string>;
  /** Words for a filter and value the screen knows (`practiceId=3`: "Your company"). */
  labels?: Readonly<Record<string, string>>;
}) {
  const { t } = useTranslation();
  const extra = Object.entries(list.filters).filter(([name]) => !controlled.has(name));
  if (extra.length === 0) return null;

  const describe = (name: string, value: string): string => {
    const known = labels[`${name}=${value}`];
    if (known) return known;
    const dateKey = DATE_FILTERS[name];
    if (dateKey) return t(dateKey, { date: formatDateTime(value) });
    if (name === 'signedIn')
      return value === 'true' ? t('participants.chipSignedIn') : t('participants.chipNeverSignedIn');
    if (name === 'active') return value === 'true' ? t('common.active') : t('common.inactive');
    return t('participants.chipOther', { name, value });
  };

  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
      aria-label={t('participants.chipLabel')}
      role="group"
    >
      {extra.map(([name, value]) => {
        const text = describe(name, value);
        const remove = () => list.setFilter(name, undefined);
        // The whole chip is the button (the cross alone is too small a target).
        return (
          <Chip
            key={name}
            label={text}
            onClick={remove}
            onDelete={remove}
            aria-label={t('participants.chipRemove', { filter: text })}
          />
        );
      })}
    </Stack>
  );
}
