// A charity's own section type, one folder: what the public site needs, and the builder's half
// behind a dynamic import (never in the site's bundle).
import { QuoteRenderer } from './QuoteRenderer.jsx';

export const quoteSection = {
  type: 'quote',
  label: 'Quote',
  htmlOnly: true,
  Renderer: QuoteRenderer,
  edit: () => import('./edit.js'),
};
