// `@charitykit/ui/tokens`: what another package's vanilla-extract `.css.ts` file builds on (the
// theme contract, breakpoints, the header's height) and nothing else. Evaluating the main entry
// at build time registers every component's styles, so a style file importing it would carry the
// CSS of the whole design system, the back-office's included; this entry carries none.
export { type Breakpoint, breakpoints, mediaQuery } from '../theme/breakpoints';
export { headerHeight } from '../theme/header';
export { vars } from '../theme/vars.css';
