import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { ProfileScreen } from './ProfileScreen';

export const meta = () => adminMeta(teamCopy.profile.title);

export default ProfileScreen;
