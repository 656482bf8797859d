import { packageBuild } from '../../scripts/tsup-preset';

/** `tokens` (theme contract, breakpoints, header height; no component) is an entry of its own. */
export default packageBuild({ index: 'src/index.ts', 'tokens/index': 'src/tokens/index.ts' });
