// The styles of the screens staff see before signing in (sign-in, Forgot your password?, the
// links from e-mails) and of the loading state while the session is checked. A stylesheet of
// their own (apps/web/stylesheets.ts), so the sign-in screen does not wait for the back-office's
// (issue 36).
import { vars } from '@charitykit/ui/tokens';
import { style } from '@vanilla-extract/css';

/** A signed-out page's one card, in the middle of the window (sign-in, links from e-mails). */
export const centered = style({
  minHeight: '100vh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  background: vars.color.background,
});

export const authCard = style({ width: '100%', maxWidth: '26rem' });
