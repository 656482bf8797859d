import { packageBuild } from '../../scripts/tsup-preset';

/**
 * Two entries: `render` (renderers and <PageContent>, for the public site) must not pull in the
 * editors; per-module output keeps them apart.
 */
export default packageBuild({ index: 'src/index.ts', render: 'src/render.ts' });
