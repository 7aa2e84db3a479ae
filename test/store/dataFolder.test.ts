// The data folder made ready, alone: made its owner's, a wider one tightened when it is Norenberc's
// (and said), left with a note when it also holds others' files, is shared or is another account's;
// Norenberc's files in it that others could read made 0600; a path that is no folder refused, by kind, in words; a link where a file of the store should be.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataFolderError,
  prepareDataFolder,
  refuseLinks,
  tightenOwnFiles,
} from '../../main/store/dataFolder.ts';

const modeOf = (path: string): number => statSync(path).mode & 0o7777;
const tempDir = (): string => mkdtempSync(join(tmpdir(), 'norenberc-data-folder-'));

/** A folder of mode `mode` holding `files`. */
function folder(mode: number, files: string[] = []): string {
  const dir = join(tempDir(), 'data');
  mkdirSync(dir);
  for (const name of files) writeFileSync(join(dir, name), '');
  chmodSync(dir, mode);
  return dir;
}

function refusal(run: () => unknown): DataFolderError {
  try {
    run();
  } catch (err) {
    if (err instanceof DataFolderError) return err;
    throw err;
  }
  throw new Error('nothing was thrown');
}

const xdg = process.env.XDG_CONFIG_HOME;
afterEach(() => {
  if (xdg === undefined) delete process.env.XDG_CONFIG_HOME;
  else process.env.XDG_CONFIG_HOME = xdg;
});

describe.skipIf(process.platform === 'win32')('a data folder', () => {
  it('is made its owner’s alone, its missing parents too', () => {
    const dir = join(tempDir(), 'a', 'b', 'data');
    expect(prepareDataFolder(dir)).toBeNull();
    expect(modeOf(dir)).toBe(0o700);
    expect(modeOf(join(dir, '..'))).toBe(0o700);
    expect(prepareDataFolder(dir)).toBeNull();
  });

  it('is tightened when it is Norenberc’s and others could read it, and says so', () => {
    for (const files of [[], ['norenberc.db', 'norenberc.db-wal', 'household.key', 'window-state.json']]) {
      const dir = folder(0o755, files);
      expect(prepareDataFolder(dir)).toBe(
        `The data folder ${dir} could be read by other accounts (mode 755); it is now yours alone (mode 700).`,
      );
      expect(modeOf(dir)).toBe(0o700);
    }
    // The default data folder is Norenberc's whatever else it holds.
    const config = tempDir();
    process.env.XDG_CONFIG_HOME = config;
    mkdirSync(join(config, 'Norenberc'), { mode: 0o750 });
    writeFileSync(join(config, 'Norenberc', 'Preferences'), '{}');
    expect(prepareDataFolder(join(config, 'Norenberc'))).toMatch(/it is now yours alone \(mode 700\)\.$/);
  });

  it('has the files of Norenberc’s that others could read made its owner’s alone, and says so', () => {
    const dir = folder(0o755, ['norenberc.db', 'norenberc.db-wal', 'household.key', 'holiday.jpg']);
    for (const name of ['norenberc.db', 'norenberc.db-wal', 'holiday.jpg']) chmodSync(join(dir, name), 0o644);
    chmodSync(join(dir, 'household.key'), 0o600);
    symlinkSync('/etc/hostname', join(dir, 'norenberc.lock'));
    expect(tightenOwnFiles(dir)).toEqual(
      ['norenberc.db', 'norenberc.db-wal'].map(
        (name) =>
          `${join(dir, name)} could be read by other accounts (mode 644); it is now yours alone (mode 600).`,
      ),
    );
    expect(
      ['norenberc.db', 'norenberc.db-wal', 'household.key', 'holiday.jpg'].map((n) => modeOf(join(dir, n))),
    ).toEqual([0o600, 0o600, 0o600, 0o644]);
    expect(tightenOwnFiles(dir)).toEqual([]);
  });

  it('is left as it is, with a note, when it also holds others’ files or is shared', () => {
    const documents = folder(0o755, ['norenberc.db', 'holiday.jpg']);
    const shared = folder(0o1777);
    for (const [dir, mode] of [
      [documents, '755'],
      [shared, '1777'],
    ] as const) {
      expect(prepareDataFolder(dir)).toBe(
        `note: other accounts can look into the data folder ${dir} (mode ${mode}), which Norenberc leaves ` +
          'as it is (it is not yours, is shared, or holds other files): they see the names of its files, never ' +
          "what they hold, since each of Norenberc's is yours alone. A folder of its own (--data-dir) keeps the " +
          'names private too.',
      );
    }
    expect(modeOf(documents)).toBe(0o755);
    expect(modeOf(shared)).toBe(0o1777);
  });

  it.skipIf(process.getuid?.() !== 0)('is left as it is when it is another account’s', () => {
    const dir = folder(0o755);
    chownSync(dir, 65534, 65534);
    expect(prepareDataFolder(dir)).toMatch(/^note: other accounts can look into the data folder /);
    expect(modeOf(dir)).toBe(0o755);
  });

  it('is refused when the path is no folder, saying what it is', () => {
    const dir = tempDir();
    const file = join(dir, 'notes.txt');
    writeFileSync(file, 'notes');
    const fifo = join(dir, 'pipe');
    execFileSync('mkfifo', [fifo]);
    const dangling = join(dir, 'gone');
    symlinkSync(join(dir, 'nowhere'), dangling);
    const cases: [string, string, string][] = [
      [file, 'not-a-folder', `The data folder ${file} is a file, not a folder.`],
      ['/dev/null', 'not-a-folder', 'The data folder /dev/null is a device, not a folder.'],
      [fifo, 'not-a-folder', `The data folder ${fifo} is a pipe (FIFO), not a folder.`],
      [dangling, 'not-a-folder', `The data folder ${dangling} is a link to nothing, not a folder.`],
      [
        join(file, 'data'),
        'cannot-make',
        `The data folder ${join(file, 'data')} cannot be made: a part of its path is a file, not a folder.`,
      ],
    ];
    for (const [path, kind, said] of cases) {
      const err = refusal(() => prepareDataFolder(path));
      expect([err.kind, err.message]).toEqual([
        kind,
        `${said} Pass --data-dir with a folder (it is made if missing).`,
      ]);
    }
  });

  it('is refused where a file of the store is a symbolic link, and not where none is', () => {
    const dir = folder(0o700, ['norenberc.db']);
    expect(() => refuseLinks(dir, ['norenberc.db', 'norenberc.db-wal'])).not.toThrow();
    symlinkSync('/etc/hostname', join(dir, 'norenberc.db-wal'));
    const err = refusal(() => refuseLinks(dir, ['norenberc.db', 'norenberc.db-wal']));
    expect(err.kind).toBe('link');
    expect(err.message).toMatch(
      /norenberc\.db-wal is a symbolic link: Norenberc writes only to files of its own/,
    );
  });
});
