// The leak test: whole games over real sockets, every frame each client receives recorded, then
// checked against the true state at that moment (rebuilt from the record the store hook heard):
// - every view is the engine's view for a seat the client holds (or the public view), and the
//   public part alone is the engine's public view;
// - no frame holds another seat's talers (outside the rules' public tie-break reveal and the end),
//   another seat's unrevealed plan, a tile of the face-down guest stack, the seed (before the game is
//   over), or another seat's token;
// - every frame that describes the running game carries its fingerprint, the one the store kept, and
//   the end of the game reveals the seed to every client;
// - events are the same for every recipient;
// - an illegal action's error message does not change when the other seats' hidden facts do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  apply,
  check,
  newGame,
  view,
  type Action,
  type GameRecord,
  type GameState,
} from '../../engine/index.ts';
import { GUILDS } from '../../engine/model/components.ts';
import type { RunningHost } from '../../main/host/server.ts';
import { UnsavedGames, type StoredGame } from '../../main/host/store.ts';
import { ScriptedPlayer, seededRandom } from '../../tools/loadtest/scriptedPlayer.ts';
import { connect, type Client } from '../../protocol/client.ts';
import { ProtocolError } from '../../protocol/pending.ts';
import type { SocketConstructor } from '../../protocol/socket.ts';
import { seatView, type HostMessage, type SeatSpec } from '../../protocol/messages.ts';
import { fingerprint } from '../../main/records/fingerprint.ts';
import { testHost } from './helpers.ts';

interface Observer {
  name: string;
  client: Client;
  frames: string[];
  seats: number[];
  tokens: string[];
  mistakes: { action: Action; moves: number; code: string; message: string }[];
}

interface Game {
  id: string;
  record: GameRecord;
  actions: Action[];
  observers: Observer[];
}

let host: RunningHost;
const games = new Map<string, Game>();

function recordingSocket(frames: string[]): SocketConstructor {
  return class extends WebSocket {
    constructor(url: string) {
      super(url);
      this.on('message', (data) => frames.push(String(data)));
    }
  };
}

async function observer(name: string): Promise<Observer> {
  const frames: string[] = [];
  const client = await connect(host.wsUrl, { WebSocket: recordingSocket(frames) });
  return { name, client, frames, seats: [], tokens: [], mistakes: [] };
}

/**
 * Before its scripted move, a player sometimes tries an illegal one while the game waits on it
 * alone (its turn at a guild), so that the host's state is exactly the one its view shows.
 */
function makeMistakes(o: Observer, gameId: string, seed: number): void {
  const random = seededRandom(seed);
  const tried = new Set<number>();
  o.client.on('update', (m) => {
    const v = m.view;
    const seat = v?.resolving?.actor;
    if (
      m.gameId !== gameId ||
      !v ||
      v.phase !== 'action' ||
      seat === null ||
      seat === undefined ||
      !o.seats.includes(seat)
    )
      return;
    if (tried.has(v.moves) || random() > 0.4) return;
    tried.add(v.moves);
    const good = v.guilds.find((g) => g.id === v.resolving!.guild)!.good;
    const other = (seat + 1) % v.seats.length;
    const candidates: Action[] = [
      { type: 'plan', seat, guilds: ['brewers'] },
      { type: 'sell', seat, count: (v.seats[seat]!.goods[good as 'beer'] ?? 0) + 3 },
      { type: 'buy', seat, goods: { [good]: 9 } },
      { type: 'recruit', seat, window: 4, payment: {}, toFront: false },
      { type: 'nothing', seat: other },
    ];
    const action = candidates[Math.floor(random() * candidates.length)]!;
    o.client.act(gameId, action).then(
      () => expect.fail(`an illegal action was accepted: ${JSON.stringify(action)}`),
      (err: ProtocolError) =>
        o.mistakes.push({ action, moves: v.moves, code: err.code, message: err.message }),
    );
  });
}

