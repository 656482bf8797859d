import { submissionsCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { SubmissionsScreen } from './SubmissionsScreen';

export const meta = () => adminMeta(submissionsCopy.title);

export default SubmissionsScreen;
