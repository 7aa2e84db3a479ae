// The command line's words, read one way (main/cli/args.ts): what parseArgs refuses is said in our
// words, and every command, shipped or a developer tool, says a word it cannot take alike, with its
// usage, exit code 2, before it does anything. Without tools/ the command line has the players'
// commands alone.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UsageError, readArgs, wholeNumber } from '../../main/cli/args.ts';
import { COMMANDS, main } from '../../main/cli/index.ts';
import { TOOLS } from '../../tools/commands.ts';
import { ROOT } from '../architecture/imports.ts';
import { cli } from '../cli.ts';

const execute = promisify(execFile);

const OPTIONS = { port: { type: 'string' }, json: { type: 'boolean' } } as const;

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (err) {
    expect(err).toBeInstanceOf(UsageError);
    return (err as Error).message;
  }
  throw new Error('no refusal');
};

describe('readArgs', () => {
  it('reads options by their type and the positional words it names', () => {
    expect(readArgs(['a.json', '--port', '80', '--json'], OPTIONS, ['FILE'])).toEqual({
      values: { port: '80', json: true },
      positionals: ['a.json'],
    });
    // A value that starts with a dash is given inline; after `--` every word is positional.
    expect(readArgs(['--port=-1', '--', '--json'], OPTIONS, ['FILE']).values.port).toBe('-1');
    expect(readArgs(['--', '--json'], OPTIONS, ['FILE']).positionals).toEqual(['--json']);
  });

  it.each([
    [['--bogus'], 'unknown option --bogus'],
    [['--port'], '--port needs a value'],
    [['--port', '--json'], '--port needs a value'],
    [['--json=yes'], '--json takes no value'],
    [['x.json', 'y.json'], 'unexpected argument "y.json"'],
    [['--json'], 'FILE is required'],
    [['-p', '1'], 'unknown option -p'],
  ])('refuses %j: %s', (args, message) => {
    expect(refusal(() => readArgs(args, OPTIONS, ['FILE']))).toBe(message);
  });

  it('takes whole numbers in a range, or says which', () => {
    expect(wholeNumber('--games', undefined, 3, 1)).toBe(3);
    expect(wholeNumber('--games', '12', 3, 1)).toBe(12);
    for (const given of ['0', '-1', '1.5', '1e3', '', ' 2', 'x'])
      expect(refusal(() => wholeNumber('--games', given, 3, 1))).toBe(
        '--games takes a whole number of at least 1',
      );
    expect(refusal(() => wholeNumber('--players', '6', 2, 2, 5))).toBe(
      '--players takes a whole number from 2 to 5',
    );
  });
});

describe('norenberc host', () => {
  it.each([
    [
      ['--max-clients-per-address', '300'],
      "--max-clients-per-address (300) cannot be above the guests' 256 in all (--max-clients)",
    ],
    [
      ['--max-clients', '40', '--max-clients-per-address', '41'],
      "--max-clients-per-address (41) cannot be above the guests' 40 in all (--max-clients)",
    ],
    [
      ['--max-games-per-address', '100'],
      "--max-games-per-address (100) cannot be above the guests' 64 in all (--max-games)",
    ],
    [
      ['--allow-origin', 'notaurl'],
      '--allow-origin takes a web origin, such as http://localhost:5173 (not notaurl)',
    ],
    [
      ['--allow-origin', 'http://localhost:5173/app'],
      '--allow-origin takes a web origin, such as http://localhost:5173 (not http://localhost:5173/app)',
    ],
    [
      ['--bind', '999.1.1.1'],
      '--bind takes an IP address of this machine, such as 0.0.0.0 or 127.0.0.1 (not 999.1.1.1)',
    ],
    [['--grace', '-1'], '--grace takes a number of seconds, 0 or more (not -1)'],
    [['--data-dir', ''], '--data-dir needs a value'],
  ])('refuses %j in a sentence, exit 2, before it starts', async (args, message) => {
    const run = await cli('host', '--port', '0', '--no-mdns', ...args);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n')[0]).toBe(`host: ${message}`);
  });
});

describe('every command', () => {
  afterEach(() => vi.restoreAllMocks());

  async function run(args: string[]): Promise<{ code: number; out: string; err: string }> {
    let out = '';
    let err = '';
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => ((out += String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => ((err += String(chunk)), true));
    const code = await main(args, { ...COMMANDS, ...TOOLS });
    vi.restoreAllMocks();
    return { code, out, err };
  }

  it('says an unknown option the same way, with its usage, exit 2, having done nothing', async () => {
    const all = { ...COMMANDS, ...TOOLS };
    expect(Object.keys(all).length).toBeGreaterThan(15);
    for (const [name, command] of Object.entries(all)) {
      const { code, out, err } = await run([name, '--no-such-option']);
      if (name === 'replay') {
        // Its answer is one JSON object on standard output, whatever happens (docs/game-record.md).
        expect({ name, code, err }).toEqual({ name, code: 2, err: '' });
        expect(JSON.parse(out)).toEqual({
          ok: false,
          error: { index: -1, message: 'unknown option --no-such-option' },
        });
        continue;
      }
      const usage = [`usage: norenberc ${command.usage}`, ...(command.details ?? [])].join('\n');
      expect({ name, code, out, err }).toEqual({
        name,
        code: 2,
        out: '',
        err: `${name}: unknown option --no-such-option\n${usage}\n`,
      });
    }
  });

  it('prints its usage when asked, exit 0', async () => {
    for (const [name, command] of Object.entries({ ...COMMANDS, ...TOOLS })) {
      const { code, out } = await run([name, '--help']);
      expect({ name, code, out: out.split('\n')[0] }).toEqual({
        name,
        code: 0,
        out: `usage: norenberc ${command.usage}`,
      });
    }
  });
});

describe('the command line of a copy without tools/', () => {
  it("runs the players' commands and lists no developer tool", async () => {
    // What a package would hold of the sources: every shipped layer, bin/, and no tools/.
    const copy = mkdtempSync(join(tmpdir(), 'norenberc-no-tools-'));
    for (const part of ['bin', 'engine', 'protocol', 'languages', 'main', 'package.json'])
      cpSync(join(ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'), 'dir');
    const norenberc = (...args: string[]) =>
      execute(process.execPath, [join(copy, 'bin', 'norenberc.js'), ...args], { cwd: copy }).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (err: { code: number; stdout: string; stderr: string }) => err,
      );
    try {
      const help = await norenberc('help');
      expect(help.code).toBe(0);
      const listed = [...help.stderr.matchAll(/^ {2}norenberc (\S+)/gm)].map((m) => m[1]);
      expect(listed).toEqual(Object.keys(COMMANDS));
      const bench = await norenberc('bench', '--only', 'engine');
      expect(bench.code).toBe(2);
      expect(bench.stderr).not.toMatch(/norenberc bench/);
      const history = await norenberc('history', '--data-dir', join(copy, 'data'));
      expect(history).toMatchObject({ code: 0, stdout: 'No games yet.\n' });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  }, 60_000);
});
