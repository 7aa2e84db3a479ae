// Fuzzed actions at random points of random games: whatever apply refuses leaves the state as it was
// and says why; whatever it accepts is one of legalActions.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GOODS, GUILDS } from '../../engine/model/components.ts';
import { apply, legalActions } from '../../engine/index.ts';
import type { Action, GameState } from '../../engine/index.ts';
import { actionKey, deepFreeze, playRandom, start } from './play.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/players.ts';

const junk = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.string({ maxLength: 4 }),
  fc.integer({ min: -3, max: 9 }),
  fc.double(),
  fc.boolean(),
  fc.constant({}),
  fc.constant([]),
);
const count = fc.oneof(fc.integer({ min: -2, max: 6 }), junk);
const goods = fc.oneof(fc.dictionary(fc.constantFrom(...GOODS, 'gold'), count, { maxKeys: 4 }), junk);
const guild = fc.oneof(fc.constantFrom(...GUILDS), fc.constant('guildhall'), junk);
const ability = fc.oneof(
  fc.constant(undefined),
  fc.record({ victim: fc.oneof(fc.integer({ min: -1, max: MAX_PLAYERS }), junk), goods }),
  fc.record({ swap: fc.oneof(fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })), junk) }),
  fc.record({ good: fc.oneof(fc.constantFrom(...GOODS), junk) }),
  fc.record({ guild }),
  junk,
);
const seat = fc.oneof(fc.integer({ min: -1, max: MAX_PLAYERS }), junk);
const action = fc.oneof(
  fc.record({ type: fc.constant('plan'), seat, guilds: fc.oneof(fc.array(guild, { maxLength: 7 }), junk) }),
  fc.record({ type: fc.constant('pass'), seat }),
  fc.record({ type: fc.constant('sell'), seat, count }),
  fc.record({ type: fc.constant('buy'), seat, goods }),
  fc.record({
    type: fc.constant('recruit'),
    seat,
    window: fc.oneof(fc.integer({ min: 0, max: 5 }), junk),
    payment: goods,
    toFront: fc.oneof(fc.boolean(), junk),
    ability,
  }),
  fc.record({ type: fc.constant('nothing'), seat }),
  fc.record({
    type: fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('constructor', '__proto__', 'toString'),
      junk,
    ),
    seat,
  }),
  junk,
);

describe('fuzzed actions', () => {
  /** A legal action with one field nudged: the near misses where rules bugs hide. */
  function nudge(action: Action, field: number, delta: number): unknown {
    const a = structuredClone(action) as Record<string, unknown>;
    const bump = (goods: Record<string, number>): void => {
      const key = GOODS[field % GOODS.length]!;
      goods[key] = (goods[key] ?? 0) + delta;
    };
    switch (field % 5) {
      case 0:
        a.seat = (a.seat as number) + delta;
        break;
      case 1:
        if (a.payment) bump(a.payment as Record<string, number>);
        else if (a.goods) bump(a.goods as Record<string, number>);
        else if (typeof a.count === 'number') a.count += delta;
        break;
      case 2:
        if (typeof a.window === 'number') a.window += delta;
        else if (Array.isArray(a.guilds)) a.guilds = [...a.guilds, GUILDS[field % GUILDS.length]];
        break;
      case 3: {
        const ab = a.ability as Record<string, unknown> | undefined;
        if (ab && typeof ab.victim === 'number') ab.victim += delta;
        else if (ab && Array.isArray(ab.swap))
          ab.swap = [ab.swap[0], `${GUILDS[field % GUILDS.length]}-${1 + (field % 11)}`];
        else if (ab && ab.goods) bump(ab.goods as Record<string, number>);
        else a.ability = { good: GOODS[field % GOODS.length] };
        break;
      }
      default:
        if (a.ability) delete a.ability;
        else a.toFront = delta;
    }
    return a;
  }

  it('near misses of legal actions are refused or legal, never half-applied', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 150 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(-1, 1, 2)), { minLength: 1, maxLength: 30 }),
        (players, seed, at, nudges) => {
          const { state } = playRandom(start(players, `n${seed}`), seed, () => {}, at);
          const s: GameState = deepFreeze(state);
          const before = JSON.stringify(s);
          const legalList = s.seats.flatMap((_, i) => legalActions(s, i));
          const legal = new Set(legalList.map(actionKey));
          for (const [pick, field, delta] of nudges) {
            if (legalList.length === 0) break;
            const attempt = nudge(legalList[pick % legalList.length]!, field, delta);
            const result = apply(s, attempt as Action);
            if (result.ok)
              expect(legal.has(actionKey(attempt)), `accepted but not legal: ${actionKey(attempt)}`).toBe(
                true,
              );
            else expect(result.error.length).toBeGreaterThan(5);
          }
          expect(JSON.stringify(s)).toBe(before);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('are either one of legalActions, or refused with a reason and no change', () => {
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 150 }),
        fc.array(action, { minLength: 1, maxLength: 30 }),
        (players, seed, at, attempts) => {
          const { state } = playRandom(start(players, `z${seed}`), seed, () => {}, at);
          const s: GameState = deepFreeze(state);
          const before = JSON.stringify(s);
          const legal = new Set(s.seats.flatMap((_, i) => legalActions(s, i).map(actionKey)));
          for (const attempt of attempts) {
            const result = apply(s, attempt as Action);
            if (result.ok) {
              accepted++;
              expect(legal.has(actionKey(attempt)), `accepted but not legal: ${actionKey(attempt)}`).toBe(
                true,
              );
            } else {
              refused++;
              expect(result.error.length).toBeGreaterThan(5);
            }
          }
          expect(JSON.stringify(s)).toBe(before);
        },
      ),
      { numRuns: 400 },
    );
    expect(refused).toBeGreaterThan(1000);
    expect(accepted).toBeGreaterThan(0);
  });
});
