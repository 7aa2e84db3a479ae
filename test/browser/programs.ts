// The programs people start, as child processes: `norenberc start --browser` (the app served to a
// browser) and `norenberc host` (a LAN host), each on its own data folder, for the journey tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Program {
  readonly child: ChildProcess;
  /** Where the program serves: the app's page (with its key) for `start`, the host's origin for `host`. */
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Everything the program printed so far. */
  stdout(): string;
  /** `norenberc host`: the operator's own page, with the host's key (the household's view). */
  operatorUrl(): string;
  /** `norenberc host`: the evening's code it printed last (null: its door is open, or no host). */
  code(): string | null;
  stderr(): string;
  /** Ctrl-C: the program closes its games and its store, and exits; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** kill -9: nothing is closed. */
  kill(): Promise<void>;
}

export function newDataDir(name: string): string {
  return mkdtempSync(join(tmpdir(), `norenberc-${name}-`));
}

function run(args: string[], dataDir: string, ready: RegExp): Promise<Program> {
  const child = spawn(process.execPath, ['bin/norenberc.js', ...args, '--data-dir', dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += String(chunk)));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return new Promise<Program>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const match = ready.exec(out);
      if (!match) return;
      const url = match[1]!;
      resolve({
        child,
        url,
        port: Number(new URL(url).port),
        dataDir,
        stdout: () => out,
        stderr: () => err,
        operatorUrl() {
          const page = /your own view[^:]*: (http:\/\/\S+)/.exec(out)?.[1];
          if (!page) throw new Error(`the program printed no operator's page: ${out}`);
          return page;
        },
        // The last said: the operator may change it, or open the door.
        code: () => {
          const said = [...out.matchAll(/^(?:the evening's code: ([A-Z]+)|the door is open)/gm)].at(-1);
          return said?.[1] ?? null;
        },
        async stop() {
          if (child.exitCode === null) child.kill('SIGINT');
          return exited;
        },
        async kill() {
          if (child.exitCode === null) child.kill('SIGKILL');
          await exited;
        },
      });
    });
    void exited.then((code) => reject(new Error(`norenberc ${args[0]} exited ${code}: ${out}${err}`)));
  });
}

/**
 * What a test's program weighs ahead. Unless the test looks at a review of a game played in it, its
 * program runs with `--no-reviews-ahead`: weighed ahead, a player's decisions keep an advice thread busy
 * for the whole game (some 13 s of processor time for a 5-player game), time the other tests on the
 * machine then lack.
 */
export interface ProgramChoices {
  reviewsAhead?: boolean;
}

const ahead = (choices: ProgramChoices): string[] => (choices.reviewsAhead ? [] : ['--no-reviews-ahead']);

/** `norenberc start --browser --no-open --port P --data-dir D`: the app as `npm start` serves it. */
export function startApp(dataDir: string, port = 0, choices: ProgramChoices = {}): Promise<Program> {
  return run(
    ['start', '--browser', '--no-open', '--port', String(port), ...ahead(choices)],
    dataDir,
    /serving Norenberc at (http:\/\/\S+) in your browser/,
  );
}

/**
 * `norenberc host` on a loopback port without mDNS (127.0.0.x stand for the LAN here): a free one, or
 * `port` (the one a killed host had, for its restart).
 */
export function startHostProgram(
  dataDir: string,
  extra: string[] = [],
  port = 0,
  choices: ProgramChoices = {},
): Promise<Program> {
  return run(
    ['host', '--port', String(port), '--bind', '127.0.0.1', '--no-mdns', ...extra, ...ahead(choices)],
    dataDir,
    /listening on (http:\/\/[\d.]+:\d+)/,
  );
}

/** For a test file: `track(startApp(dir))` waits for a program and kills it after the test. */
export function trackPrograms(): (started: Promise<Program>) => Promise<Program> {
  const running: Program[] = [];
  afterEach(async () => {
    for (const program of running.splice(0)) await program.kill();
  });
  return async (started) => {
    const program = await started;
    running.push(program);
    return program;
  };
}
