// The renderer's build: renderer/ → dist/renderer, with a relative base so the same files load from
// the host at `/` and from the file system in Electron.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { CONTENT_SECURITY_POLICY } from './main/host/csp.ts';

/**
 * The app's Content-Security-Policy as a meta tag: it holds where no header does (pages from files).
 * frame-ancestors works only as a header, so the meta tag leaves it out.
 */
function contentSecurityPolicy(): Plugin {
  const content = CONTENT_SECURITY_POLICY.split('; ')
    .filter((d) => !d.startsWith('frame-ancestors'))
    .join('; ');
  return {
    name: 'norenberc-csp',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'meta', attrs: { 'http-equiv': 'Content-Security-Policy', content }, injectTo: 'head-prepend' },
    ],
  };
}

const ENTRY = fileURLToPath(new URL('./renderer/main.ts', import.meta.url));

/**
 * Every module the first screen needs goes into one file, rather than a small file for each set of
 * screens that shares some: fewer requests, and gzip finds more to share. The entry itself stays apart:
 * it waits for the player's language, whose file imports from this one.
 */
function firstScreen(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let first: Set<string> | null = null;
  return (id, context) => {
    if (!first) {
      // What the entry imports, statically, through any chain.
      first = new Set();
      const next = [...(context.getModuleInfo(ENTRY)?.importedIds ?? [])];
      for (let m = next.pop(); m !== undefined; m = next.pop()) {
        if (first.has(m)) continue;
        first.add(m);
        next.push(...(context.getModuleInfo(m)?.importedIds ?? []));
      }
    }
    return first.has(id) ? 'app' : null;
  };
}

export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  // The root is renderer/: the project's Svelte settings are named, or the build would not find them.
  plugins: [
    svelte({ configFile: fileURLToPath(new URL('./svelte.config.js', import.meta.url)) }),
    contentSecurityPolicy(),
  ],
  server: {
    fs: { allow: ['..'] },
    // `npm run dev` talks to a host started beside it (`npx norenberc host --bind 127.0.0.1 --no-mdns`).
    proxy: { '/ws': { target: 'ws://127.0.0.1:7412', ws: true } },
  },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: firstScreen() }] } } },
  },
});
