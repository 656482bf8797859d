import './global.css';

export { type Breakpoint, breakpoints, mediaQuery } from './breakpoints';
export { contrastRatio, readableForeground, relativeLuminance, withContrast } from './contrast';
export { createThemeVars, cssVarName, type ThemeOverrides } from './cssVars';
export { defaultTheme } from './defaultTheme.css';
export { fixedHeaderOffsetProperty } from './global.css';
export type { Columns, Responsive, Space } from './layout';
export { themeInlineVars } from './runtime';
export {
  type BrandColors,
  brandColorRoles,
  defaultBrandColors,
  type ThemeTokens,
  themeTokens,
} from './tokens';
export { vars } from './vars.css';
