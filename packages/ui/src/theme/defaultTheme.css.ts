import { createTheme } from '@vanilla-extract/css';
import { themeTokens } from './tokens';
import { vars } from './vars.css';

/** Class name that applies the charity's default theme to a subtree (usually `<html>`). */
export const defaultTheme = createTheme(vars, themeTokens());
