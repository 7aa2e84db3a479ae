// One canonical form per action: legalActions lists it, actionKey names it, and apply gives the same
// result for any spelling of the same action (the Guardsman's swap in either order).
import { describe, expect, it } from 'vitest';
import {
  actionKey,
  apply,
  canonicalSwap,
  legalActions,
  type Action,
  type GameState,
} from '../../engine/index.ts';
import { SEED } from '../seed.ts';
import { playRandom, start } from './play.ts';
import { MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';

type Recruit = Extract<Action, { type: 'recruit' }>;

/** Random games' states where some seat may recruit a Guardsman with a swap, with those actions. */
function guardsmanSwaps(): { state: GameState; swaps: Recruit[] }[] {
  const found: { state: GameState; swaps: Recruit[] }[] = [];
  for (let game = 0; game < 200 && found.length < 20; game++) {
    playRandom(
      start(MIN_PLAYERS + (game % PLAYER_COUNTS.length), `swap-${SEED}-${game}`),
      SEED + game,
      (s) => {
        for (let seat = 0; seat < s.seats.length; seat++) {
          const swaps = legalActions(s, seat).filter(
            (a): a is Recruit => a.type === 'recruit' && a.ability !== undefined && 'swap' in a.ability,
          );
          if (swaps.length) found.push({ state: s, swaps });
        }
      },
    );
  }
  return found;
}

describe('the canonical form of an action', () => {
  const cases = guardsmanSwaps();

  it('finds Guardsman swaps in random games', () => {
    expect(cases.length).toBeGreaterThan(5);
  });

  it('lists every Guardsman swap in canonical order, and accepts the other order with the same effect', () => {
    for (const { state, swaps } of cases) {
      for (const action of swaps) {
        const [x, y] = (action.ability as { swap: [string, string] }).swap;
        expect([x, y]).toEqual(canonicalSwap(y, x));
        const reversed: Action = { ...action, ability: { swap: [y, x] } };
        expect(actionKey(reversed)).toBe(actionKey(action));
        const a = apply(state, action);
        const b = apply(state, reversed);
        expect(a.ok && b.ok).toBe(true);
        if (a.ok && b.ok) expect(b.state).toEqual(a.state);
      }
    }
  });

  it('gives one key per distinct legal action, whatever the order of goods and guilds', () => {
    for (const { state } of cases.slice(0, 5)) {
      for (let seat = 0; seat < state.seats.length; seat++) {
        const actions = legalActions(state, seat);
        expect(new Set(actions.map(actionKey)).size).toBe(actions.length);
      }
    }
    const plan: Action = { type: 'plan', seat: 0, guilds: ['bakers', 'brewers'] };
    expect(actionKey(plan)).toBe(actionKey({ ...plan, guilds: ['brewers', 'bakers'] }));
    const buy: Action = { type: 'buy', seat: 1, goods: { pages: 1, beer: 2 } };
    expect(actionKey(buy)).toBe(actionKey({ type: 'buy', seat: 1, goods: { beer: 2, pages: 1, hats: 0 } }));
    expect(actionKey(buy)).not.toBe(actionKey({ type: 'buy', seat: 1, goods: { beer: 1, pages: 2 } }));
  });
});
