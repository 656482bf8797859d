/** /admin/set-password: an invitation's link lands here ("Set your password"). */
import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { WithData } from '../signed-out/WithData';
import { PasswordLinkScreen } from './PasswordLinkScreen';

// Read when the module loads, before the admin's Supabase client reads and clears it.
const landedWith = typeof window === 'undefined' ? '' : window.location.hash;

export const meta = () => adminMeta(teamCopy.setPassword.title, { standalone: true });

export default function SetPasswordScreen() {
  return (
    <WithData>
      <PasswordLinkScreen mode="invite" landedWith={landedWith} />
    </WithData>
  );
}
