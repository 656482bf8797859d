// Where the browser for story tests and e2e lives, and the flags it needs on these machines:
// without the background-networking flags Chromium's calls home are refused by the closed
// network, many at a time.
export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