async function playGame(
  specs: SeatSpec[],
  hands: { name: string; seats: number[] }[],
  seed: number,
): Promise<void> {
  const creator = await observer(hands[0]!.name);
  const created = await creator.client.create(specs);
  creator.seats = hands[0]!.seats;
  creator.tokens = [created.adminToken, ...created.seats.map((s) => s.token)];
  const game: Game = {
    id: created.gameId,
    record: null as unknown as GameRecord,
    actions: [],
    observers: [creator],
  };
  games.set(created.gameId, game);
  for (const hand of hands.slice(1)) {
    const o = await observer(hand.name);
    const joined = await o.client.join(created.gameId, hand.name, { seat: hand.seats[0] });
    o.seats = [joined.seat];
    o.tokens = [joined.token];
    game.observers.push(o);
  }
  const spectator = await observer('spectator');
  await spectator.client.spectate(created.gameId);
  game.observers.push(spectator);
  const players = game.observers
    .filter((o) => o.seats.length > 0)
    .map((o, i) => {
      if (o.seats.length === 1) makeMistakes(o, created.gameId, seed + 100 + i);
      return new ScriptedPlayer(o.client, created.gameId, { random: seededRandom(seed + i) });
    });
  await creator.client.start(created.gameId);
  await Promise.all(players.map((p) => p.finished));
  // Let the last frames reach the spectator.
  await new Promise((r) => setTimeout(r, 100));
}

beforeAll(async () => {
  host = await testHost({
    hardBotBudgetMs: 20,
    store: new (class extends UnsavedGames {
      override gameStarted(g: StoredGame): void {
        games.get(g.id)!.record = g.record;
      }
      override actionApplied(id: string, action: Action): void {
        games.get(id)!.actions.push(action);
      }
    })(),
  });
  await playGame(
    [{ kind: 'local', name: 'Ana' }, { kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'medium' }],
    [
      { name: 'Ana', seats: [0] },
      { name: 'Ben', seats: [1] },
      { name: 'Cleo', seats: [2] },
    ],
    1,
  );
  await playGame(
    [
      { kind: 'local', name: 'Dora' },
      { kind: 'local', name: 'Emil' },
      { kind: 'open' },
      { kind: 'bot', level: 'easy' },
      { kind: 'bot', level: 'hard' },
    ],
    [
      { name: 'Dora', seats: [0, 1] },
      { name: 'Finn', seats: [2] },
    ],
    2,
  );
});

afterAll(async () => {
  for (const g of games.values()) for (const o of g.observers) o.client.close();
  await host.close();
});

/** Every state of the game (index = actions applied) and the tiles publicly put back into the guest stack by then. */
function history(game: Game): { states: GameState[]; reshuffled: Set<string>[] } {
  const created = newGame({ players: game.record.players, seed: game.record.seed, deal: game.record.deal });
  if (!created.ok) throw new Error(created.error);
  const states = [created.value];
  const reshuffled = [new Set<string>()];
  for (const action of game.actions) {
    const result = apply(states[states.length - 1]!, action);
    if (!result.ok) throw new Error(result.error);
    const known = new Set(reshuffled[reshuffled.length - 1]);
    for (const e of result.events) if (e.type === 'townsmanReshuffled') known.add(e.tile);
    states.push(result.state);
    reshuffled.push(known);
  }
  return { states, reshuffled };
}

/** Guild indexes of `seat`'s cards that are face up in state `s`. */
function revealed(s: GameState, seat: number): Set<string> {
  const plan = s.seats[seat]!.plan ?? [];
  if (s.phase !== 'action' || !s.resolving) return new Set();
  return new Set(plan.filter((g) => g <= s.resolving!.guild).map((g) => GUILDS[g]!));
}

/** Calls visit on every object in `value` with the path of keys leading to it. */
function walk(
  value: unknown,
  visit: (obj: Record<string, unknown>, path: string[]) => void,
  path: string[] = [],
): void {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, visit, [...path, String(i)]));
  else if (value && typeof value === 'object') {
    visit(value as Record<string, unknown>, path);
    for (const [k, v] of Object.entries(value)) walk(v, visit, [...path, k]);
  }
}

/** The same state with every fact hidden from `observers` changed. */
function perturbed(s: GameState, observers: number[]): GameState {
  const copy = JSON.parse(JSON.stringify(s)) as GameState;
  const guilds = copy.guilds.length;
  copy.seats.forEach((p, seat) => {
    if (observers.includes(seat)) return;
    p.talers += 13;
    if (!p.plan) return;
    const from = s.phase === 'action' && s.resolving ? s.resolving.guild + 1 : 0;
    const hidden = p.plan.filter((g) => g >= from);
    const free = [...Array(guilds).keys()].filter((g) => g >= from && !hidden.includes(g));
    p.plan = [...p.plan.filter((g) => g < from), ...hidden.map((g, i) => free[i] ?? g)].sort((a, b) => a - b);
  });
  copy.guestStack.reverse();
  copy.rng = copy.rng.map((x) => x ^ 0x5bd1e995);
  return { ...copy, setup: s.setup };
}

