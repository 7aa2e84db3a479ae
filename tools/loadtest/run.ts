// The load test: a host in its own process on loopback, and in this process `clients` protocol
// clients spread over `games` concurrent games, each game with scripted players, a bot and
// spectators, played to the end. It measures each action's round trip (sent → the host's reply,
// which follows the broadcast) and the frames the clients receive.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { WebSocket } from 'ws';
import type { BotLevel } from '../../engine/bots/index.ts';
import { connect, type Client } from '../../protocol/client.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import type { SeatSpec } from '../../protocol/messages.ts';
import { healthUrl } from './guest.ts';
import { ScriptedPlayer, seededRandom } from './scriptedPlayer.ts';
import { GUEST_LIMITS } from '../../main/host/hostLimits.ts';

export interface LoadTestOptions {
  clients: number;
  games: number;
  bot: BotLevel;
  seed: number;
  timeoutMs: number;
  /** Mean pause of a scripted player before each move (uniform from 0 to twice this); 0: none. */
  thinkMs: number;
  /**
   * Clients of a game that share one address (phones behind one router); 1: each its own. At most the
   * host's share of one address, so that a run stays within it.
   */
  perAddress: number;
}

interface LoadTestResult {
  clients: number;
  games: number;
  thinkMs: number;
  finishedGames: number;
  seconds: number;
  actions: number;
  /** Actions refused because another seat had played first (the player then decided again). */
  staleActions: number;
  roundTripMs: { p50: number; p90: number; p99: number; max: number };
  framesReceived: number;
  framesPerSecond: number;
  megabytesReceived: number;
  /** The most connections and games the host held at once (its /health), and its limits of them. */
  hostPeak: { clients: number; games: number; maxClients: number; maxGames: number };
  errors: string[];
}

const BIN = fileURLToPath(new URL('../../bin/norenberc.js', import.meta.url));
/** Seats of each game played by scripted clients; one more is a bot, further clients watch. */
const HUMAN_SEATS = 3;

interface Traffic {
  frames: number;
  bytes: number;
}

export async function runLoadTest(options: LoadTestOptions): Promise<LoadTestResult> {
  // A throwaway data folder: the load test's games are none of the user's history.
  const dataDir = mkdtempSync(join(tmpdir(), 'norenberc-loadtest-'));
  const host = await startHostProcess(['--data-dir', dataDir]);
  const errors: string[] = [];
  const roundTrips: number[] = [];
  const traffic: Traffic = { frames: 0, bytes: 0 };
  const clients: Client[] = [];
  let finished = 0;
  let actions = 0;
  let staleActions = 0;
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const peak = { clients: 0, games: 0 };
  const sampling = setInterval(() => void sample(host.url, peak), 250);
  try {
    const games = Array.from({ length: options.games }, (_, g) => {
      const count =
        Math.floor(options.clients / options.games) + (g < options.clients % options.games ? 1 : 0);
      return playGame(host.url, g, count, options, { errors, roundTrips, traffic, clients }).then(
        (played) => {
          finished++;
          actions += played.actions;
          staleActions += played.stale;
        },
      );
    });
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        errors.push(
          `timed out after ${options.timeoutMs / 1000} s with ${options.games - finished} games unfinished`,
        );
        resolve();
      }, options.timeoutMs);
    });
    await Promise.race([Promise.all(games).catch((err: Error) => void errors.push(err.message)), deadline]);
  } finally {
    clearTimeout(timer);
    clearInterval(sampling);
    for (const c of clients) c.close();
    await host.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  roundTrips.sort((a, b) => a - b);
  return {
    clients: options.clients,
    games: options.games,
    thinkMs: options.thinkMs,
    finishedGames: finished,
    seconds: round(seconds),
    actions,
    staleActions,
    roundTripMs: {
      p50: round(percentile(roundTrips, 0.5)),
      p90: round(percentile(roundTrips, 0.9)),
      p99: round(percentile(roundTrips, 0.99)),
      max: round(roundTrips[roundTrips.length - 1] ?? 0),
    },
    framesReceived: traffic.frames,
    framesPerSecond: Math.round(traffic.frames / seconds),
    megabytesReceived: round(traffic.bytes / 1e6),
    hostPeak: { ...peak, maxClients: GUEST_LIMITS.clients, maxGames: GUEST_LIMITS.games },
    errors,
  };
}

/** Keeps the most clients and games the host's /health has said it holds. */
async function sample(url: string, peak: { clients: number; games: number }): Promise<void> {
  try {
    const health = (await (await fetch(healthUrl(url))).json()) as {
      clients: number;
      games: number;
    };
    peak.clients = Math.max(peak.clients, health.clients);
    peak.games = Math.max(peak.games, health.games);
  } catch {
    // A host too busy to answer now is asked again shortly.
  }
}

interface Shared {
  errors: string[];
  roundTrips: number[];
  traffic: Traffic;
  clients: Client[];
}

