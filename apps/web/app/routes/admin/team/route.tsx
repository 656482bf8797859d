import { teamCopy } from '@charitykit/content';
import { adminMeta } from '../scaffold/meta';
import { TeamScreen } from './TeamScreen';

export const meta = () => adminMeta(teamCopy.team.title);

export default TeamScreen;
