// Bad input on the command line gets one clear line and its exit code (README), never a stack trace:
// a full disk (a small tmpfs where this runs as root and may mount one, else a file size limit,
// `ulimit -f`), a data folder that is a file or a device, a FIFO, a device, a folder or a huge file
// given as a game record (only regular files of a record's size are read: none of these hangs or is
// read whole), and a record whose stand-ins name no seat or run backwards (refused with the reason,
// nothing stored). Each command runs as users run it, a child process of bin/norenberc.js.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statfsSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { toRecord } from '../../engine/index.ts';
import { LOCK_FILE } from '../../main/store/folderLock.ts';
import { WebSocket } from 'ws';
import { connect } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import { newDataDir, startApp } from '../browser/programs.ts';
import { cli, type CliResult } from '../cli.ts';
import { playRandom, start } from '../engine/play.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const STACK_LINE = /^\s+at /m;
const HOST = ['host', '--port', '0', '--bind', '127.0.0.1', '--no-mdns'];

/** A small disk to fill: a 1 MiB tmpfs, where this runs as root and may mount one. */
function smallDisk(): string | null {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return null;
  const dir = newDataDir('small-disk');
  const mounted = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir]);
  return mounted.status === 0 ? dir : null;
}
const disk = smallDisk();
afterAll(() => {
  if (disk) spawnSync('umount', [disk]);
});

/**
 * The command with at most `room` KiB left to write: on the small disk (filled up to that), or, where
 * there is none, under a file size limit of that much.
 */