describe('hidden information', () => {
  it('played whole games with bots, a hotseat client, guests and spectators', () => {
    expect(games.size).toBe(2);
    for (const game of games.values()) {
      expect(game.actions.length).toBeGreaterThan(20);
      expect(game.observers.every((o) => o.frames.length > game.actions.length)).toBe(true);
    }
  });

  it("never sends a seat another seat's hidden facts, in any frame", () => {
    let checked = 0;
    for (const game of games.values()) {
      expect(game.record.fingerprint).toBe(fingerprint(game.record.seed, game.record.deal!));
      const { states, reshuffled } = history(game);
      const allTokens = game.observers.flatMap((o) => o.tokens);
      const eventsBySeq = new Map<number, string>();
      for (const o of game.observers) {
        const foreignTokens = allTokens.filter((t) => !o.tokens.includes(t));
        let moves: number | null = null;
        let seedSeen = false;
        for (const text of o.frames) {
          const frame = JSON.parse(text) as HostMessage;
          const where = `${o.name}: ${text.slice(0, 120)}`;
          if (
            (frame.type === 'update' || frame.type === 'snapshot') &&
            frame.gameId === game.id &&
            frame.view
          ) {
            // The public view, plus the focused seat's own entry: together exactly the engine's view for that seat.
            const focus = frame.you.focus;
            expect(focus === null || o.seats.includes(focus), where).toBe(true);
            expect(frame.own?.seat ?? null, where).toBe(focus);
            moves = frame.view.moves;
            expect(frame.view, where).toEqual(view(states[moves]!, null));
            expect(seatView(frame), where).toEqual(view(states[moves]!, focus));
          }
          if (frame.type === 'update') {
            const events = JSON.stringify(frame.events);
            expect(eventsBySeq.get(frame.seq) ?? events, where).toBe(events);
            eventsBySeq.set(frame.seq, events);
          }
          for (const token of foreignTokens) expect(text.includes(token), where).toBe(false);
          if (moves === null) continue;
          const s = states[moves]!;
          // The seed decides the guest stack: it comes with the end of the game, never before.
          expect(text.includes(game.record.seed) && s.phase !== 'finished', where).toBe(false);
          if ((frame.type === 'update' || frame.type === 'snapshot') && frame.table) {
            expect(frame.table.fingerprint, where).toBe(game.record.fingerprint);
            expect(frame.table.seed, where).toBe(s.phase === 'finished' ? game.record.seed : undefined);
            seedSeen ||= frame.table.seed === game.record.seed;
          }
          for (const tile of s.guestStack) {
            if (!reshuffled[moves]!.has(tile))
              expect(text.includes(`"${tile}"`), `${where} shows guest ${tile}`).toBe(false);
          }
          walk(frame, (obj, path) => {
            const seat = obj.seat;
            if (typeof seat !== 'number' || o.seats.includes(seat)) return;
            if (typeof obj.talers === 'number') {
              const tieBreak = path.includes('revealedTalers');
              expect(
                tieBreak || s.phase === 'finished',
                `${where} shows seat ${seat}'s talers at ${path.join('.')}`,
              ).toBe(true);
            }
            if (Array.isArray(obj.plan)) {
              const open = revealed(s, seat);
              for (const g of obj.plan)
                expect(open.has(g as string), `${where} shows seat ${seat}'s plan`).toBe(true);
            }
          });
          checked++;
        }
        expect(seedSeen, o.name).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("refuses illegal actions with messages that do not depend on other seats' hidden facts", () => {
    let count = 0;
    for (const game of games.values()) {
      const { states } = history(game);
      for (const o of game.observers) {
        for (const m of o.mistakes) {
          count++;
          const s = states[m.moves]!;
          if (m.code === 'not-allowed') {
            expect(m.message).toBe(`you do not hold seat ${m.action.seat}`);
            continue;
          }
          expect(m.code).toBe('illegal');
          expect(check(s, m.action)).toBe(m.message);
          expect(check(perturbed(s, o.seats), m.action)).toBe(m.message);
        }
      }
    }
    expect(count).toBeGreaterThan(5);
  });
});
