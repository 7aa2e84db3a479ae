// The `norenberc` command line as users run it: a child process of bin/norenberc.js, run to its end.
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { promisify } from 'node:util';

const ROOT = join(import.meta.dirname, '..');
const run = promisify(execFile);

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(...args: string[]): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['bin/norenberc.js', ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as CliResult;
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/**
 * The command with a reader that stops reading early, as `norenberc … | head -c N` does: its standard
 * output is closed once `bytes` of it have come (0: before it prints anything). What it printed until
 * then is `stdout`.
 */
export async function cliReadingOnly(bytes: number, ...args: string[]): Promise<CliResult> {
  const child = spawn(process.execPath, ['bin/norenberc.js', ...args], { cwd: ROOT });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += String(chunk)));
  const closeOutput = (): void => void child.stdout.destroy();
  if (bytes === 0) closeOutput();
  else
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += String(chunk);
      if (stdout.length >= bytes) closeOutput();
    });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code: code ?? -1, stdout, stderr };
}