async function withRoom(room: number, dataDir: string, ...args: string[]): Promise<CliResult> {
  const command = `exec "${process.execPath}" bin/norenberc.js "$@"`;
  const limit = disk ? '' : `ulimit -f ${room * 2}; `;
  try {
    const { stdout, stderr } = await promisify(execFile)(
      'sh',
      ['-c', `${limit}${command}`, 'sh', ...args, '--data-dir', dataDir],
      { cwd: ROOT },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** Fills the small disk until `room` KiB are left. */
function fill(room: number): void {
  if (!disk) return;
  const { bavail, bsize } = statfsSync(disk);
  writeFileSync(join(disk, 'filler'), Buffer.alloc(Math.max(0, bavail * bsize - room * 1024)));
}

describe('a full disk', () => {
  it('stops a start with one line and no lock left, and every command after it says the disk is full', async () => {
    const dir = disk ? join(disk, 'data') : join(newDataDir('full'), 'data');
    fill(8);
    const host = await withRoom(8, dir, ...HOST);
    expect(host.code).toBe(1);
    expect(host.stdout).toBe('');
    expect(host.stderr).toMatch(
      new RegExp(
        `^Norenberc cannot open its database in ${dir}: the disk is full \\(SQLITE_(FULL|IOERR_SHMSIZE)\\)\\. Free some space on that disk, or use another folder \\(--data-dir\\)\\.\\n$`,
      ),
    );
    expect(readdirSync(dir)).not.toContain(LOCK_FILE);
    for (const command of ['history', 'stats']) {
      const run = await withRoom(8, dir, command);
      expect(run.code).toBe(1);
      expect(run.stderr).toMatch(
        /^Norenberc cannot open its database in .*: the disk is full \(SQLITE_\w+\)\. [^\n]*\n$/,
      );
      expect(run.stderr).not.toMatch(STACK_LINE);
    }
    // Room again: the same folder serves as if nothing had happened.
    if (disk) rmSync(join(disk, 'filler'));
    const history = await cli('history', '--data-dir', dir);
    expect(history).toEqual({ code: 0, stdout: 'No games yet.\n', stderr: '' });
  });
});

describe('a data folder that is no folder', () => {
  it('is refused in one line, exit 1, by every command that uses one', async () => {
    const file = join(newDataDir('file'), 'notes.txt');
    writeFileSync(file, 'not a folder');
    const cases: [string, string][] = [
      ['/dev/null', 'The data folder /dev/null is a device, not a folder.'],
      [file, `The data folder ${file} is a file, not a folder.`],
      [
        join(file, 'data'),
        `The data folder ${join(file, 'data')} cannot be made: a part of its path is a file, not a folder.`,
      ],
    ];
    for (const [dir, said] of cases) {
      const commands = [['history'], ['stats'], ['export', '1'], HOST];
      const runs = await Promise.all(commands.map((args) => cli(...args, '--data-dir', dir)));
      const stderr = `${said} Pass --data-dir with a folder (it is made if missing).\n`;
      expect(runs).toEqual(commands.map(() => ({ code: 1, stdout: '', stderr })));
    }
  }, 240_000);
});

describe('a game record that is no file', () => {
  it('is refused unread, exit 2, by verify, replay, import and review', async () => {
    const dir = newDataDir('not-records');
    const fifo = join(dir, 'pipe.json');
    execFileSync('mkfifo', [fifo]);
    const folder = join(dir, 'folder.json');
    mkdirSync(folder);
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 657 * 1024 * 1024);
    const cases: [string, string][] = [
      // A pipe nobody writes to would hang a read; /dev/zero would never end one.
      [fifo, `${fifo} is a pipe (FIFO), not a file`],
      ['/dev/zero', '/dev/zero is a device, not a file'],
      [folder, `${folder} is a folder, not a file`],
      [huge, `${huge} is too large (657.0 MiB; at most 2.0 MiB)`],
      [join(dir, 'gone.json'), `cannot read ${join(dir, 'gone.json')}: there is no such file (ENOENT)`],
    ];
    const data = join(dir, 'data');
    for (const [file, said] of cases) {
      const [verify, replay, imported, review] = await Promise.all([
        cli('verify', file),
        cli('replay', file),
        cli('import', file, '--data-dir', data),
        cli('review', file, '--seat', '0'),
      ]);
      expect(verify).toEqual({
        code: 2,
        stdout: `${file}: NOT verified (one problem, below)\n  problem      ${said} [unreadable]\n`,
        stderr: '',
      });
      expect(replay).toEqual({
        code: 2,
        stdout: `${JSON.stringify({ ok: false, error: { index: -1, message: said } })}\n`,
        stderr: '',
      });
      expect(imported).toEqual({ code: 2, stdout: '', stderr: `${said}\n` });
      expect(review).toEqual({ code: 2, stdout: '', stderr: `review: ${said}\n` });
    }
    // Nothing was stored, nor even a folder made, for a record that was never read.
    expect(existsSync(data)).toBe(false);
  }, 240_000);
});

describe('stand-ins that do not fit the game', () => {
  it('are refused with the reason by import, verify and replay; nothing is stored', async () => {
    const dir = newDataDir('stand-ins');
    const { actions } = playRandom(start(2, 'bad-stand-ins'), 3, () => {}, 12);
    const record = toRecord(start(2, 'bad-stand-ins'), actions);
    const cases: [unknown[], string][] = [
      [
        [{ seat: 4, from: 0, level: 'easy' }],
        'standIns.0.seat: seat 4 is not in this game of 2 players (seats 0 to 1)',
      ],
      [
        [{ seat: 1, from: 9, to: 3, level: 'medium' }],
        'standIns.0.to: a stand-in ends after it begins (from 9, to 3)',
      ],
    ];
    for (const [standIns, reason] of cases) {
      const file = join(dir, 'game.json');
      writeFileSync(file, JSON.stringify({ ...record, standIns }));
      const said = `not a norenberc-record/1 game record: ${reason}`;
      expect(await cli('import', file, '--data-dir', dir)).toEqual({
        code: 2,
        stdout: '',
        stderr: `${said}\n`,
      });
      const verified = JSON.parse((await cli('verify', file, '--json')).stdout);
      expect(verified.problems).toEqual([{ code: 'not-a-record', message: said }]);
      expect(JSON.parse((await cli('replay', file)).stdout)).toEqual({
        ok: false,
        error: { index: -1, message: said },
      });
    }
    expect(await cli('history', '--data-dir', dir)).toMatchObject({ code: 0, stdout: 'No games yet.\n' });
    // The app's import (the household's `importRecord`), on the app as `npm start` serves it.
    const app = await startApp(dir);
    try {
      const page = new URL(app.url);
      const household = await connect(`ws://${page.host}/ws${page.search}`, { WebSocket });
      for (const [standIns, reason] of cases) {
        const refused = await household.importRecord({ ...record, standIns }).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(ProtocolError);
        // With what is wrong as data, for the page to word in its player's language.
        expect(refused).toMatchObject({
          code: 'invalid',
          message: `not a norenberc-record/1 game record: ${reason}`,
          record: { kind: 'stand-in', standIn: { index: expect.any(Number) } },
        });
      }
      household.close();
    } finally {
      expect(await app.stop()).toBe(0);
    }
    expect(await cli('history', '--data-dir', dir)).toMatchObject({ code: 0, stdout: 'No games yet.\n' });
  }, 240_000);
});
