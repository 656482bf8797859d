import { createGlobalThemeContract } from '@vanilla-extract/css';
import { cssVarName } from './cssVars';

/**
 * The one theme contract every charitykit component reads. Its CSS custom property names are
 * stable and documented (`--ck-color-primary`, `--ck-font-size-large`, `--ck-radius-medium`, …;
 * see the package README), so a consuming charity themes with plain CSS, an inline `style` from
 * `createThemeVars()`, or `themeInlineVars()` for staff-edited brand colours: no build plugin.
 */
export const vars = createGlobalThemeContract(
  {
    color: {
      primary: null,
      primaryForeground: null,
      primaryText: null,
      secondary: null,
      secondaryForeground: null,
      accent: null,
      accentForeground: null,
      text: null,
      mutedText: null,
      surface: null,
      surfaceMuted: null,
      background: null,
      border: null,
      danger: null,
      dangerSurface: null,
      success: null,
      successSurface: null,
      focusRing: null,
    },
    space: {
      none: null,
      xxsmall: null,
      xsmall: null,
      small: null,
      medium: null,
      large: null,
      xlarge: null,
      xxlarge: null,
    },
    font: {
      body: null,
      heading: null,
    },
    fontSize: {
      xsmall: null,
      small: null,
      standard: null,
      large: null,
      xlarge: null,
      xxlarge: null,
      display: null,
    },
    lineHeight: {
      tight: null,
      standard: null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      strong: null,
    },
    radius: {
      small: null,
      medium: null,
      large: null,
      full: null,
    },
    shadow: {
      small: null,
      medium: null,
      large: null,
    },
    duration: {
      fast: null,
      standard: null,
      slow: null,
    },
    contentWidth: {
      small: null,
      medium: null,
      large: null,
    },
  },
  (_value, path) => cssVarName(path).slice(2),
);
