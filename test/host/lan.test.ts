// LAN discovery end to end: real hosts (the `norenberc host` command) and a browser, each a child
// process inside a network namespace made for this test, so that no multicast packet ever reaches
// the machine's real interfaces. Needs root and iproute2 (as in CI); skipped with the reason otherwise.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { LanHost } from '../../main/lan/discover.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NS = `norenberc-test-${process.pid}-${randomBytes(3).toString('hex')}`;

function ip(...args: string[]): { ok: boolean; error: string } {
  const r = spawnSync('ip', args, { encoding: 'utf8' });
  return { ok: r.status === 0, error: r.error ? r.error.message : r.stderr.trim() };
}

/** Why the namespace cannot be made here, or null once it is up (loopback with multicast, and a route for it). */
function setUpNamespace(): string | null {
  if (process.platform !== 'linux') return 'network namespaces are a Linux feature';
  if (process.getuid?.() !== 0) return 'creating a network namespace needs root';
  const add = ip('netns', 'add', NS);
  if (!add.ok) return `cannot create a network namespace (${add.error || 'is iproute2 installed?'})`;
  for (const step of [
    ['-n', NS, 'link', 'set', 'lo', 'up'],
    ['-n', NS, 'link', 'set', 'lo', 'multicast', 'on'],
    ['-n', NS, 'route', 'add', '224.0.0.0/4', 'dev', 'lo'],
  ]) {
    const r = ip(...step);
    if (!r.ok) {
      ip('netns', 'del', NS);
      return `cannot set up the namespace's loopback (${r.error})`;
    }
  }
  return null;
}

const unavailable = setUpNamespace();
const children: ChildProcess[] = [];

const running = (c: ChildProcess): boolean => c.exitCode === null && c.signalCode === null;

afterAll(async () => {
  const left = children.filter(running);
  for (const child of left) child.kill('SIGKILL');
  await Promise.all(left.map((c) => new Promise((r) => c.once('exit', r))));
  if (!unavailable) ip('netns', 'del', NS);
});

/** A child process inside the namespace, with its stdout read line by line. */
function inNamespace(args: string[]): {
  child: ChildProcess;
  lines: string[];
  waitFor: (test: (line: string) => boolean, ms?: number) => Promise<string>;
} {
  const child = spawn('ip', ['netns', 'exec', NS, process.execPath, ...args], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: string[] = [];
  const waiters = new Set<{ test: (line: string) => boolean; resolve: (line: string) => void }>();
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line);
    for (const w of waiters) {
      if (w.test(line)) {
        waiters.delete(w);
        w.resolve(line);
      }
    }
  });
  child.stderr!.resume();
  function waitFor(test: (line: string) => boolean, ms = 15_000): Promise<string> {
    const seen = lines.find(test);
    if (seen !== undefined) return Promise.resolve(seen);
    return new Promise((resolve, reject) => {
      const w = { test, resolve };
      waiters.add(w);
      setTimeout(() => {
        waiters.delete(w);
        reject(new Error(`timed out waiting; output so far:\n${lines.join('\n')}`));
      }, ms).unref();
    });
  }
  return { child, lines, waitFor };
}

function hostEvent(event: string, test: (h: LanHost) => boolean): (line: string) => boolean {
  return (line) => {
    const parsed = JSON.parse(line) as { event: string; host: LanHost };
    return parsed.event === event && test(parsed.host);
  };
}

/** A host found or changed (not gone) that passes `test`. */
function seen(test: (h: LanHost) => boolean): (line: string) => boolean {
  return (line) => {
    const parsed = JSON.parse(line) as { event: string; host: LanHost };
    return parsed.event !== 'down' && test(parsed.host);
  };
}

/** Each host keeps its games in a folder of its own, never the user's. */
function tempDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'norenberc-lan-'));
}

