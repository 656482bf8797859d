import { packageBuild } from '../../scripts/tsup-preset';

// Two entries: `render` (renderers and <PageContent>, for the public site) must not pull in the
// editors, so it is built as its own file beside the full `index`.
const preset = packageBuild();
export default { ...preset, entry: { index: 'src/index.ts', render: 'src/render.ts' } };
