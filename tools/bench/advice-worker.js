// Entry of the advice bench's worker threads: workers do not share the main thread's TypeScript loader,
// so this plain JS file registers tsx (as bin/norenberc.js does) before loading the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./advice-thread.ts');
