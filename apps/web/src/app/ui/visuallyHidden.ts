/**
 * Read by screen readers, not shown (the eye gets it from a colour, a dot or a number). In `sx` a bare 1 is
 * 100% (MUI's sizing), so the sizes are written in px: a box of width 1 stretched the page sideways.
 */
export const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
