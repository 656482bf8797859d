/**
 * Token tables for the designers' docs pages. Every value shown is read from the theme code
 * (`themeTokens`, the toolbar's themes) and every contrast ratio is computed from it, so the
 * docs cannot drift from what the components render.
 */
import { breakpoints, contrastRatio, type ThemeTokens, themeTokens } from '@charitykit/ui';
import type { CSSProperties, ReactNode } from 'react';
import { type StorybookTheme, themes } from '../themes';

type ColourRole = keyof ThemeTokens['color'];

/** The theme's colour roles: brand roles derived from its brand, then its neutral overrides. */
export function themeColours(theme: StorybookTheme): ThemeTokens['color'] {
  return { ...themeTokens(theme.brand).color, ...theme.neutrals };
}

interface Pairing {
  foreground: ColourRole;
  background: ColourRole;
  use: string;
  /** 4.5 for body text, 3 for large text and for non-text contrast (WCAG 1.4.11). */
  minimum: 4.5 | 3;
}

/** Where one colour role sits on another in the components, and the ratio it must reach. */
export const pairings: Pairing[] = [
  { foreground: 'text', background: 'background', use: 'Body text', minimum: 4.5 },
  { foreground: 'mutedText', background: 'surface', use: 'Hints, captions', minimum: 4.5 },
  {
    foreground: 'mutedText',
    background: 'surfaceMuted',
    use: 'Hints on muted sections',
    minimum: 4.5,
  },
  {
    foreground: 'primaryText',
    background: 'surface',
    use: 'Links, brand-coloured text',
    minimum: 4.5,
  },
  {
    foreground: 'primaryForeground',
    background: 'primary',
    use: 'Primary button label',
    minimum: 4.5,
  },
  {
    foreground: 'secondaryForeground',
    background: 'secondary',
    use: 'Secondary button label',
    minimum: 4.5,
  },
  { foreground: 'accentForeground', background: 'accent', use: 'Accent badge text', minimum: 4.5 },
  { foreground: 'danger', background: 'surface', use: 'Error messages', minimum: 4.5 },
  { foreground: 'danger', background: 'dangerSurface', use: 'Error summary text', minimum: 4.5 },
  { foreground: 'success', background: 'successSurface', use: 'Success messages', minimum: 4.5 },
  { foreground: 'border', background: 'surface', use: 'Field borders (non-text)', minimum: 3 },
  {
    foreground: 'focusRing',
    background: 'background',
    use: 'Focus outline (non-text)',
    minimum: 3,
  },
];

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #ddd',
  textAlign: 'left',
};

function Swatch({ colour, children }: { colour: string; children?: ReactNode }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <span
        aria-hidden
        style={{
          width: 20,
          height: 20,
          borderRadius: 4,
          background: colour,
          border: '1px solid #888',
        }}
      />
      <code>{colour}</code>
      {children}
    </span>
  );
}

/** A docs table: collapsed borders, full width when `wide`, a bold caption if given. */
function DocTable({
  caption,
  wide = false,
  children,
}: {
  caption?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <table
      style={wide ? { borderCollapse: 'collapse', width: '100%' } : { borderCollapse: 'collapse' }}
    >
      {caption ? <caption style={{ textAlign: 'left', fontWeight: 700 }}>{caption}</caption> : null}
      {children}
    </table>
  );
}

/** A column heading. */
function ColumnHead({ children }: { children: ReactNode }) {
  return (
    <th scope="col" style={cell}>
      {children}
    </th>
  );
}

/** One column heading per toolbar theme, by its title. */
function ThemeHeads() {
  return Object.entries(themes).map(([name, theme]) => (
    <ColumnHead key={name}>{theme.title}</ColumnHead>
  ));
}

/** A row's heading: a token or role name, as code. */
function RowName({ children }: { children: ReactNode }) {
  return (
    <th scope="row" style={cell}>
      <code>{children}</code>
    </th>
  );
}

/** A cell holding a value as code. */
function CodeCell({ children }: { children: ReactNode }) {
  return (
    <td style={cell}>
      <code>{children}</code>
    </td>
  );
}

