/** /admin/reset-password: a password reset link lands here ("Set a new password"). */
import { teamCopy } from '@charitykit/content';
import { PasswordLinkScreen } from './shared/PasswordLinkScreen';

// Read when the module loads, before the admin's Supabase client reads and clears it.
const landedWith = typeof window === 'undefined' ? '' : window.location.hash;

export function meta() {
  return [{ title: teamCopy.resetPassword.title }, { name: 'robots', content: 'noindex' }];
}

export default function ResetPasswordScreen() {
  return <PasswordLinkScreen mode="recovery" landedWith={landedWith} />;
}
