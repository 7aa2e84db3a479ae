// What the bots' building blocks answer on fixed positions, held against digests written by the code as
// it was: the worlds a seat's view is filled out to (determinize), the fast policy's actions through whole
// simulations, the projected scores and margins at their end, medium's rankings and plans and whole
// medium games. A change to their internals (speed, structure) must leave every action and every number
// exactly as it was; one meant to change them updates outcomes.json on purpose (`-u`), saying so.
import { describe, expect, it } from 'vitest';
import { activeSeats, apply, newGame, view } from '../../engine/index.ts';
import type { GameState } from '../../engine/index.ts';
import { determinize } from '../../engine/bots/determinize.ts';
import { margin, projectedScores } from '../../engine/bots/evaluate.ts';
import { playMatch } from '../../engine/bots/match.ts';
import { decideMedium, guildGains } from '../../engine/bots/medium.ts';
import { bestActionAt, policyAction, policyOptions } from '../../engine/bots/policy.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { rankActions } from '../../engine/bots/ranking.ts';
import { Digests } from '../digest.ts';
import { randomState } from './states.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

/** Rounds a simulation plays, as the hard bot's do: this one and the next. */
const HORIZON_ROUNDS = 2;

function played(s: GameState): Omit<GameState, 'setup'> {
  const { setup: _, ...rest } = s;
  return rest;
}

/** The fast policy for every seat to the end of the next round, each action and the end's scores digested. */
function rollout(d: Digests, world: GameState, seat: number, random: BotRandom): void {
  let state = world;
  const round = world.round;
  while (state.phase !== 'finished' && state.round < round + HORIZON_ROUNDS) {
    for (const actor of activeSeats(state)) {
      const action = policyAction(state, actor, random);
      d.add('policy', action);
      const next = apply(state, action);
      if (!next.ok) throw new Error(next.error);
      state = next.state;
    }
  }
  const scores = projectedScores(state);
  d.add('scores', scores);
  d.add('scores', margin(scores, seat));
}

/** Everything the bots' parts answer for one seat at one position. */
function digestPosition(d: Digests, s: GameState, seat: number, seed: number): void {
  d.add('scores', projectedScores(s));
  const v = view(s, seat);
  for (let k = 0; k < 3; k++) {
    const random = new BotRandom(seed * 3 + k);
    const world = determinize(v, random);
    d.add('worlds', played(world));
    rollout(d, world, seat, new BotRandom(random.seed()));
  }
  d.add('options', policyOptions(s, seat));
  for (let g = 0; g < s.guilds.length; g++) d.add('options', bestActionAt(s, seat, g));
  if (s.phase === 'planning') d.add('medium', guildGains(s, seat));
  else d.add('medium', rankActions(s, seat));
  d.add('medium', decideMedium(s, seat));
}

/** A medium game's actions, and the bots' parts at every fourth position of it. */
function digestMatch(players: number, seed: number): Record<string, string> {
  const d = new Digests();
  const match = playMatch({ seats: Array.from({ length: players }, () => 'medium'), seed: `bots-${seed}` });
  d.add('match', match.actions);
  const created = newGame({ players: match.state.setup.players, seed: match.state.setup.seed });
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  for (const action of match.actions) {
    if (s.moves % 4 === 0) for (const seat of activeSeats(s)) digestPosition(d, s, seat, s.moves + seat);
    const next = apply(s, action);
    if (!next.ok) throw new Error(next.error);
    s = next.state;
  }
  return d.result();
}

/** Positions of random play, which reach what bots seldom do (Guardsmen, Burglars, Peddlers, Mayors). */
function digestRandom(players: number, seed: number): Record<string, string> {
  const d = new Digests();
  for (let steps = 0; steps < 400; steps += 7) {
    const s = randomState(players, seed, steps);
    if (s.phase === 'finished') break;
    for (const seat of activeSeats(s)) digestPosition(d, s, seat, steps + seat);
  }
  return d.result();
}

describe('bot outcomes', () => {
  it('on fixed positions at every player count are those the fixture holds', async () => {
    const games: Record<string, Record<string, string>> = {};
    for (const players of PLAYER_COUNTS) {
      games[`${players} players, medium game`] = digestMatch(players, players);
      for (let seed = 1; seed <= 3; seed++)
        games[`${players} players, random play, seed ${seed}`] = digestRandom(players, seed);
    }
    await expect(`${JSON.stringify(games, null, 2)}\n`).toMatchFileSnapshot('./outcomes.json');
  });
});
