// Debian's Chromium as the benches and the browser tests start it: headless, and quiet on a machine
// with no network beyond loopback (no background, component or sync traffic).
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-gpu',
  '--no-first-run',
  '--disable-component-update',
  '--disable-sync',
] as const;
