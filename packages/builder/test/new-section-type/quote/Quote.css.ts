import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, padding: vars.space.xlarge });
export const quote = style({ margin: 0, fontSize: vars.fontSize.large });
