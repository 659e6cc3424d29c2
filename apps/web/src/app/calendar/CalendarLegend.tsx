import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** One entry: a colour's pill with its word, or a mark (an icon) beside its word. */
export type LegendEntry = { key: string; label: string } & (
  { color: string; icon?: never } | { color?: never; icon: ReactNode }
);

/**
 * What each colour or mark on a calendar means (an item's kind, a message's status, an item's state), as a
 * list: a colour as a pill of it with the word in `textColor`, a mark as itself before the word.
 */
export function CalendarLegend({
  label,
  entries,
  textColor,
}: {
  label: string;
  entries: readonly LegendEntry[];
  /** The words' colour on the colours' pills. */
  textColor?: string;
}) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      component="ul"
      aria-label={label}
      sx={{ flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.key}
          sx={[
            { borderRadius: 1, px: 1, py: 0.25, typography: 'caption' },
            entry.icon
              ? { display: 'inline-flex', alignItems: 'center', gap: 0.5, color: 'text.primary', pl: 0.5 }
              : { bgcolor: entry.color, color: textColor },
          ]}
        >
          {entry.icon}
          {entry.label}
        </Box>
      ))}
    </Stack>
  );
}
