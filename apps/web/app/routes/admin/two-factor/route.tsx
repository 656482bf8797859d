import { twoFactorCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { WithData } from '../signed-out/WithData';
import { TwoFactorScreen } from './TwoFactorScreen';

export const meta = () => adminMeta(twoFactorCopy.signIn.title, { standalone: true });

/** /admin/two-factor: the code after the password, in the signed-out layout (issue 38). */
export default function TwoFactorRoute() {
  return (
    <WithData>
      <TwoFactorScreen />
    </WithData>
  );
}
