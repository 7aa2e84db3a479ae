import { describe, expect, it } from 'vitest';
import { legalActions, view, type Action } from '../../engine/index.ts';
import {
  abilityKey,
  canAddToBuy,
  goodsKey,
  legalFor,
  matchLegal,
  planningChoices,
  turnChoices,
} from '../../renderer/view/choices.ts';
import { SEED } from '../seed.ts';
import { playRandom } from './games.ts';
import { PLAYER_COUNTS } from '../../engine/players.ts';

describe('the choices offered to a seat', () => {
  it('are exactly its legal actions, rebuilt from its own view, at every step of random games', () => {
    for (const players of PLAYER_COUNTS) {
      let checked = 0;
      playRandom(players, SEED + players, (s) => {
        if (s.phase === 'finished') return;
        for (let seat = 0; seat < players; seat++) {
          const v = view(s, seat);
          const actions = legalFor(v);
          expect(actions).toEqual(legalActions(s, seat));
          if (s.phase === 'planning') {
            const choices = planningChoices(actions);
            if (!actions.length) expect(choices).toBeNull();
            else expect(choices!.canPass).toBe(true);
            continue;
          }
          const turn = turnChoices(v, actions);
          if (!actions.length) {
            expect(turn).toBeNull();
            continue;
          }
          // Every legal action can be put together from the panel's choices, and is found again.
          for (const a of actions) {
            expect(matchLegal(actions, a)).toEqual(a);
            if (a.type === 'sell') expect(a.count).toBeLessThanOrEqual(turn!.sellMax);
            if (a.type === 'buy') expect(turn!.buys.map(goodsKey)).toContain(goodsKey(a.goods));
            if (a.type === 'recruit') {
              const w = turn!.recruits.find((r) => r.window === a.window)!;
              const p = w.payments.find((x) => goodsKey(x.payment) === goodsKey(a.payment))!;
              expect(p.abilities.map(abilityKey)).toContain(abilityKey(a.ability));
            }
            checked++;
          }
          // And nothing the panel can offer is illegal.
          for (const r of turn!.recruits) {
            for (const p of r.payments) {
              for (const ability of p.abilities) {
                for (const toFront of [false, true]) {
                  const wanted: Action = {
                    type: 'recruit',
                    seat,
                    window: r.window,
                    payment: p.payment,
                    toFront,
                    ...(ability ? { ability } : {}),
                  };
                  expect(matchLegal(actions, wanted)).not.toBeNull();
                }
              }
            }
          }
        }
      });
      expect(checked).toBeGreaterThan(50);
    }
  });

  it('find a plan whatever order its guilds were picked in', () => {
    const actions: Action[] = [{ type: 'plan', seat: 0, guilds: ['brewers', 'bakers'] }];
    expect(matchLegal(actions, { type: 'plan', seat: 0, guilds: ['bakers', 'brewers'] })).toBe(actions[0]);
    expect(matchLegal(actions, { type: 'plan', seat: 0, guilds: ['bakers'] })).toBeNull();
  });

  it('let a purchase grow only toward a legal one', () => {
    const buys = [{ beer: 1 }, { beer: 2 }, { beer: 1, shoes: 1 }];
    expect(canAddToBuy(buys, {}, 'beer')).toBe(true);
    expect(canAddToBuy(buys, { beer: 1 }, 'shoes')).toBe(true);
    expect(canAddToBuy(buys, { beer: 2 }, 'shoes')).toBe(false);
    expect(canAddToBuy(buys, {}, 'hats')).toBe(false);
  });

  it('offer nothing to a spectator or after the game', () => {
    const s = playRandom(2, 3, () => {});
    const final = view(s, 0);
    expect(legalFor(final)).toEqual([]);
    expect(legalFor(view(s, null))).toEqual([]);
  });
});
