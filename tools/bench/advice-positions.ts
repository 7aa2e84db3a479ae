// Fixed positions to measure the advice on: decisions of seeded games of medium bots at every table size,
// each a planning, a recruiting or a trading decision, drawn from the seed alone (never picked by hand):
// as many of each table size and kind, each drawn at random among all the decisions of its kind that
// the games gave.
import {
  activeSeats,
  apply,
  hashSeed,
  legalActions,
  newGame,
  view,
  type GameView,
} from '../../engine/index.ts';
import { BotRandom, decide } from '../../engine/bots/index.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

export const DECISION_KINDS = ['planning', 'recruit', 'trade'] as const;
/** Planning; at a guild with a guest the seat can pay for, recruiting; at a guild without, trading. */
export type DecisionKind = (typeof DECISION_KINDS)[number];

export interface AdvicePosition {
  players: number;
  kind: DecisionKind;
  /** The deciding seat's view. */
  view: GameView;
  /** Which game of its table size and which action of it, to find it again. */
  game: number;
  action: number;
}

/** Games played at most per table size to find enough decisions of each kind. */
const MOST_GAMES = 60;
/** Each draw is among at least this many times as many decisions as it takes, where the games allow. */
const POOL_FACTOR = 4;

/**
 * `count` positions (rounded up to a multiple of the 12 table sizes and kinds), the same for the same
 * seed: for each table size, games of medium bots (`advice-SEED-PLAYERS-GAME`), every decision with a
 * choice pooled by its kind, then each kind's share drawn at random from its pool.
 */
export function advicePositions(seed: string, count: number): AdvicePosition[] {
  const each = Math.ceil(count / (PLAYER_COUNTS.length * DECISION_KINDS.length));
  const random = new BotRandom(hashSeed(`advice-${seed}`));
  const out: AdvicePosition[] = [];
  for (const players of PLAYER_COUNTS) {
    const pools = new Map<DecisionKind, AdvicePosition[]>(DECISION_KINDS.map((k) => [k, []]));
    for (let game = 0; game < MOST_GAMES; game++) {
      if (DECISION_KINDS.every((k) => pools.get(k)!.length >= each * POOL_FACTOR)) break;
      for (const position of decisions(seed, players, game)) pools.get(position.kind)!.push(position);
    }
    for (const kind of DECISION_KINDS) {
      const pool = pools.get(kind)!;
      if (pool.length < each)
        throw new Error(`only ${pool.length} ${kind} decisions at ${players} players in ${MOST_GAMES} games`);
      out.push(...random.shuffle(pool).slice(0, each));
    }
  }
  return out;
}

/** Every decision with more than one choice in one seeded game of medium bots. */
function decisions(seed: string, players: number, game: number): AdvicePosition[] {
  const gameSeed = `advice-${seed}-${players}-${game}`;
  const created = newGame({
    players: Array.from({ length: players }, (_, i) => ({ name: `Player ${i + 1}`, color: `c${i}` })),
    seed: gameSeed,
  });
  if (!created.ok) throw new Error(created.error);
  let state = created.value;
  const out: AdvicePosition[] = [];
  for (let action = 0; state.phase !== 'finished';) {
    for (const seat of activeSeats(state)) {
      const legal = legalActions(state, seat);
      const v = view(state, seat);
      if (legal.length > 1) {
        const kind: DecisionKind =
          state.phase === 'planning'
            ? 'planning'
            : legal.some((a) => a.type === 'recruit')
              ? 'recruit'
              : 'trade';
        out.push({ players, kind, view: v, game, action });
      }
      const chosen = decide(v, { level: 'medium', seed: hashSeed(`${gameSeed}-${action}`) });
      const next = apply(state, chosen);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
      action++;
    }
  }
  return out;
}
