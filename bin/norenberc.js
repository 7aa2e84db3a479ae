#!/usr/bin/env node
// Entry of the `norenberc` command: runs the TypeScript sources through tsx (no build step). A source
// checkout adds the developer tools' commands (tools/), which nothing the app ships carries or imports.
import { existsSync } from 'node:fs';
import { register } from 'tsx/esm/api';

// The rating library (the ladder, which the store loads) is hundreds of small modules: loaded before tsx
// hooks the loader, they load at Node's own speed rather than one hook call each (about 0.4 s of every start).
await import('openskill');
register();
const { main, COMMANDS } = await import('../main/cli/index.ts');
const tools = new URL('../tools/commands.ts', import.meta.url);
const { TOOLS } = existsSync(tools) ? await import(tools.href) : { TOOLS: {} };
process.exitCode = await main(process.argv.slice(2), { ...COMMANDS, ...TOOLS });
