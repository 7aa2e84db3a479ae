#!/usr/bin/env node
// Entry of the `norenberc` command: the TypeScript sources as one bundle (bundle.js), or through tsx
// where it cannot be built (no build step either way). A source checkout adds the developer tools'
// commands (tools/), which nothing the app ships carries or imports.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';
import { cliBundle } from './bundle.js';

const withTools = existsSync(new URL('../tools/commands.ts', import.meta.url));
const bundle = await cliBundle(withTools);
// Errors point into the sources, not the bundle.
if (bundle) process.setSourceMapsEnabled(true);
const { main, COMMANDS, TOOLS } =
  (bundle && (await import(bundle).catch(() => null))) ?? (await fromSources(withTools));
process.exitCode = await main(process.argv.slice(2), { ...COMMANDS, ...TOOLS });

async function fromSources(withTools) {
  // The rating library (the ladder, which the store loads) is hundreds of small modules: loaded before
  // tsx hooks the loader, they load at Node's own speed rather than one hook call each (about 0.4 s).
  await import('openskill');
  register();
  const { main, COMMANDS } = await import('../main/cli/index.ts');
  const { TOOLS } = withTools ? await import('../tools/commands.ts') : { TOOLS: {} };
  return { main, COMMANDS, TOOLS };
}
