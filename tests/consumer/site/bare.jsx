// The baseline: React and nothing else.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(<h1>Another charity</h1>);
