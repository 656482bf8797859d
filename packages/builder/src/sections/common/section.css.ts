import { mediaQuery, vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A section's full-width band: its padding (more from tablet up). */
export const band = {
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.medium,
  '@media': { [mediaQuery.tablet]: { paddingBlock: vars.space.xxlarge } },
} as const;

/** A section's content column inside its band. */
export const inner = {
  maxWidth: vars.contentWidth.medium,
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
} as const;

export const sectionTitle = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});
