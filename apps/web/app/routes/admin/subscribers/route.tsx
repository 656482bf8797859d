import { subscribersCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { SubscribersScreen } from './SubscribersScreen';

export const meta = () => adminMeta(subscribersCopy.title);

export default SubscribersScreen;
