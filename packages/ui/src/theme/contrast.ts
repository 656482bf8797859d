/**
 * WCAG 2.x contrast helpers. Staff may choose any brand colour in Settings, so text placed on a
 * brand colour is picked here rather than fixed: whichever of the dark and light inks has the
 * higher contrast ratio wins, which always clears AA for large text and, for all but a narrow
 * band of mid-tones, for body text too.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function parseHex(hex: string): [number, number, number] | null {
  const match = HEX.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) {
    digits = digits
      .split('')
      .map((d) => d + d)
      .join('');
  }
  const n = Number.parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [r, g, b] = rgb;
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [light, dark] = la > lb ? [la, lb] : [lb, la];
  return (light + 0.05) / (dark + 0.05);
}

export const DARK_INK = '#102a26';
export const LIGHT_INK = '#ffffff';

/** The ink (dark or light) that reads best on `background`. */
export function readableForeground(background: string): string {
  return contrastRatio(background, DARK_INK) >= contrastRatio(background, LIGHT_INK)
    ? DARK_INK
    : LIGHT_INK;
}

function toHex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * `color` darkened toward black just enough to reach `ratio` against `against` (AA body text by
 * default). Used for brand-coloured text and links on light surfaces.
 */
export function withContrast(color: string, against = '#ffffff', ratio = 4.5): string {
  const rgb = parseHex(color);
  if (!rgb) throw new Error(`Not a hex colour: ${color}`);
  for (let step = 0; step <= 20; step++) {
    const k = 1 - step / 20;
    const candidate = toHex([rgb[0] * k, rgb[1] * k, rgb[2] * k]);
    if (contrastRatio(candidate, against) >= ratio) return candidate;
  }
  return '#000000';
}
