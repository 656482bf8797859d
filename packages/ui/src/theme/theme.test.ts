import { describe, expect, it } from 'vitest';
import { contrastRatio, DARK_INK, LIGHT_INK, readableForeground, withContrast } from './contrast';
import { themeInlineVars } from './runtime';
import { brandColorRoles, defaultBrandColors } from './tokens';
import { vars } from './vars.css';

/** `vars.color.primary` is `var(--name)`; the inline style object is keyed by `--name`. */
function cssVarName(reference: string): string {
  return reference.replace(/^var\((--[^,)]+).*$/, '$1');
}

describe('choosing text colour for a brand colour', () => {
  it('gives a pale yellow primary dark text', () => {
    expect(readableForeground('#fff59d')).toBe(DARK_INK);
  });

  it('gives a dark navy primary white text', () => {
    expect(readableForeground('#1a237e')).toBe(LIGHT_INK);
  });

  it('keeps at least AA large-text contrast (3:1) for any colour staff pick', () => {
    for (const colour of [
      '#2A9F8E',
      '#B7DE2D',
      '#FF6B6B',
      '#808080',
      '#ff0000',
      '#00ff00',
      '#777',
    ]) {
      expect(contrastRatio(colour, readableForeground(colour))).toBeGreaterThanOrEqual(3);
    }
  });

  it('darkens a light brand colour until it reads as body text on white (4.5:1)', () => {
    const text = withContrast('#B7DE2D');
    expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});

describe('re-branding a site at run time', () => {
  it('sets the primary, secondary and accent variables to the colours staff chose', () => {
    const style = themeInlineVars({ primary: '#fff59d', secondary: '#1a237e', accent: '#ff6b6b' });
    expect(style[cssVarName(vars.color.primary)]).toBe('#fff59d');
    expect(style[cssVarName(vars.color.secondary)]).toBe('#1a237e');
    expect(style[cssVarName(vars.color.accent)]).toBe('#ff6b6b');
  });

  it('re-chooses the foregrounds, so a pale primary gets dark text and a dark secondary white', () => {
    const style = themeInlineVars({ primary: '#fff59d', secondary: '#1a237e', accent: '#ff6b6b' });
    expect(style[cssVarName(vars.color.primaryForeground)]).toBe(DARK_INK);
    expect(style[cssVarName(vars.color.secondaryForeground)]).toBe(LIGHT_INK);
  });

  it('gives links a readable shade of the primary rather than the raw brand colour', () => {
    const style = themeInlineVars(defaultBrandColors);
    const linkColour = style[cssVarName(vars.color.primaryText)] ?? '';
    expect(contrastRatio(linkColour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(brandColorRoles(defaultBrandColors).primaryText).toBe(linkColour);
  });
});
