import { adminCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { SignInScreen } from './SignInScreen';

export const meta = () => adminMeta(adminCopy.signIn.title, { standalone: true });

export default SignInScreen;
