import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

export const meta = () => adminMeta(teamCopy.forgotPassword.title, { standalone: true });

export default ForgotPasswordScreen;
