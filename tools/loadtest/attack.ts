// `norenberc loadtest --attack`: what one hostile guest does to everyone else (issue 16), measured
// against a host process on loopback with a throwaway data folder. Guests are told apart by address:
// Linux routes all of 127/8 to loopback, so each plays from its own.
//   bots: one guest runs 50 games of five hard bots (from 7 sockets); another guest's game of two
//     medium bots is timed move by move, before and during the attack.
//   slow-readers: 200 sockets watch games, ask for 45 snapshots a second and never read; the host's
//     resident memory is sampled before, at its peak, and after they go, with /health's answer time.
//   hints, reviews (attackAdvice.ts), slowloris, idle-sockets (attackDoors.ts) and the attacks of one
//   machine from many addresses, seated-sockets, tables, touched-lobbies, review-slots
//   (attackAddresses.ts): see there.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hintFlood, reviewHog, storeMatch } from './attackAdvice.ts';
import { idleSockets, slowloris } from './attackDoors.ts';
import { reviewSlots, seatedSockets, tables, touchedLobbies } from './attackAddresses.ts';
import { Guest, healthUrl, timedBotGame } from './guest.ts';
import { startHostProcess, type HostProcess } from './run.ts';
import { StalledClient } from './stalledClient.ts';

export const ATTACKS = [
  'bots',
  'slow-readers',
  'hints',
  'reviews',
  'slowloris',
  'idle-sockets',
  'seated-sockets',
  'tables',
  'touched-lobbies',
  'review-slots',
] as const;
export type Attack = (typeof ATTACKS)[number];

const RUN: Record<Attack, (host: HostProcess) => Promise<Record<string, unknown>>> = {
  bots: botsAttack,
  'slow-readers': slowReaders,
  hints: hintFlood,
  reviews: reviewHog,
  slowloris,
  'idle-sockets': idleSockets,
  'seated-sockets': seatedSockets,
  tables,
  'touched-lobbies': touchedLobbies,
  'review-slots': reviewSlots,
};

/**
 * The host's options for each attack besides its data folder: one guest's attacks may open as many
 * tables as they like; the many addresses' meet the default limits; lobbies end after a minute.
 */
const HOST_OPTIONS: Record<Attack, string[]> = {
  bots: ['--max-games-per-address', '64'],
  'slow-readers': ['--max-games-per-address', '64'],
  hints: ['--max-games-per-address', '64'],
  reviews: ['--max-games-per-address', '64'],
  slowloris: ['--max-games-per-address', '64'],
  'idle-sockets': ['--max-games-per-address', '64'],
  'seated-sockets': [],
  tables: [],
  'touched-lobbies': ['--lobby-idle', '1'],
  'review-slots': [],
};

export async function runAttack(attack: Attack): Promise<Record<string, unknown>> {
  if (process.platform !== 'linux') throw new Error('--attack needs Linux (guests on 127.x.y.z addresses)');
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-attack-'));
  if (attack === 'reviews' || attack === 'review-slots') storeMatch(dataDir);
  // A usual desktop's limit of open files, which slowloris tries to exhaust.
  const maxFiles = attack === 'slowloris' ? 1024 : undefined;
  const host = await startHostProcess(['--data-dir', dataDir, ...HOST_OPTIONS[attack]], maxFiles);
  try {
    return await RUN[attack](host);
  } finally {
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function botsAttack(host: HostProcess): Promise<Record<string, unknown>> {
  const before = await timedBotGame(host.url, '127.3.0.1', 20);
  const hog = await Promise.all(Array.from({ length: 7 }, () => Guest.open(host.url, '127.2.0.1')));
  const hard = Array.from({ length: 5 }, () => ({ kind: 'bot', level: 'hard' }));
  for (let g = 0; g < 50; g++) {
    const socket = hog[g % hog.length]!;
    const created = await socket.request({ type: 'create', seats: hard });
    if (created.type !== 'created') throw new Error(`the attack's game ${g}: ${String(created.message)}`);
    await socket.request({ type: 'start', gameId: created.gameId });
  }
  const during = await timedBotGame(host.url, '127.3.0.2', 20);
  for (const socket of hog) socket.close();
  return { attack: 'bots', hardBotGames: 50, botMoveMs: { alone: before, duringAttack: during } };
}

async function slowReaders(host: HostProcess): Promise<Record<string, unknown>> {
  const table = await Guest.open(host.url, '127.5.0.1');
  const games: string[] = [];
  const medium = { kind: 'bot', level: 'medium' };
  for (let g = 0; g < 4; g++) {
    const created = await table.request({
      type: 'create',
      seats: [{ kind: 'self', name: `P${g}` }, medium, medium],
    });
    await table.request({ type: 'start', gameId: created.gameId });
    games.push(created.gameId as string);
  }
  const port = Number(new URL(host.url).port);
  const rssBefore = rssMiB(host.pid);
  const readers = await Promise.all(
    Array.from({ length: 200 }, (_, i) => StalledClient.open(port, `127.4.${i >> 6}.${(i & 63) + 1}`)),
  );
  readers.forEach((r, i) => r.send([{ v: 1, type: 'spectate', gameId: games[i % games.length] }]));
  for (const r of readers) r.stopReading();
  let peak = rssBefore;
  let slowestHealth = 0;
  for (let second = 0; second < 10; second++) {
    readers.forEach((r, i) =>
      r.send(Array.from({ length: 45 }, () => ({ v: 1, type: 'sync', gameId: games[i % games.length] }))),
    );
    for (let k = 0; k < 4; k++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      peak = Math.max(peak, rssMiB(host.pid));
    }
    const asked = performance.now();
    await fetch(healthUrl(host.url));
    slowestHealth = Math.max(slowestHealth, performance.now() - asked);
  }
  const cutOff = readers.filter((r) => r.closed).length;
  for (const r of readers) r.destroy();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  table.close();
  return {
    attack: 'slow-readers',
    readers: readers.length,
    cutOff,
    rssMiB: { before: rssBefore, peak, afterTheyWent: rssMiB(host.pid) },
    slowestHealthMs: Math.round(slowestHealth),
  };
}

function rssMiB(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}
