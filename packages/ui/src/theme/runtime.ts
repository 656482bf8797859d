import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type BrandColors, brandColorRoles } from './tokens';
import { vars } from './vars.css';

/**
 * Inline CSS variables that re-brand a subtree at run time (for staff-edited theme colours):
 * one `style` attribute, no component re-renders, foregrounds re-chosen for contrast.
 */
export function themeInlineVars(brand: BrandColors): Record<string, string> {
  const roles = brandColorRoles(brand);
  return assignInlineVars({
    [vars.color.primary]: roles.primary,
    [vars.color.primaryForeground]: roles.primaryForeground,
    [vars.color.primaryText]: roles.primaryText,
    [vars.color.secondary]: roles.secondary,
    [vars.color.secondaryForeground]: roles.secondaryForeground,
    [vars.color.accent]: roles.accent,
    [vars.color.accentForeground]: roles.accentForeground,
  });
}
