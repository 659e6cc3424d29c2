import { createShellSlot } from './slot';

const slot = createShellSlot<true>();

export const FullHeightProvider = slot.Provider;

/**
 * A page that fills the window below the top bar instead of scrolling (chat): the shell stops at the
 * window's height and the page's own parts scroll inside, so what sits at its bottom (a composer) is
 * always in view, at any window size and whatever banner the shell shows above.
 */
export function useFullHeightPage(): void {
  slot.useFill(true);
}

/** Whether the page shown asked to fill the window (for the frames around it: shell, tab layouts). */
export function useIsFullHeightPage(): boolean {
  return slot.useValue() === true;
}
