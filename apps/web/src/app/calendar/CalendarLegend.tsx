import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';

/** What each colour on a calendar means (an item's kind, a message's status), as a list. */
export function CalendarLegend({
  label,
  entries,
  textColor,
}: {
  label: string;
  entries: readonly { key: string; label: string; color: string }[];
  textColor: string;
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
          sx={{ bgcolor: entry.color, color: textColor, borderRadius: 1, px: 1, py: 0.25, typography: 'caption' }}
        >
          {entry.label}
        </Box>
      ))}
    </Stack>
  );
}
