/** /admin/set-password: an invitation's link lands here ("Set your password"). */
import { teamCopy } from '@charitykit/content';
import { PasswordLinkScreen } from './shared/PasswordLinkScreen';

// Read when the module loads, before the admin's Supabase client reads and clears it.
const landedWith = typeof window === 'undefined' ? '' : window.location.hash;

export function meta() {
  return [{ title: teamCopy.setPassword.title }, { name: 'robots', content: 'noindex' }];
}

export default function SetPasswordScreen() {
  return <PasswordLinkScreen mode="invite" landedWith={landedWith} />;
}
