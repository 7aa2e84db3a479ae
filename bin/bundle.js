// The command line's sources as one bundle (dist/cli/), so that a start loads one module rather than
// hundreds through tsx's loader hooks: about 0.4 s of processor time rather than 1.0 s, at every start
// of the app, a host or a command. esbuild builds it the first time and again whenever a source changed.
// Where it cannot (esbuild not installed, a read-only folder), the sources run through tsx as they are:
// the bundle is a shortcut, never a second program.
import { readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist', 'cli');
/** Everything the command line is built from. */
const SOURCES = ['bin', 'main', 'engine', 'protocol', 'languages', 'tools', 'package.json', 'tsconfig.json'];

/**
 * The bundle of the shipped commands (and the tools' where `tools/` is there) built from the sources as
 * they are now; null where it cannot be had. Its module exports `main`, `COMMANDS` and `TOOLS`.
 */
export async function cliBundle(withTools) {
  // Named by the sources' last change, read before building: a source saved while it is built makes a
  // newer name, which builds again.
  const changed = newestChange();
  const folder = join(OUT, `${changed}${withTools ? '-tools' : ''}`);
  const file = join(folder, 'norenberc.mjs');
  // Built aside, then put in place whole: a start beside this one sees all of it or none.
  const staging = `${folder}.${process.pid}.partial`;
  try {
    if (statSync(file, { throwIfNoEntry: false })) return file;
    const { build } = await import('esbuild');
    const common = {
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      sourcemap: 'linked',
      logLevel: 'silent',
      plugins: [ownFileUrls],
    };
    await Promise.all([
      build({
        ...common,
        stdin: { contents: entry(withTools), resolveDir: ROOT, sourcefile: 'norenberc-entry.js' },
        outfile: join(staging, 'norenberc.mjs'),
        // The bots' threads run the bot worker of the same sources, bundled too (main/host/bots/pool.ts).
        define: { NORENBERC_BOT_WORKER: JSON.stringify(pathToFileURL(join(folder, 'bot-worker.mjs')).href) },
      }),
      build({
        ...common,
        entryPoints: [join(ROOT, 'main/host/bots/think.ts')],
        outfile: join(staging, 'bot-worker.mjs'),
      }),
    ]);
    try {
      renameSync(staging, folder);
    } catch {
      // Another start put the same bundle there first.
      removeQuietly(staging);
    }
    removeOlder(changed);
    return statSync(file, { throwIfNoEntry: false }) ? file : null;
  } catch {
    removeQuietly(staging);
    return null;
  }
}

/** What a build left, if it could leave anything. */
function removeQuietly(path) {
  try {
    rmSync(path, { recursive: true, force: true });
  } catch {
    // Where nothing could be written, nothing is left.
  }
}

function entry(withTools) {
  return [
    "export { main, COMMANDS } from './main/cli/index.ts';",
    withTools ? "export { TOOLS } from './tools/commands.ts';" : 'export const TOOLS = {};',
  ].join('\n');
}

/** When a source last changed: the newest modification time of its files and folders (a file removed changes its folder's). */
function newestChange() {
  let newest = 0;
  const visit = (path) => {
    const stat = statSync(path, { throwIfNoEntry: false });
    if (!stat) return;
    newest = Math.max(newest, stat.mtimeMs);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  for (const name of SOURCES) visit(join(ROOT, name));
  return Math.round(newest * 1000);
}

/**
 * Bundles of older sources built more than a day ago: a program started from one before a source changed
 * may still start threads from it (its bots' threads stop when idle, and start again), so a bundle is
 * left a day before it goes.
 */
function removeOlder(changed) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(OUT)) {
    const folder = join(OUT, name);
    if (
      Number.parseInt(name, 10) < changed &&
      (statSync(folder, { throwIfNoEntry: false })?.mtimeMs ?? Infinity) < dayAgo
    )
      rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Each module keeps its own `import.meta.url` in the bundle, so that the files it names beside it (the
 * bot worker, the built renderer) are found where they are in the sources. Only the sources are loaded
 * here: the packages stay outside the bundle. Each file is read once, here, for esbuild too.
 */
const ownFileUrls = {
  name: 'own-file-urls',
  setup(build) {
    build.onLoad({ filter: /\.[jt]s$/ }, async (args) => ({
      contents: (await readFile(args.path, 'utf8')).replaceAll(
        'import.meta.url',
        JSON.stringify(pathToFileURL(args.path).href),
      ),
      loader: extname(args.path) === '.ts' ? 'ts' : 'js',
    }));
  },
};
