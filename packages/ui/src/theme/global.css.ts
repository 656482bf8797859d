import { type GlobalStyleRule, globalLayer, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

/**
 * A small reset, inside the `charitykit-reset` cascade layer: any unlayered rule of the
 * consuming site (or of another library) wins over it whatever its specificity, so importing the
 * stylesheet never fights a host page's own base styles.
 */
export const resetLayer = globalLayer('charitykit-reset');

/** The one, unhashed custom property pages set to the height of whatever is fixed at their top. */
export const fixedHeaderOffsetProperty = '--ck-fixed-header-offset';

// WCAG 2.2 Focus Not Obscured: focus moves, skip links and #anchors scroll their target clear of
// a fixed header. SiteHeader sets the offset; a page with its own fixed bar sets
// `--ck-fixed-header-offset` on :root to that bar's height plus a little room for the focus ring.
// Outside the reset layer on purpose: it is behaviour the components rely on, not a default.
globalStyle('html', { scrollPaddingTop: `var(${fixedHeaderOffsetProperty}, 0px)` });

function reset(selector: string, rule: GlobalStyleRule) {
  globalStyle(selector, { '@layer': { [resetLayer]: rule } });
}

// Box sizing, no default margins, media that never overflows its column.
reset('*, *::before, *::after', { boxSizing: 'border-box' });
reset('html', { WebkitTextSizeAdjust: '100%' });
reset('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.background,
});
reset('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
reset('img, picture, video, svg', { display: 'block', maxWidth: '100%' });
reset('input, button, textarea, select', { font: 'inherit' });
reset(':focus-visible', {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

// Honour the user's motion preference everywhere, including third-party widgets. `!important`
// inside a layer beats unlayered normal declarations, so this still overrides every animation.
reset('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});

// In-page links glide, unless the visitor asked for less motion. Not on a page that arrives with
// something to read first (a form's answer or its error summary, focused from the HTML): the
// browser scrolls there as the page loads, a scroll the visitor did not ask for, so it lands at
// once rather than animating past the page (and everything it lands on paints in the first
// frame, instead of as the glide reaches it: Lighthouse counted those late paints as the
// largest one, issue 36).
reset('html:not(:has([autofocus]))', {
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});
