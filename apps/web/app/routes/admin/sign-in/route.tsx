import { adminCopy } from '@charitykit/content';
import { AuthProvider } from '@charitykit/data';
import { adminMeta } from '../scaffold/meta';
import { preloadAuthClient, signedOutAuth } from '../signed-out/auth';
import { SignInScreen } from './SignInScreen';

export const meta = () => adminMeta(adminCopy.signIn.title, { standalone: true });

/**
 * /admin/auth, rendered on the server inside the signed-out layout (issue 36): the form is in the
 * first HTML; the auth client loads once it is needed (signed-out/auth.ts).
 */
export default function SignInRoute() {
  return (
    <AuthProvider repositories={signedOutAuth()}>
      <SignInScreen onStart={preloadAuthClient} />
    </AuthProvider>
  );
}
