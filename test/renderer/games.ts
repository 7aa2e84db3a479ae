// Random legal games for the renderer's tests: every state of a game, with the events that led to it.
import {
  activeSeats,
  apply,
  favourCounts,
  GUILDS,
  legalActions,
  newGame,
  randomLegalAction,
  toRecord,
  type Action,
  type GameEvent,
  type GameRecord,
  type GameState,
  type GameView,
  type GuildId,
  view,
} from '../../engine/index.ts';
import { roundEndSummary, type RoundEndSummary } from '../../renderer/view/roundEnd.ts';
import { PLAYER_COLORS } from '../../engine/players.ts';

/** The players of the positions the browser tests open: names of several lengths, one non-ASCII. */
export const NAMES = ['Ana', 'Bartholomäus', 'Cleo', 'Dietrich', 'Eleonore'];

export function seeded(seed: number): (n: number) => number {
  let x = seed >>> 0;
  return (n) => {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    return x % n;
  };
}

export function newState(players: number, seed: string): GameState {
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({
      name: `P${i}`,
      color: PLAYER_COLORS[i]!,
    })),
    seed,
  });
  if (!created.ok) throw new Error(created.error);
  return created.value;
}

/** Plays a random game, calling `visit` with each state and the events that produced it. */
export function playRandom(
  players: number,
  seed: number,
  visit: (state: GameState, events: GameEvent[]) => void,
): GameState {
  let s = newState(players, `renderer-${seed}`);
  const pick = seeded(seed);
  visit(s, []);
  while (s.phase !== 'finished') {
    const seats = activeSeats(s);
    const action = randomLegalAction(s, seats[pick(seats.length)]!, pick)!;
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    s = result.state;
    visit(s, result.events);
  }
  return s;
}

/** A round end as seat 0 saw it: its view before the action that ended the round, and after it. */
export interface RoundEndSeen {
  before: GameView;
  after: GameView;
  events: GameEvent[];
  summary: RoundEndSummary;
}

/** Every round end of random games of these sizes and seeds, as seat 0 saw it. */
export function roundEndsSeen(games: readonly (readonly [players: number, seed: number])[]): RoundEndSeen[] {
  const seen: RoundEndSeen[] = [];
  for (const [players, seed] of games) {
    let before: GameView | null = null;
    playRandom(players, seed, (s, events) => {
      const after = view(s, 0);
      const summary = roundEndSummary(events);
      if (before && summary) seen.push({ before, after, events, summary });
      before = after;
    });
  }
  return seen;
}

/** A random finished game as a host would store it. */
export function randomRecord(players: number, seed: number): GameRecord {
  const initial = newState(players, `record-${seed}`);
  const pick = seeded(seed);
  const actions: Action[] = [];
  let s = initial;
  while (s.phase !== 'finished') {
    const seats = activeSeats(s);
    const action = randomLegalAction(s, seats[pick(seats.length)]!, pick)!;
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    actions.push(action);
    s = result.state;
  }
  return toRecord(initial, actions);
}

/**
 * A 2-player game in which Ana passes at once every round, with all her agents and money (few
 * decisions, some of them clearly bad), and Ben plays at random (many decisions).
 */
export function lopsidedGame(): GameRecord {
  const created = newGame({
    players: [
      { name: 'Ana', color: 'blue' },
      { name: 'Ben', color: 'orange' },
    ],
    seed: 'review-browser',
  });
  if (!created.ok) throw new Error(created.error);
  const pick = seeded(5);
  const actions: Action[] = [];
  let s = created.value;
  while (s.phase !== 'finished') {
    const seats = activeSeats(s);
    const seat = seats[pick(seats.length)]!;
    const action =
      (seat === 0 ? legalActions(s, 0).find((a) => a.type === 'pass') : undefined) ??
      randomLegalAction(s, seat, pick)!;
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    actions.push(action);
    s = result.state;
  }
  return toRecord(created.value, actions);
}

