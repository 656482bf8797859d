/**
 * Issue 38: what an admin without two-factor sign-in sees when Settings requires it of admins:
 * the setup itself, in place of the back-office, until their app is confirmed. Signing out is
 * the only other way on.
 */
import { twoFactorCopy } from '@charitykit/content';
import { Button } from '@charitykit/ui';
import { AuthCard } from '../scaffold/AuthCard';
import { TotpSetup } from './TotpSetup';

const copy = twoFactorCopy.required;

export function RequiredEnrolment({ onSignOut }: { onSignOut: () => void }) {
  return (
    <AuthCard title={copy.title} description={copy.description}>
      <TotpSetup />
      <div>
        <Button variant="ghost" onClick={onSignOut}>
          {copy.signOut}
        </Button>
      </div>
    </AuthCard>
  );
}