/** One game: the first client creates it, the next ones join, the rest watch; resolves with its action counts. */
async function playGame(
  url: string,
  g: number,
  count: number,
  options: LoadTestOptions,
  shared: Shared,
): Promise<{ actions: number; stale: number }> {
  const humans = Math.max(1, Math.min(HUMAN_SEATS, count));
  const open = (client: Client, name: string): Client => {
    shared.clients.push(client);
    client.on('error', (m) => shared.errors.push(`${name}: ${m.message}`));
    client.on('close', (info) => {
      // Only the load test itself closes clients for good (retryInMs null), once every game is over.
      if (info.retryInMs !== null) shared.errors.push(`${name}: connection lost (${info.code})`);
    });
    return client;
  };
  // Each client comes from its own address, as guests at their own phones would (or `perAddress` of
  // them from one, as phones behind one router).
  const connectAs = async (name: string, i: number): Promise<Client> =>
    open(
      await connect(url, {
        WebSocket: countingSocket(shared.traffic, guestAddress(g, Math.floor(i / options.perAddress))),
      }),
      name,
    );

  const creator = await connectAs(`game ${g} creator`, 0);
  const seats: SeatSpec[] = [{ kind: 'self', name: `P${g}-0` }];
  for (let i = 1; i < humans; i++) seats.push({ kind: 'open' });
  seats.push({ kind: 'bot', level: options.bot });
  const { gameId } = await creator.create(seats, `Load ${g}`);
  const players = [creator];
  for (let i = 1; i < count; i++) {
    const client = await connectAs(`game ${g} client ${i}`, i);
    if (i < humans) {
      await client.join(gameId, `P${g}-${i}`, { seat: i });
      players.push(client);
    } else {
      await client.spectate(gameId);
    }
  }
  const scripted = players.map((client, i) => {
    const random = seededRandom(options.seed + g * 10 + i);
    return new ScriptedPlayer(client, gameId, {
      random,
      thinkMs: () => random() * 2 * options.thinkMs,
      onRoundTrip: (ms) => shared.roundTrips.push(ms),
      onRefused: (message) => shared.errors.push(`game ${g} seat ${i}: ${message}`),
    });
  });
  await creator.start(gameId);
  const final = await scripted[0]!.finished;
  await Promise.all(scripted.map((p) => p.finished));
  return { actions: final.moves, stale: scripted.reduce((sum, p) => sum + p.stale, 0) };
}

/** The ws WebSocket, counting every frame and byte it receives. */
function countingSocket(traffic: Traffic, localAddress: string | undefined): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url, { localAddress });
      this.on('message', (data: Buffer) => {
        traffic.frames++;
        traffic.bytes += data.length;
      });
    }
  };
}

/**
 * Linux routes all of 127/8 to loopback, so address `i` of game `g` is one of its own, 127.1.g.i+1
 * (past 254, 127.2.g.…); elsewhere every client shares 127.0.0.1, and the host's limits of each
 * address are lifted for the run to the host's own.
 */
function guestAddress(g: number, i: number): string | undefined {
  return process.platform === 'linux' ? `127.${1 + Math.floor(i / 254)}.${g}.${(i % 254) + 1}` : undefined;
}

const LIFTED =
  process.platform === 'linux'
    ? []
    : [
        '--max-clients-per-address',
        String(GUEST_LIMITS.clients),
        '--max-games-per-address',
        String(GUEST_LIMITS.games),
      ];

export interface HostProcess {
  url: string;
  /** The WebSocket of the household's own page: `url` with the host's key. */
  householdUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * `norenberc host` on a free loopback port, without mDNS, its door open (the load and the attacks are
 * those of guests who are in; the door has tests of its own); `extra`: more of its options; `maxFiles`:
 * the process's limit of open files (through the shell's ulimit).
 */
export async function startHostProcess(extra: string[] = [], maxFiles?: number): Promise<HostProcess> {
  const [command, ...prefix] =
    maxFiles === undefined
      ? [process.execPath]
      : ['/bin/sh', '-c', `ulimit -n ${maxFiles} && exec "$0" "$@"`, process.execPath];
  const child: ChildProcess = spawn(
    command!,
    [
      ...prefix,
      BIN,
      'host',
      '--port',
      '0',
      '--bind',
      '127.0.0.1',
      '--no-mdns',
      '--open',
      '--name',
      'Load test',
      ...LIFTED,
      ...extra,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // It prints its WebSocket, then the operator's own page with the host's key.
  const [url, householdUrl] = await new Promise<[string, string]>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    let ws = '';
    lines.on('line', (line) => {
      ws ||= /\(WebSocket (ws:\/\/\S+),/.exec(line)?.[1] ?? '';
      const key = /your own view[^:]*: http:\/\/\S+\?key=(\S+)/.exec(line)?.[1];
      if (ws && key) resolve([ws, `${ws}?key=${key}`]);
    });
    child.once('exit', (code) => reject(new Error(`the host exited (${code}) before listening`)));
  });
  return {
    url,
    householdUrl,
    pid: child.pid!,
    async stop() {
      child.kill('SIGINT');
      await exited;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function round(x: number): number {
  return Math.round(x * 100) / 100;
}
