import { packageBuild } from '../../scripts/tsup-preset';

export default packageBuild();
