import { createGlobalTheme, createTheme, globalLayer } from '@vanilla-extract/css';
import { themeTokens } from './tokens';
import { vars } from './vars.css';

/**
 * The default values on `:root`, inside the `charitykit-theme` cascade layer: a page renders in
 * the charity's theme with no class at all, and any unlayered rule a consumer writes
 * (`:root { --ck-color-primary: #6a1b9a }`) or an inline `createThemeVars()` style wins.
 */
const themeLayer = globalLayer('charitykit-theme');
createGlobalTheme(':root', vars, { '@layer': themeLayer, ...themeTokens() });

/** Class name that applies the charity's default theme to a subtree (e.g. to reset a region). */
export const defaultTheme = createTheme(vars, themeTokens());
