import { adminCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { MediaLibraryScreen } from './MediaLibraryScreen';

export const meta = () => adminMeta(adminCopy.media.title);

export default MediaLibraryScreen;
