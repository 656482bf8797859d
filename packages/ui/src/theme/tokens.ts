import { readableForeground, withContrast } from './contrast';

/** The three colours staff edit in Settings (site_settings.theme_colors). */
export interface BrandColors {
  primary: string;
  secondary: string;
  accent: string;
}

/** The charity's colours, from the spec. */
export const defaultBrandColors: BrandColors = {
  primary: '#2A9F8E',
  secondary: '#B7DE2D',
  accent: '#FF6B6B',
};

/**
 * The colour roles derived from brand colours: foregrounds chosen for contrast, and a
 * `primaryText` shade of the primary that is readable as text on white.
 */
export function brandColorRoles(brand: BrandColors) {
  return {
    primary: brand.primary,
    primaryForeground: readableForeground(brand.primary),
    primaryText: withContrast(brand.primary),
    secondary: brand.secondary,
    secondaryForeground: readableForeground(brand.secondary),
    accent: brand.accent,
    accentForeground: readableForeground(brand.accent),
  };
}

export function themeTokens(brand: BrandColors = defaultBrandColors) {
  return {
    color: {
      ...brandColorRoles(brand),
      text: '#1d2b29',
      mutedText: '#4f5f5c',
      surface: '#ffffff',
      surfaceMuted: '#f3f7f6',
      background: '#ffffff',
      border: '#c9d3d1',
      danger: '#b3261e',
      dangerSurface: '#fdecea',
      success: '#1e6b3a',
      successSurface: '#e8f5ec',
      focusRing: '#1a4fd6',
    },
    space: {
      none: '0',
      xxsmall: '0.25rem',
      xsmall: '0.5rem',
      small: '0.75rem',
      medium: '1rem',
      large: '1.5rem',
      xlarge: '2.5rem',
      xxlarge: '4rem',
    },
    font: {
      body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    fontSize: {
      xsmall: '0.75rem',
      small: '0.875rem',
      standard: '1rem',
      large: '1.25rem',
      xlarge: '1.5rem',
      xxlarge: '2rem',
      display: 'clamp(2rem, 5vw, 3.5rem)',
    },
    lineHeight: { tight: '1.2', standard: '1.6' },
    fontWeight: { regular: '400', medium: '500', strong: '700' },
    radius: { small: '4px', medium: '8px', large: '16px', full: '9999px' },
    shadow: {
      small: '0 1px 2px rgb(0 0 0 / 0.08)',
      medium: '0 4px 12px rgb(0 0 0 / 0.10)',
      large: '0 12px 32px rgb(0 0 0 / 0.14)',
    },
    duration: { fast: '150ms', standard: '300ms', slow: '1000ms' },
    contentWidth: { small: '40rem', medium: '60rem', large: '80rem' },
  };
}

export type ThemeTokens = ReturnType<typeof themeTokens>;
