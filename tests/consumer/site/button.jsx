// Only a Button from the design system: what it adds to bare React is what it costs.
import '@charitykit/ui/styles.css';
import { Button } from '@charitykit/ui';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <>
    <h1>Another charity</h1>
    <Button>Give today</Button>
  </>,
);
