import { createThemeVars } from './cssVars';
import type { BrandColors } from './tokens';

/**
 * Inline CSS variables that re-brand a subtree at run time (for staff-edited theme colours):
 * one `style` attribute, no component re-renders, foregrounds re-chosen for contrast.
 */
export function themeInlineVars(brand: BrandColors): Record<string, string> {
  return createThemeVars({ brand });
}
