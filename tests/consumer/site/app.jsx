// A small themed page: the default theme with no class, a region re-branded with
// createThemeVars(), the site's own CSS, and a working form field.
// The site's own CSS first: were the reset unlayered, it would win by coming later.
import './app.css';
import '@charitykit/ui/styles.css';
import { Button, createThemeVars, TextField } from '@charitykit/ui';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

const brand = createThemeVars({
  brand: { primary: '#6a1b9a', secondary: '#ffd54f', accent: '#00897b' },
  radius: { small: '0px', medium: '0px', large: '0px', full: '0px' },
});

function App() {
  const [name, setName] = useState('');
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
    </main>
  );
}
createRoot(document.getElementById('root')).render(<App />);
