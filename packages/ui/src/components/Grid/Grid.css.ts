import { style } from '@vanilla-extract/css';
import { listReset, responsiveLayout } from '../../theme/layoutStyles';

export const grid = style([
  { display: 'grid', minWidth: 0 },
  responsiveLayout([
    ['gap', 'gap', '0'],
    ['columns', 'gridTemplateColumns', 'minmax(0, 1fr)'],
    ['align', 'alignItems', 'normal'],
  ]),
]);

export const list = style(listReset);
