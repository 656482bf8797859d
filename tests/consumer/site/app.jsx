// A small themed page: the default theme with no class, a region re-branded with
// createThemeVars(), the site's own CSS, and a working form field. Then the charity's own
// section type (sections/quote/, one line in sections/index.js) on a saved page and in the builder.
// The site's own CSS first: were the reset unlayered, it would win by coming later.
import './app.css';
import '@charitykit/ui/styles.css';
import '@charitykit/builder/styles.css';
import { PageBuilder } from '@charitykit/builder';
import { PageContent } from '@charitykit/builder/render';
import { Button, createThemeVars, TextField } from '@charitykit/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { sections } from './sections/index.js';
import { storyPage } from './story-page.js';

const brand = createThemeVars({
  brand: { primary: '#6a1b9a', secondary: '#ffd54f', accent: '#00897b' },
  radius: { small: '0px', medium: '0px', large: '0px', full: '0px' },
});

const builderPages = [
  { id: 'p1', title: 'Stories', slug: 'stories', content: { sections: [] }, version: 1 },
];

function App() {
  const [name, setName] = useState('');
  const [saved, setSaved] = useState(null);
  return (
    <main>
      <h1>Another charity</h1>
      <p className="own">Our own paragraph</p>
      <Button>Read more</Button>
      <section style={brand}>
        <TextField label="Your name" value={name} onChange={setName} />
        <p data-testid="echo">{name}</p>
        <Button>Give today</Button>
      </section>
      <article data-testid="page">
        <PageContent content={storyPage} title="Stories" registry={sections} />
      </article>
      <PageBuilder
        pages={builderPages}
        registry={sections}
        onSave={async (_pageId, savedSections) => {
          setSaved(savedSections);
          return { version: 2 };
        }}
      />
      <pre data-testid="saved">{saved ? JSON.stringify(saved) : ''}</pre>
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
