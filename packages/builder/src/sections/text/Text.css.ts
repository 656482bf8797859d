import { style } from '@vanilla-extract/css';
import { band, inner } from '../common/section.css';

export const text = style(band);
export const textInner = style(inner);

/** Line breaks typed in the editor show as line breaks, still as plain text. */
export const paragraph = style({ whiteSpace: 'pre-line', margin: 0 });
