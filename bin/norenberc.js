#!/usr/bin/env node
// Entry of the `norenberc` command: runs the TypeScript sources through tsx (no build step).
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../main/cli/index.ts');
process.exitCode = await main(process.argv.slice(2));
