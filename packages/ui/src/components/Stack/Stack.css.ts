import { style } from '@vanilla-extract/css';
import { listReset, responsiveLayout } from '../../theme/layoutStyles';

export const stack = style([
  { display: 'flex', minWidth: 0 },
  responsiveLayout([
    ['gap', 'gap', '0'],
    ['direction', 'flexDirection', 'column'],
    ['align', 'alignItems', 'normal'],
    ['justify', 'justifyContent', 'normal'],
  ]),
]);

export const wrap = style({ flexWrap: 'wrap' });

export const list = style(listReset);
