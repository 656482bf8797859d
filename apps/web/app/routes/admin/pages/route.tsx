import { adminCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { PagesScreen } from './PagesScreen';

export const meta = () => adminMeta(adminCopy.pages.title);

export default PagesScreen;
