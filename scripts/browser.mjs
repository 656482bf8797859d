// Story tests and e2e need Chromium. Browser downloads do not work on these machines, so the
// browser is Debian's: installed here when missing and we are root, otherwise explained.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

export function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && !process.env.CHROME_PATH) {
    console.log('Installing Debian chromium for browser tests…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
    if (install.status === 0 && existsSync(chromiumPath)) return true;
  }
  console.error(
    [
      `No Chromium at ${chromiumPath}.`,
      'Install one (on Debian or Ubuntu: `sudo apt-get install chromium`), or point CHROME_PATH',
      'at any Chromium or Chrome binary, then run `npm test` again.',
    ].join('\n'),
  );
  return false;
}
