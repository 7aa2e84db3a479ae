// The renderer's build: renderer/ → dist/renderer, with a relative base so the same files load from
// the host at `/` and from the file system in Electron.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'renderer',
  base: './',
  publicDir: false,
  plugins: [svelte()],
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
  },
});
