// Second processes for the store's fault tests: a real `norenberc host`, a program holding the
// database locked, a program that dies without closing it, and a user for whom a folder is read-only.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Makes a data folder read-only for the processes started with the returned spawn options. Root
 * writes through any mode, so as root they run as `nobody` (uid 65534), for whom the modes hold.
 */
export function readOnlyFolder(dir: string): { uid?: number; gid?: number } {
  for (const name of readdirSync(dir)) chmodSync(join(dir, name), 0o444);
  chmodSync(dir, 0o555);
  return process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
}

export interface HostProcess {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Resolves with the port once the host says it is listening. */
  listening: Promise<number>;
  /** The operator's key, which `norenberc host` prints with its own view's address (the household's). */
  key(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function hostProcess(dataDir: string, user: { uid?: number; gid?: number } = {}): HostProcess {
  const child = spawn(
    process.execPath,
    ['bin/norenberc.js', 'host', '--port', '0', '--bind', '127.0.0.1', '--no-mdns', '--data-dir', dataDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...user },
  );
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += String(chunk)));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  const listening = new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const port = /listening on http:\/\/[\d.]+:(\d+)/.exec(out)?.[1];
      if (port) resolve(Number(port));
    });
    void exited.then(({ code }) => reject(new Error(`host exited ${code} before listening: ${out}${err}`)));
  });
  listening.catch(() => {});
  const key = (): string => /\?key=([\w-]+)/.exec(out)?.[1] ?? '';
  return { child, stdout: () => out, stderr: () => err, listening, key, exited };
}

/** A second program that holds the database locked (BEGIN EXCLUSIVE) until released. */
export async function lockHolder(dbPath: string): Promise<{ release(): Promise<void> }> {
  const script = `
    const Database = require('better-sqlite3');
    const db = new Database(process.argv[1]);
    db.exec('BEGIN EXCLUSIVE');
    db.prepare('UPDATE journal SET commits = commits WHERE id = 1').run();
    process.stdout.write('locked\\n');
    process.stdin.on('data', () => { db.exec('COMMIT'); db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['-e', script, dbPath], {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock holder exited ${code}`)));
  });
  return {
    async release() {
      child.stdin.write('go\n');
      await once(child, 'exit');
    },
  };
}

/** Runs TypeScript `code` in a new node process (tsx), which ends without closing anything. */
export async function runScript(code: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += String(chunk)));
  const [code_] = await once(child, 'exit');
  if (code_ !== 0) throw new Error(`script exited ${code_}: ${out}`);
  return out;
}
