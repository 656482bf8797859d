import { adminCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { SettingsScreen } from './SettingsScreen';

export const meta = () => adminMeta(adminCopy.settings.title);

export default SettingsScreen;
