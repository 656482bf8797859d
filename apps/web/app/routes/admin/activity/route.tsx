import { activityCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { ActivityScreen } from './ActivityScreen';

export const meta = () => adminMeta(activityCopy.title);

export default ActivityScreen;
