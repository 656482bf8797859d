import { packageBuild } from '../../scripts/tsup-preset';

/** `rules` (schemas, checks, formatters) and `site` (this charity's copy) are entries of their own. */
export default packageBuild({
  index: 'src/index.ts',
  'rules/index': 'src/rules/index.ts',
  'site/index': 'src/site/index.ts',
});
