// The command line runs its sources as one bundle (bin/bundle.js): built at the first start, used again
// while no source changed, built anew from the sources as they are once one did; the bots' threads run
// the bundled worker of the same sources. Played on a copy of the sources, whose files this test edits.
import { execFile } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { ROOT } from '../architecture/imports.ts';

const execute = promisify(execFile);
const copy = mkdtempSync(join(tmpdir(), 'norenberc-bundle-'));
for (const part of ['bin', 'engine', 'protocol', 'languages', 'main', 'package.json', 'tsconfig.json'])
  cpSync(join(ROOT, part), join(copy, part), { recursive: true });
symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const norenberc = (...args: string[]) =>
  execute(process.execPath, [join(copy, 'bin', 'norenberc.js'), ...args], { cwd: copy });
const bundles = (): string[] => readdirSync(join(copy, 'dist', 'cli'));

describe('the command line as one bundle', () => {
  it('is built at the first start, used again, and built anew once a source changed', async () => {
    const first = await norenberc('help');
    expect(first.stderr).toMatch(
      /norenberc history \[--data-dir D\] \[--json\] \[--limit N\] {3}list matches\n/,
    );
    expect(bundles()).toHaveLength(1);
    const [built] = bundles();
    const bundle = join(copy, 'dist', 'cli', built!, 'norenberc.mjs');
    expect(readdirSync(join(copy, 'dist', 'cli', built!)).sort()).toEqual([
      'bot-worker.mjs',
      'bot-worker.mjs.map',
      'norenberc.mjs',
      'norenberc.mjs.map',
    ]);
    const at = statSync(bundle).mtimeMs;
    await norenberc('help');
    expect(bundles()).toEqual([built]);
    expect(statSync(bundle).mtimeMs).toBe(at);

    // A command's words change in the sources: the next start says the new ones, from a new bundle.
    const source = join(copy, 'main', 'cli', 'store-commands.ts');
    writeFileSync(
      source,
      readFileSync(source, 'utf8').replace('   list matches', '   list the matches played'),
    );
    const after = await norenberc('help');
    expect(after.stderr).toMatch(/\[--limit N\] {3}list the matches played\n/);
    const [, newer] = bundles().sort();
    expect(bundles().sort()).toEqual([built, newer]);

    // The older bundle stays a day (a program started from it may start threads from it); then it goes.
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    utimesSync(join(copy, 'dist', 'cli', built!), twoDaysAgo, twoDaysAgo);
    writeFileSync(source, readFileSync(source, 'utf8').replace('list the matches played', 'list the games'));
    expect((await norenberc('help')).stderr).toMatch(/\[--limit N\] {3}list the games\n/);
    expect(bundles()).toHaveLength(2);
    expect(bundles()).not.toContain(built);
    expect(bundles()).toContain(newer);
  }, 60_000);

  it('runs the sources as they are where no bundle can be built', async () => {
    const cli = join(copy, 'dist', 'cli');
    rmSync(cli, { recursive: true, force: true });
    // A file where the bundles' folder would be: nothing can be written there.
    writeFileSync(cli, '');
    try {
      expect((await norenberc('help')).stderr).toMatch(/norenberc history .* {3}list the games\n/);
    } finally {
      rmSync(cli);
    }
  }, 60_000);

  it("runs the bots' threads from the bundled worker", async () => {
    // Without the sources' own worker entry, a review's threads can only run the bundled one.
    rmSync(join(copy, 'main', 'host', 'bots', 'worker.js'));
    const match = playMatch({ seats: ['medium', 'easy'], seed: 'bundle' });
    const file = join(copy, 'game.json');
    writeFileSync(file, JSON.stringify(toRecord(match.state, match.actions)));
    const out = await norenberc('review', file, '--seat', '0', '--iterations', '10', '--json');
    expect(JSON.parse(out.stdout).seat).toBe(0);
  }, 60_000);
});