/**
 * Games of `players` played at random (seeded `label-1`, `label-2`, …), each to its first point where
 * seat 0 acts at a guild and `found` finds what it looks for there: that point, the actions that led to
 * it and what was found.
 */
function firstWhere<T>(
  players: number,
  label: string,
  found: (s: GameState) => T | null,
): { state: GameState; actions: Action[]; found: T } {
  for (let seed = 1; ; seed++) {
    const created = newGame({
      players: NAMES.slice(0, players).map((name, i) => ({ name, color: PLAYER_COLORS[i]! })),
      seed: `${label}-${seed}`,
    });
    if (!created.ok) throw new Error(created.error);
    const pick = seeded(seed);
    const actions: Action[] = [];
    let s = created.value;
    while (s.phase !== 'finished') {
      const seats = activeSeats(s);
      if (s.phase === 'action' && seats[0] === 0) {
        const there = found(s);
        if (there !== null) return { state: s, actions, found: there };
      }
      const seat = seats[pick(seats.length)]!;
      const legal = legalActions(s, seat);
      const action = legal[pick(legal.length)]!;
      const result = apply(s, action);
      if (!result.ok) throw new Error(result.error);
      actions.push(action);
      s = result.state;
    }
  }
}

/**
 * A 3-player game played at random to the first point where seat 0 acts at a guild and may recruit a
 * townsman of `kind` using his ability: a Guardsman with craftsmen to swap, a Burglar with goods to take.
 */
export function abilityPosition(kind: 'swap' | 'victim'): { state: GameState; actions: Action[] } {
  const label = kind === 'swap' ? 'guardsman' : 'burglar';
  const { state, actions } = firstWhere(3, label, (s) =>
    legalActions(s, 0).some((a) => a.type === 'recruit' && a.ability && kind in a.ability) ? true : null,
  );
  return { state, actions };
}

/**
 * A 3-player game played at random to the first point where seat 0 acts at a guild and may recruit a
 * Peddler in one way only (one payment, one good to load on him), the round going on after it, and that
 * recruit gives seat 0 the sole lead in a goods race it did not lead: the window, the recruit, and the
 * guilds whose races it wins so, as the engine counts them.
 */
export function peddlerPosition(): {
  state: GameState;
  actions: Action[];
  found: { window: number; recruit: Action; won: GuildId[] };
} {
  return firstWhere(3, 'peddler', (s) => {
    const ways = new Map<number, Action[]>();
    for (const a of legalActions(s, 0)) {
      if (a.type !== 'recruit' || a.toFront || !a.ability || !('good' in a.ability)) continue;
      ways.set(a.window, [...(ways.get(a.window) ?? []), a]);
    }
    for (const [window, [recruit, ...more]] of ways) {
      if (more.length > 0) continue;
      const done = apply(s, recruit!);
      if (!done.ok || done.state.round !== s.round) continue;
      const alone = (n: number[]): boolean => n[0]! > Math.max(...n.slice(1));
      const won = GUILDS.filter(
        (_, gi) => alone(favourCounts(done.state, gi)) && !alone(favourCounts(s, gi)),
      );
      if (won.length > 0) return { window, recruit: recruit!, won };
    }
    return null;
  });
}

export const guardsmanPosition = (): { state: GameState; actions: Action[] } => abilityPosition('swap');

/**
 * A 4-player game played at random to the first point where seat 0 acts at a guild and may recruit the
 * guest of some window in more than one way of paying, and that window.
 */
export function paymentsPosition(): { state: GameState; actions: Action[]; window: number } {
  const { state, actions, found } = firstWhere(4, 'payments', (s) => {
    const ways = new Map<number, Set<string>>();
    for (const a of legalActions(s, 0)) {
      if (a.type !== 'recruit') continue;
      const paid = JSON.stringify(
        Object.entries(a.payment)
          .filter(([, n]) => n)
          .sort(),
      );
      ways.set(a.window, (ways.get(a.window) ?? new Set()).add(paid));
    }
    return [...ways].find(([, payments]) => payments.size > 1)?.[0] ?? null;
  });
  return { state, actions, window: found };
}
