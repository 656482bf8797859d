/** /admin/reset-password: a password reset link lands here ("Set a new password"). */
import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { WithData } from '../signed-out/WithData';
import { PasswordLinkScreen } from './PasswordLinkScreen';

// Read when the module loads, before the admin's Supabase client reads and clears it.
const landedWith = typeof window === 'undefined' ? '' : window.location.hash;

export const meta = () => adminMeta(teamCopy.resetPassword.title, { standalone: true });

export default function ResetPasswordScreen() {
  return (
    <WithData>
      <PasswordLinkScreen mode="recovery" landedWith={landedWith} />
    </WithData>
  );
}
