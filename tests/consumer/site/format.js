// Only one content helper, from the package's main entry.
import { formatGBP } from '@charitykit/content';

document.getElementById('root').textContent = formatGBP(25);
