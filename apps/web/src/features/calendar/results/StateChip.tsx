import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ItemState } from '@stride/contracts';
import { useTranslation } from 'react-i18next';

const COLORS: Record<ItemState, ChipProps['color']> = {
  PLANNED: 'default',
  DONE: 'success',
  PARTIAL: 'warning',
  SKIPPED: 'info',
  MISSED: 'error',
};

/** How an item stands: To do, Done, Partly done, Skipped, Missed. */
export function StateChip({ state }: { state: ItemState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={COLORS[state]}
      variant={state === 'PLANNED' ? 'outlined' : 'filled'}
      label={t(`results.state.${state}`)}
    />
  );
}
