import AddIcon from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';
import { Floating } from '../ui/floatingLayer';
import { createShellSlot } from './slot';

export interface FloatingAction {
  /** Accessible name of the button, e.g. "Add participant". */
  label: string;
  onClick: () => void;
}

const slot = createShellSlot<FloatingAction>();

export const FloatingActionProvider = slot.Provider;
/** The page's floating add button, shown while the page is. */
export const useFloatingAction = slot.useFill;

/** Whether a page shows the floating add button (the shell keeps room for it below the content). */
export function useHasFloatingAction(): boolean {
  return slot.useValue() !== null;
}

export function FloatingActionButton() {
  const action = slot.useValue();
  if (!action) return null;
  return (
    // At the bottom of the floating column, below a snackbar or the upload panel (never under them).
    <Floating kind="fab">
      <Fab color="primary" aria-label={action.label} onClick={action.onClick} sx={{ alignSelf: 'flex-end' }}>
        <AddIcon />
      </Fab>
    </Floating>
  );
}
