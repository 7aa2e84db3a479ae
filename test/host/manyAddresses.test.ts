// One machine that speaks from many addresses (issue 62), against the real programs, `norenberc host`
// and `norenberc start`, each address a loopback one (127.x.y.z): the household's own page (by the
// host's key, from 127.0.0.1) connects, sets up and starts a game and gets its reviews whatever the
// attack; a newcomer from another address gets in too; a lobby touched by its creator alone expires;
// what an attacker held is free once it leaves. The attacks are `norenberc loadtest --attack`'s.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { storeMatch } from '../../tools/loadtest/attackAdvice.ts';
import {
  reviewSlots,
  seatedSockets,
  tables,
  touchedLobbies,
  type Door,
} from '../../tools/loadtest/attackAddresses.ts';
import { startHostProcess } from '../../tools/loadtest/run.ts';

const cleanup: (() => Promise<unknown> | void)[] = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'norenberc-addresses-'));
  cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** `norenberc host` on a loopback port, with its default limits (`extra`: more options). */
async function host(dir: string, extra: string[] = []): Promise<Door> {
  const program = await startHostProcess(['--data-dir', dir, ...extra]);
  cleanup.push(() => program.stop());
  return program;
}

/** `norenberc start --browser --no-open`: the app's own host on 127.0.0.1, its page's key in the printed address. */
async function start(dir: string): Promise<Door> {
  const child = spawn(
    process.execPath,
    ['bin/norenberc.js', 'start', '--browser', '--no-open', '--port', '0', '--data-dir', dir],
    { cwd: join(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = once(child, 'exit');
  cleanup.push(async () => {
    child.kill('SIGINT');
    await exited;
  });
  const page = await new Promise<URL>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += String(chunk);
      const url = /serving Norenberc at (http:\/\/\S+) in your browser/.exec(out)?.[1];
      if (url) resolve(new URL(url));
    });
    void exited.then(() => reject(new Error(`norenberc start exited: ${out}`)));
  });
  const url = `ws://${page.host}/ws`;
  return { url, householdUrl: `${url}?key=${page.searchParams.get('key')}` };
}

const PROGRAMS = [
  ['norenberc host', host],
  ['norenberc start', start],
] as const;

const PLAYED = { connect: 'open', create: 'created', start: 'started' };

describe.each(PROGRAMS)('%s, against one machine from many addresses', (_name, open) => {
  it('with every socket seated from 8 addresses: the household and a newcomer still get in and play', async () => {
    const result = await seatedSockets(await open(dataDir()));
    expect(result.seated).toBe(256);
    expect(result.household).toMatchObject(PLAYED);
    expect(result.newcomer).toMatchObject(PLAYED);
  }, 120_000);

  it("with every table taken from 20 addresses: the household and a newcomer still play; the attacker's go as it leaves", async () => {
    const result = await tables(await open(dataDir()));
    expect(result.household).toMatchObject(PLAYED);
    expect(result.newcomer).toMatchObject(PLAYED);
    expect(result.newcomerAfterAttackerLeft).toMatchObject(PLAYED);
  }, 120_000);

  it('with every review slot asked by one player from 16 addresses: the household gets its review, a guest one once the attacker left', async () => {
    const dir = dataDir();
    storeMatch(dir);
    // The guest asks as soon as the host saw the attacker go: how long after is not what is checked.
    const result = await reviewSlots(await open(dir), { afterLeftMs: 0 });
    expect(result.reviewsUnderWay).toBeLessThanOrEqual(2);
    const { duringAttack } = result.household as {
      duringAttack: { answer: string; firstDecisionMs: number };
    };
    expect(duringAttack).toMatchObject({ answer: 'started' });
    expect(duringAttack.firstDecisionMs).toBeGreaterThan(0);
    expect(result.newcomerAfterAttackerLeft).toMatchObject({ answer: 'started' });
    expect((result.newcomerAfterAttackerLeft as { firstDecisionMs: number }).firstDecisionMs).toBeGreaterThan(
      0,
    );
  }, 600_000);
});

describe('norenberc host, against lobbies kept alive by their creators', () => {
  it('ends a lobby that only its creator touches, once the lobby-idle time has passed', async () => {
    // A lobby ends after 1.8 s without a guest joining; its creator changes a seat every 0.4 s.
    const door = await host(dataDir(), ['--lobby-idle', '0.03']);
    const result = await touchedLobbies(door, { touchMs: 400, watchMs: 30_000 });
    expect(result.endedAfterSeconds).toHaveLength(8);
    for (const seconds of result.endedAfterSeconds as (number | null)[]) expect(seconds).not.toBeNull();
  }, 60_000);
});
