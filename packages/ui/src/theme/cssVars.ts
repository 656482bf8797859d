import { type BrandColors, brandColorRoles, defaultBrandColors, type ThemeTokens } from './tokens';

/**
 * The CSS custom property behind a theme token: `['color', 'primaryForeground']` ->
 * `--ck-color-primary-foreground`. These names are part of the public API and do not change
 * between builds (the contract is a global one, not hashed).
 */
export function cssVarName(path: readonly string[]): string {
  return `--ck-${path.map((part) => part.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/** Any subset of the theme's tokens, group by group. */
export type ThemeOverrides = {
  [Group in keyof ThemeTokens]?: Partial<ThemeTokens[Group]>;
} & {
  /**
   * The three brand colours. Their foregrounds and the readable text shade of the primary are
   * derived for contrast (see `brandColorRoles`); explicit `color` values win over them.
   */
  brand?: Partial<BrandColors>;
};

/**
 * A plain inline-style object of CSS custom properties for any part of the theme, e.g.
 * `<div style={createThemeVars({ brand: { primary: '#6a1b9a' }, radius: { medium: '2px' } })}>`.
 * Works in any React tree (and on the server): no build plugin, no vanilla-extract at run time.
 * Tokens left out inherit the default theme (or whatever an outer element set).
 */
export function createThemeVars(overrides: ThemeOverrides): Record<string, string> {
  const style: Record<string, string> = {};
  const { brand, ...groups } = overrides;
  if (brand) {
    const roles = brandColorRoles({ ...defaultBrandColors, ...brand });
    for (const [name, value] of Object.entries(roles)) style[cssVarName(['color', name])] = value;
  }
  for (const [group, tokens] of Object.entries(groups)) {
    for (const [name, value] of Object.entries(tokens ?? {})) {
      if (typeof value === 'string') style[cssVarName([group, name])] = value;
    }
  }
  return style;
}
