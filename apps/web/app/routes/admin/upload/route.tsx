import { adminCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { UploadScreen } from './UploadScreen';

export const meta = () => adminMeta(adminCopy.upload.title);

export default UploadScreen;
