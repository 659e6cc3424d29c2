// Plain colour math (no MUI), so the sign-in landing can brand itself without loading the UI library.

export const WHITE = '#ffffff';
export const DARK_TEXT = '#000000';
/** WCAG AA for normal text. */
export const AA_RATIO = 4.5;

type Rgb = [number, number, number];

/** #rgb, #rrggbb or rgb(r, g, b); anything else reads as black. */
export function parseColor(color: string): Rgb {
  const value = color.trim();
  const hex = value.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const rgb = value.match(/^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/i);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return [0, 0, 0];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export function darkenColor(color: string, amount: number): string {
  return toHex(parseColor(color).map((c) => c * (1 - amount)) as Rgb);
}

/** White or near-black, whichever reads better on the colour (one of them always passes AA). */
export function readableTextOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio(DARK_TEXT, background) ? WHITE : DARK_TEXT;
}

/** The colour, darkened only as much as needed to be read as text on the background. */
export function ensureContrast(color: string, background = WHITE, ratio = AA_RATIO): string {
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? color : darkenColor(color, step * 0.05);
    if (contrastRatio(candidate, background) >= ratio) return candidate;
  }
  return DARK_TEXT;
}
