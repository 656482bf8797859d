import { describe, expect, it } from 'vitest';
import { contrastRatio, LIGHT_INK } from './contrast';
import { createThemeVars, cssVarName } from './cssVars';
import { themeTokens } from './tokens';
import { vars } from './vars.css';

/** Every `[path, reference]` leaf of the contract, e.g. `[['color','primary'], 'var(--ck-…)']`. */
function leaves(node: object, path: string[] = []): Array<[string[], string]> {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key], value] as [string[], string]]
      : leaves(value as object, [...path, key]),
  );
}

describe('the theme as documented CSS custom properties', () => {
  it('names every token with a stable, readable property (no build hash)', () => {
    expect(vars.color.primary).toBe('var(--ck-color-primary)');
    expect(vars.color.primaryForeground).toBe('var(--ck-color-primary-foreground)');
    expect(vars.fontSize.large).toBe('var(--ck-font-size-large)');
    expect(vars.radius.medium).toBe('var(--ck-radius-medium)');
    expect(vars.space.xxlarge).toBe('var(--ck-space-xxlarge)');
    for (const [path, reference] of leaves(vars)) {
      expect(reference).toBe(`var(${cssVarName(path)})`);
    }
  });

  it('covers colour, typography, radius and spacing', () => {
    const groups = new Set(leaves(vars).map(([path]) => path[0]));
    for (const group of [
      'color',
      'font',
      'fontSize',
      'lineHeight',
      'fontWeight',
      'radius',
      'space',
    ]) {
      expect(groups).toContain(group);
    }
  });

  it('gives a full default theme as a plain object, one property per token', () => {
    const { color, ...rest } = themeTokens();
    const style = createThemeVars({ color, ...rest });
    expect(Object.keys(style).sort()).toEqual(
      leaves(vars)
        .map(([path]) => cssVarName(path))
        .sort(),
    );
    expect(style['--ck-font-body']).toContain('system-ui');
  });

  it('sets only what a charity overrides', () => {
    const style = createThemeVars({
      radius: { medium: '2px' },
      font: { heading: 'Georgia, serif' },
    });
    expect(style).toEqual({ '--ck-radius-medium': '2px', '--ck-font-heading': 'Georgia, serif' });
  });

  it('derives readable foregrounds from brand colours, and an explicit colour still wins', () => {
    const style = createThemeVars({
      brand: { primary: '#1a237e' },
      color: { accentForeground: '#000000' },
    });
    expect(style['--ck-color-primary']).toBe('#1a237e');
    expect(style['--ck-color-primary-foreground']).toBe(LIGHT_INK);
    expect(contrastRatio(style['--ck-color-primary-text'] ?? '', '#ffffff')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(style['--ck-color-accent-foreground']).toBe('#000000');
  });
});
