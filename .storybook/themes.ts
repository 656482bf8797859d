import { type BrandColors, defaultBrandColors, themeInlineVars, vars } from '@charitykit/ui';

/**
 * The themes the toolbar switches between. Each is what a charity would supply: its three brand
 * colours (the same `theme_colors` staff edit in Settings), applied with ui's `themeInlineVars`,
 * exactly as the public site applies its live settings. The high-contrast theme also overrides
 * the neutral roles through the same theme contract (`vars`), which is how a charity that wants
 * more than brand colours supplies them.
 */
export interface StorybookTheme {
  title: string;
  brand: BrandColors;
  /** Neutral colour roles this theme changes beyond the brand colours. */
  neutrals?: Partial<Record<NeutralRole, string>>;
}

export type NeutralRole =
  | 'text'
  | 'mutedText'
  | 'surface'
  | 'surfaceMuted'
  | 'background'
  | 'border'
  | 'danger'
  | 'dangerSurface'
  | 'success'
  | 'successSurface'
  | 'focusRing';

export const themes = {
  default: { title: 'Default charity', brand: defaultBrandColors },
  harbour: {
    // A second charity's brand: deep blue, amber and plum, so every brand role visibly moves.
    title: 'Second charity (Harbour Aid)',
    brand: { primary: '#1F4E9C', secondary: '#F2A900', accent: '#7B2D8E' },
  },
  highContrast: {
    title: 'High contrast',
    brand: { primary: '#00264D', secondary: '#FFD200', accent: '#8A0000' },
    neutrals: {
      text: '#000000',
      mutedText: '#1a1a1a',
      surfaceMuted: '#f2f2f2',
      border: '#000000',
      danger: '#8a0000',
      success: '#00501c',
      focusRing: '#0033cc',
    },
  },
} as const satisfies Record<string, StorybookTheme>;

export type ThemeName = keyof typeof themes;

export const themeNames = Object.keys(themes) as ThemeName[];

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && value in themes;
}

/** The inline CSS variables for a theme: brand roles via the site's runtime, then neutrals. */
export function themeStyle(theme: StorybookTheme): Record<string, string> {
  const style = themeInlineVars(theme.brand);
  for (const [role, value] of Object.entries(theme.neutrals ?? {})) {
    style[cssVarName(vars.color[role as NeutralRole])] = value;
  }
  return style;
}

/** `var(--name)` (a theme contract reference) to `--name`, the key of an inline style. */
export function cssVarName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}
