// A public page: a saved builder page with the charity's own section type, as the site renders
// it. Its bundle must not carry an editor or zod (run.mjs checks what the page loads).
import '@charitykit/ui/styles.css';
import '@charitykit/builder/styles.css';
import { PageContent } from '@charitykit/builder/render';
import { createRoot } from 'react-dom/client';
import { sections } from './sections/index.js';
import { storyPage } from './story-page.js';

createRoot(document.getElementById('root')).render(
  <main>
    <PageContent content={storyPage} title="Stories" registry={sections} />
  </main>,
);