/** Every colour role's value in each toolbar theme. */
export function ColourRoles() {
  const entries = Object.entries(themes);
  const roles = Object.keys(themeColours(themes.default)) as ColourRole[];
  return (
    <DocTable caption="Colour roles by theme" wide>
      <thead>
        <tr>
          <ColumnHead>Role</ColumnHead>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {roles.map((role) => (
          <tr key={role}>
            <RowName>{role}</RowName>
            {entries.map(([name, theme]) => (
              <td key={name} style={cell}>
                <Swatch colour={themeColours(theme)[role]} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

/** Each pairing's contrast ratio in each theme, against the WCAG AA minimum it must meet. */
export function ContrastTable() {
  const entries = Object.entries(themes);
  return (
    <DocTable caption="Contrast ratios (WCAG 2.2 AA), computed from the theme" wide>
      <thead>
        <tr>
          <ColumnHead>Foreground on background</ColumnHead>
          <ColumnHead>Used for</ColumnHead>
          <ColumnHead>Minimum</ColumnHead>
          <ThemeHeads />
        </tr>
      </thead>
      <tbody>
        {pairings.map((pairing) => (
          <tr key={`${pairing.foreground}-${pairing.background}`}>
            <th scope="row" style={cell}>
              <code>{pairing.foreground}</code> on <code>{pairing.background}</code>
            </th>
            <td style={cell}>{pairing.use}</td>
            <td style={cell}>{pairing.minimum}:1</td>
            {entries.map(([name, theme]) => {
              const colours = themeColours(theme);
              const ratio = contrastRatio(colours[pairing.foreground], colours[pairing.background]);
              const passes = ratio >= pairing.minimum;
              return (
                <td key={name} style={cell}>
                  <span
                    style={{
                      background: colours[pairing.background],
                      color: colours[pairing.foreground],
                      padding: '2px 6px',
                      borderRadius: 4,
                      border: '1px solid #888',
                    }}
                  >
                    Aa
                  </span>{' '}
                  {ratio.toFixed(2)}:1 {passes ? 'passes' : 'FAILS'}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

const tokens = themeTokens();

/** The type scale: each font size with its value and a sample. */
export function TypeScale() {
  return (
    <DocTable caption="Font sizes" wide>
      <tbody>
        {Object.entries(tokens.fontSize).map(([name, size]) => (
          <tr key={name}>
            <RowName>{name}</RowName>
            <CodeCell>{size}</CodeCell>
            <td style={{ ...cell, fontSize: size, lineHeight: tokens.lineHeight.tight }}>
              Bringing Hope to Those in Need
            </td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

/** Any other token group as name and value: line heights, weights, shadows, durations… */
export function TokenList({ group }: { group: Exclude<keyof ThemeTokens, 'color'> }) {
  return (
    <DocTable>
      <tbody>
        {Object.entries(tokens[group]).map(([name, value]) => (
          <tr key={name}>
            <RowName>{name}</RowName>
            <CodeCell>{value}</CodeCell>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

/** The spacing scale, each step drawn to size. */
export function SpacingScale() {
  return (
    <DocTable caption="Space">
      <tbody>
        {Object.entries(tokens.space).map(([name, size]) => (
          <tr key={name}>
            <RowName>{name}</RowName>
            <CodeCell>{size}</CodeCell>
            <td style={cell}>
              <span
                aria-hidden
                style={{ display: 'block', width: size, height: 12, background: '#227f72' }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}

/** The radii, each on a square. */
export function Radii() {
  return (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {Object.entries(tokens.radius).map(([name, radius]) => (
        <figure key={name} style={{ margin: 0, textAlign: 'center' }}>
          <div
            aria-hidden
            style={{
              width: 64,
              height: 64,
              borderRadius: radius,
              border: '2px solid #227f72',
              background: '#f3f7f6',
            }}
          />
          <figcaption>
            <code>{name}</code> <code>{radius}</code>
          </figcaption>
        </figure>
      ))}
    </div>
  );
}

/** The breakpoints the responsive props switch at. */
export function Breakpoints() {
  return (
    <DocTable>
      <tbody>
        {Object.entries(breakpoints).map(([name, width]) => (
          <tr key={name}>
            <RowName>{name}</RowName>
            <td style={cell}>from {width}px</td>
          </tr>
        ))}
      </tbody>
    </DocTable>
  );
}
