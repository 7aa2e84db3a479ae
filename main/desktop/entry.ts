// What Electron runs (bundled to dist/desktop/main.cjs): the desktop app with its built files.
import { join } from 'node:path';
import { runDesktop } from './main.ts';

void runDesktop({
  paths: {
    renderer: join(__dirname, '..', 'renderer'),
    preload: join(__dirname, 'preload.cjs'),
  },
  devServerUrl: process.env.NORENBERC_DEV_SERVER_URL,
}).catch((err: Error) => {
  process.stderr.write(`Norenberc could not start: ${err.stack ?? err.message}\n`);
  process.exit(1);
});