describe.skipIf(unavailable)(
  unavailable ? `LAN discovery (skipped: ${unavailable})` : 'LAN discovery',
  () => {
    it('finds hosts, gives a taken name a suffix, follows seat changes and sees a host leave', async () => {
      const browser = inNamespace(['--import', 'tsx', 'test/host/fixtures/browse.ts']);
      const sniffer = inNamespace(['--import', 'tsx', 'test/host/fixtures/sniff.ts']);
      const hostArgs = [
        'bin/norenberc.js',
        'host',
        '--port',
        '0',
        '--bind',
        '127.0.0.1',
        '--name',
        "Ana's table",
      ];
      const first = inNamespace([...hostArgs, '--data-dir', tempDataDir()]);
      const up = JSON.parse(await browser.waitFor(hostEvent('up', (h) => h.name === "Ana's table"))) as {
        host: LanHost;
      };
      expect(up.host).toMatchObject({
        table: "Ana's table",
        protocol: 1,
        freeSeats: 0,
        phase: 'idle',
        address: '127.0.0.1',
      });
      await first.waitFor((l) => l.includes(`:${up.host.port}`));
      const code = /the evening's code: ([A-Z]+)/.exec(
        await first.waitFor((l) => l.startsWith("the evening's")),
      )![1]!;

      const second = inNamespace([...hostArgs, '--mdns-interface', '127.0.0.1', '--data-dir', tempDataDir()]);
      await second.waitFor((l) => l.includes('advertised on the LAN as "Ana\'s table (2)"'));
      await browser.waitFor(
        hostEvent('up', (h) => h.name === "Ana's table (2)" && h.table === "Ana's table"),
      );

      // A game with two open seats on the first host: its TXT record follows (connecting by the found URL).
      const guest = inNamespace(['--import', 'tsx', 'test/host/fixtures/create-game.ts', up.host.url, code]);
      await guest.waitFor((l) => l.includes('created'));
      await browser.waitFor(
        hostEvent(
          'update',
          (h) => h.name === "Ana's table" && h.freeSeats === 2 && h.phase === 'lobby' && h.games === 1,
        ),
      );

      // All the network hears of the host, its table and its game, says nothing of the evening's code.
      await sniffer.waitFor((l) => l.includes('free=2'));
      expect(sniffer.lines.filter((l) => l.includes('Ana')).length).toBeGreaterThan(0);
      expect(sniffer.lines.filter((l) => l.includes(code))).toEqual([]);

      // A clean exit says goodbye: the browser drops the host without waiting for it to go stale.
      const started = Date.now();
      first.child.kill('SIGINT');
      await browser.waitFor(
        hostEvent('down', (h) => h.name === "Ana's table"),
        3000,
      );
      expect(Date.now() - started).toBeLessThan(3000);
      expect(browser.lines.some((l) => l.includes('"down"') && l.includes("Ana's table (2)"))).toBe(false);
    });

    it('advertises a LAN game again when its host is killed and started again on its data folder', async () => {
      const browser = inNamespace(['--import', 'tsx', 'test/host/fixtures/browse.ts']);
      const dataDir = tempDataDir();
      // The namespace is the test's own: this port is free there.
      const port = 47_311;
      const hostArgs = ['bin/norenberc.js', 'host', '--port', String(port), '--bind', '127.0.0.1'];
      const args = [...hostArgs, '--name', 'Night table', '--data-dir', dataDir];
      const first = inNamespace(args);
      await first.waitFor((l) => l.includes('advertised on the LAN'));
      const code = /the evening's code: ([A-Z]+)/.exec(
        await first.waitFor((l) => l.startsWith("the evening's")),
      )![1]!;
      const guest = inNamespace([
        '--import',
        'tsx',
        'test/host/fixtures/create-game.ts',
        `ws://127.0.0.1:${port}/ws`,
        code,
        'started',
      ]);
      await guest.waitFor((l) => l.includes('created'));
      const playing = JSON.parse(await browser.waitFor(seen((h) => h.phase === 'playing'))) as {
        host: LanHost;
      };
      expect(playing.host).toMatchObject({ name: 'Night table', port, games: 1 });

      first.child.kill('SIGKILL');
      await new Promise((resolve) => first.child.once('exit', resolve));
      const second = inNamespace(args);
      await second.waitFor((l) => l.startsWith('resumed game'));
      // The new run (another host id) is found under the same name and port, with its game.
      const again = JSON.parse(
        await browser.waitFor(seen((h) => h.hostId !== playing.host.hostId && h.phase === 'playing')),
      ) as { host: LanHost };
      expect(again.host).toMatchObject({ name: 'Night table', port, games: 1 });
    });

    it('keeps a host running when mDNS cannot work on the pinned interface', async () => {
      const host = inNamespace([
        'bin/norenberc.js',
        'host',
        '--port',
        '0',
        '--bind',
        '127.0.0.1',
        '--name',
        'Lost',
        '--mdns-interface',
        '10.255.255.1',
        '--data-dir',
        tempDataDir(),
      ]);
      const listening = await host.waitFor((l) => l.includes('listening on'));
      await host.waitFor((l) => l.includes('advertised on the LAN'));
      await new Promise((r) => setTimeout(r, 1500));
      expect(host.child.exitCode).toBeNull();
      const port = /127\.0\.0\.1:(\d+)/.exec(listening)![1]!;
      const health = spawnSync(
        'ip',
        [
          'netns',
          'exec',
          NS,
          process.execPath,
          '-e',
          `fetch('http://127.0.0.1:${port}/health').then((r) => r.text()).then((t) => process.stdout.write(t))`,
        ],
        { encoding: 'utf8' },
      );
      expect(JSON.parse(health.stdout)).toMatchObject({ ok: true });
    });
  },
);
