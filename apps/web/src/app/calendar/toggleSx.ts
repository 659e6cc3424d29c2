/** Toggle buttons (view, kind) readable at AA: dark text, the chosen one on the theme's primary colour. */
export const TOGGLE_SX = {
  '& .MuiToggleButton-root': { color: 'text.primary' },
  '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': {
    bgcolor: 'primary.main',
    color: 'primary.contrastText',
  },
} as const;
