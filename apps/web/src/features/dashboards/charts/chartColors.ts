import type { Theme } from '@mui/material/styles';

/** The first colour not already taken: tenants share palette entries (brain's blue is its purple). */
function firstFree(candidates: readonly string[], taken: readonly string[]): string {
  const used = new Set(taken.map((c) => c.toLowerCase()));
  return candidates.find((c) => !used.has(c.toLowerCase())) ?? candidates[0] ?? '#000000';
}

/** The participant chart's bars in the tenant's palette, each a colour of its own and of its meaning. */
export function participantBarColors(theme: Theme) {
  const { palette } = theme;
  const active = palette.primary.main;
  const inactive = palette.grey[500];
  // Good in green, never in red, unless the tenant's own colour is that one.
  const signedIn = firstFree([palette.success.main, palette.secondary.main, palette.info.dark], [active]);
  const notSignedIn = palette.warning.main;
  const neverSignedIn = firstFree([palette.error.main, palette.secondary.main, palette.info.dark], [active, signedIn]);
  return { active, inactive, signedIn, notSignedIn, neverSignedIn };
}

/** The advisors chart: all participants in grey, those signed in in the tenant's colour. */
export function advisorBarColors(theme: Theme) {
  return { total: theme.palette.grey[500], signedIn: theme.palette.primary.main };
}
