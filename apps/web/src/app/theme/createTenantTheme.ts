import { esES } from '@mui/material/locale';
import { createTheme, darken, lighten, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { TenantConfig } from '@stride/contracts';
import { DRAWER_WIDTH, MOBILE_BREAKPOINT } from '../constants';
import { ensureContrast, readableTextOn } from './contrast';

type Shades = TenantConfig['palette']['blue'];

/** Palette colour from tenant shades; `main` is kept readable as text on white (links, text buttons, tabs). */
function paletteColor(shades: Shades) {
  const main = ensureContrast(shades.main);
  return { light: shades.light, main, dark: ensureContrast(shades.dark), contrastText: readableTextOn(main) };
}

/**
 * The tenant's theme, with MUI's own words (pagination, autocomplete, alerts, breadcrumbs, rating) in the
 * user's language: English is MUI's default, Spanish its esES locale.
 */
export function createTenantTheme(tenant: TenantConfig, language: 'en' | 'es' = 'en'): Theme {
  const primary = ensureContrast(tenant.mainColor);
  const { palette } = tenant;
  const options: ThemeOptions = {
    breakpoints: { values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 } },
    palette: {
      primary: {
        main: primary,
        light: lighten(primary, 0.85),
        dark: darken(primary, 0.25),
        contrastText: readableTextOn(primary),
      },
      secondary: paletteColor(palette.blue),
      info: paletteColor(palette.blue),
      success: paletteColor(palette.green),
      warning: paletteColor(palette.yellow),
      error: paletteColor(palette.red),
      grey: { 100: palette.gray.light, 500: palette.gray.main, 800: palette.gray.dark },
      background: { default: '#f6f7f9', paper: '#ffffff' },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 8 },
    focusVisible: true,
    motion: { reducedMotion: 'system' },
    components: {
      MuiDrawer: { styleOverrides: { paper: { width: DRAWER_WIDTH } } },
    },
  };
  return language === 'es' ? createTheme(options, esES) : createTheme(options);
}
