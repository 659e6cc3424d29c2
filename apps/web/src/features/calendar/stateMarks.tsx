import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import IncompleteCircleIcon from '@mui/icons-material/IncompleteCircle';
import RemoveCircleIcon from '@mui/icons-material/RemoveCircle';
import Box from '@mui/material/Box';
import type { ItemState } from '@stride/contracts';

/** The states a calendar item is marked with: a planned item (To do) has no mark. */
export type MarkedState = Exclude<ItemState, 'PLANNED'>;
export const MARKED_STATES: readonly MarkedState[] = ['DONE', 'PARTIAL', 'SKIPPED', 'MISSED'];

/**
 * Each marked state's colour: the disc of its mark, behind a white glyph (each passes WCAG AA with white:
 * done 5.1:1, partly done 5.2:1, skipped 5.4:1, missed 5.6:1; stateMarks.test.ts checks them). The mark sits
 * on the item's kind colour inside a white ring, so it shows on every kind (the activity's green included).
 */
export const STATE_COLORS: Record<MarkedState, string> = {
  DONE: '#2e7d32',
  PARTIAL: '#a15c00',
  SKIPPED: '#546e7a',
  MISSED: '#c62828',
};
export const MARK_RING = '#ffffff';

/** A shape per state, so that the mark is told without its colour: a tick, a part of a circle, a dash, a cross. */
const STATE_ICONS: Record<MarkedState, typeof CheckCircleIcon> = {
  DONE: CheckCircleIcon,
  PARTIAL: IncompleteCircleIcon,
  SKIPPED: RemoveCircleIcon,
  MISSED: CancelIcon,
};

export const isMarked = (state: ItemState): state is MarkedState => state !== 'PLANNED';

/**
 * How an item stands, drawn: its state's shape on its colour in a white ring (the words are the item's
 * accessible name and the legend's, so the mark itself is hidden from screen readers).
 */
export function StateMark({ state, size = 18 }: { state: MarkedState; size?: number }) {
  const Icon = STATE_ICONS[state];
  return (
    <Box
      component="span"
      aria-hidden
      data-state={state}
      sx={{
        flex: 'none',
        display: 'inline-flex',
        lineHeight: 0,
        borderRadius: '50%',
        bgcolor: MARK_RING,
        // The icon's disc is 20 of its 24 units: the ring is the white around it.
        '& svg': { fontSize: size, color: STATE_COLORS[state] },
      }}
    >
      <Icon />
    </Box>
  );
}
