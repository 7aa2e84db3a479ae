// Bundles the Electron side (main process, preload, bot worker) into dist/desktop with esbuild.
// Electron loads plain CommonJS; the sandboxed preload may require nothing but 'electron'.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DESKTOP_OUT = `${ROOT}dist/desktop`;

/** Native or optional modules that stay outside the bundle (resolved from node_modules at run time). */
const EXTERNAL = ['electron', 'better-sqlite3', 'bufferutil', 'utf-8-validate'];

export async function buildDesktop(): Promise<void> {
  const common = {
    bundle: true,
    platform: 'node' as const,
    format: 'cjs' as const,
    target: 'node20',
    external: EXTERNAL,
    logLevel: 'warning' as const,
    sourcemap: true,
    // import.meta.url has no CommonJS equivalent: give each bundle its own file URL.
    define: { 'import.meta.url': '__norenbercFileUrl' },
    banner: { js: "const __norenbercFileUrl = require('node:url').pathToFileURL(__filename).href;" },
  };
  await Promise.all([
    build({
      ...common,
      // The bots' threads run the bot worker bundled beside it (main/host/bots/pool.ts).
      define: { ...common.define, NORENBERC_BOT_WORKER: '__norenbercBotWorker' },
      banner: {
        js:
          common.banner.js +
          "\nconst __norenbercBotWorker = new URL('bot-worker.cjs', __norenbercFileUrl).href;",
      },
      entryPoints: [`${ROOT}main/desktop/entry.ts`],
      outfile: `${DESKTOP_OUT}/main.cjs`,
    }),
    // The sandboxed preload may require 'electron' only: no banner for it.
    build({
      ...common,
      define: {},
      banner: {},
      entryPoints: [`${ROOT}main/desktop/preload.ts`],
      outfile: `${DESKTOP_OUT}/preload.cjs`,
      sourcemap: false,
    }),
    build({
      ...common,
      entryPoints: [`${ROOT}main/host/bots/think.ts`],
      outfile: `${DESKTOP_OUT}/bot-worker.cjs`,
    }),
  ]);
}
