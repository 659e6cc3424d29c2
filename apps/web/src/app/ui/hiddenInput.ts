import type { CSSProperties } from 'react';

/** A file input out of sight and out of the tab order: its button opens it, so keyboards reach it by the button. */
export const HIDDEN_INPUT: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
