// Every rule outcome of fixed seeded games, held against digests written by the engine as it was: a
// change to the engine's internals (speed, structure) must leave each state, event, legal action list,
// refusal message, view and score exactly as it was. A change meant to alter the rules updates
// outcomes.json on purpose (`npx vitest run test/engine/outcomes.test.ts -u`), in a commit that says so.
import { describe, expect, it } from 'vitest';
import { GOODS, GUILDS } from '../../engine/model/components.ts';
import { activeSeats, apply, legalActions, score, view } from '../../engine/index.ts';
import type { Action, GameState } from '../../engine/index.ts';
import { Digests } from '../digest.ts';
import { picker, start } from './play.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

const GAMES_PER_COUNT = 20;

/** The state without its setup, which every state of a game shares (digested once). */
function played(s: GameState): Omit<GameState, 'setup'> {
  const { setup: _, ...rest } = s;
  return rest;
}

/** Near misses of a legal action, one per field: what apply must refuse (or accept) as it did. */
function nearMisses(action: Action, n: number): unknown[] {
  const a = action as unknown as Record<string, unknown>;
  const good = GOODS[n % GOODS.length]!;
  const more = (goods: unknown): Record<string, unknown> => {
    const g = { ...(goods as Record<string, number>) };
    g[good] = (g[good] ?? 0) + 1;
    return g;
  };
  const out: unknown[] = [
    { ...a, seat: (action.seat + 1) % 6 },
    { ...a, type: 'nothing' },
  ];
  switch (action.type) {
    case 'plan':
      out.push({ ...a, guilds: [...action.guilds, GUILDS[n % GUILDS.length]] }, { ...a, guilds: [] });
      break;
    case 'sell':
      out.push({ ...a, count: action.count + 1 }, { ...a, count: 0 });
      break;
    case 'buy':
      out.push({ ...a, goods: more(action.goods) }, { ...a, goods: { gold: 1 } });
      break;
    case 'recruit':
      out.push(
        { ...a, window: (action.window % 4) + 1 },
        { ...a, payment: more(action.payment) },
        { ...a, toFront: 'yes' },
        { ...a, ability: { good: good } },
      );
      if (action.ability) {
        const { ability: _, ...without } = a;
        out.push(without);
      }
      break;
    default:
      out.push({ ...a, extra: 1 });
  }
  return out;
}

/** A random legal game, every step of it digested by kind. */
function digestGame(players: number, seed: number): Record<string, string> {
  const d = new Digests();
  let s = start(players, `outcomes-${players}-${seed}`);
  const pick = picker(seed);
  d.add('setup', s.setup);
  while (true) {
    d.add('states', played(s));
    d.add('scores', score(s));
    for (let seat = 0; seat < players; seat++) d.add('views', view(s, seat));
    d.add('views', view(s, null));
    if (s.phase === 'finished') break;
    const seats = activeSeats(s);
    for (const seat of seats) d.add('legal', legalActions(s, seat));
    const seat = seats[pick(seats.length)]!;
    const legal = legalActions(s, seat);
    const action = legal[pick(legal.length)]!;
    for (const attempt of nearMisses(action, s.moves)) {
      const tried = apply(s, attempt as Action);
      d.add('refusals', tried.ok ? played(tried.state) : tried.error);
    }
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    d.add('events', result.events);
    s = result.state;
  }
  return d.result();
}

describe('rule outcomes', () => {
  it('of fixed seeded games at every player count are those the fixture holds', async () => {
    const games: Record<string, Record<string, string>> = {};
    for (const players of PLAYER_COUNTS)
      for (let seed = 1; seed <= GAMES_PER_COUNT; seed++)
        games[`${players} players, seed ${seed}`] = digestGame(players, seed);
    await expect(`${JSON.stringify(games, null, 2)}\n`).toMatchFileSnapshot('./outcomes.json');
  });
});
