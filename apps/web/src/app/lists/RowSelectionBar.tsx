import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { RowSelection } from './useRowSelection';

/**
 * A list's "Select all" of the page and, once some rows are chosen, how many (a status) and the actions on
 * them (`children`); nothing when the page has no row to choose.
 */
export function RowSelectionBar<T extends { id: number }>({
  selection,
  selectAllLabel,
  countLabel,
  spacing = 2,
  useFlexGap = false,
  children,
}: {
  selection: Pick<RowSelection<T>, 'items' | 'chosen' | 'setAll'>;
  selectAllLabel: string;
  /** "N selected". */
  countLabel: (count: number) => string;
  spacing?: number;
  useFlexGap?: boolean;
  children: ReactNode;
}) {
  const { items, chosen } = selection;
  if (items.length === 0) return null;
  const all = chosen.length === items.length;
  return (
    <Stack
      direction="row"
      useFlexGap={useFlexGap}
      spacing={spacing}
      sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 40 }}
    >
      <FormControlLabel
        control={
          <Checkbox
            size="small"
            checked={all}
            indeterminate={chosen.length > 0 && !all}
            onChange={(event) => selection.setAll(event.target.checked)}
          />
        }
        label={selectAllLabel}
      />
      {chosen.length > 0 ? (
        <>
          <Typography variant="body2" role="status">
            {countLabel(chosen.length)}
          </Typography>
          {children}
        </>
      ) : null}
    </Stack>
  );
}
