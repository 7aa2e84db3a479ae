// What every browser test needs, checked before each file runs: Debian's Chromium and the built
// renderer. Without either the file fails saying what to do, rather than being skipped.
import { existsSync } from 'node:fs';
import { CHROMIUM } from '../../tools/bench/chromium.ts';
import { STATIC } from './driver.ts';

if (!existsSync(CHROMIUM))
  throw new Error(
    `the browser tests drive Debian's Chromium, not found at ${CHROMIUM}: apt-get install -y chromium`,
  );
if (!existsSync(`${STATIC}/index.html`))
  throw new Error(
    `the browser tests serve the built renderer, not found in ${STATIC}: npm run build:renderer`,
  );
