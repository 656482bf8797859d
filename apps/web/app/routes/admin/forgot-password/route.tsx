import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { WithData } from '../signed-out/WithData';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

export const meta = () => adminMeta(teamCopy.forgotPassword.title, { standalone: true });

export default function ForgotPasswordRoute() {
  return (
    <WithData>
      <ForgotPasswordScreen />
    </WithData>
  );
}
