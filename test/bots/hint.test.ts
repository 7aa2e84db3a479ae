import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionKey, activeSeats, legalActions, view, type GameState } from '../../engine/index.ts';
import { decide } from '../../engine/bots/index.ts';
import { adviceReasons, optionReasons, type Outcome } from '../../engine/bots/explain.ts';
import { HINT_ITERATIONS, hint, hintSeed, type HintOption } from '../../engine/bots/hint.ts';
import { BotRandom } from '../../engine/bots/random.ts';
import { changeHiddenFacts } from './hidden.ts';
import { randomState } from './states.ts';

/** A hint's search budget in these tests: smaller than the host's, the same code. */
const ITERATIONS = 40;

function someState(players: number, seed: number, steps: number): GameState | null {
  const s = randomState(players, seed, steps % (25 * players));
  return s.phase === 'finished' ? null : s;
}

describe('hints', () => {
  it("are legal, the hard bot's own decision first, then up to three options no better than it", () => {
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, steps) => {
        const s = someState(players, seed, steps);
        if (!s) return;
        const seat = activeSeats(s)[0]!;
        const v = view(s, seat);
        const h = hint(v, { iterations: ITERATIONS });
        const legal = new Set(legalActions(s, seat).map(actionKey));
        expect(h.options.length).toBeGreaterThanOrEqual(1);
        expect(h.options.length).toBeLessThanOrEqual(4);
        for (const option of h.options) expect(legal.has(actionKey(option.action))).toBe(true);
        expect(new Set(h.options.map((o) => actionKey(o.action))).size).toBe(h.options.length);
        expect(h.options[0]!.action).toEqual(
          decide(v, { level: 'hard', seed: hintSeed(v), iterations: ITERATIONS }),
        );
        expect(h.options[0]!.difference).toBe(0);
        for (const option of h.options.slice(1)) expect(option.difference).toBeLessThanOrEqual(0);
        checked++;
      }),
      { numRuns: 12 },
    );
    expect(checked).toBeGreaterThan(5);
  });

  it('are the same when only facts hidden from the seat change', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), fc.nat(), (players, seed, steps) => {
        const s = someState(players, seed, steps);
        if (!s) return;
        const seat = activeSeats(s)[0]!;
        const other = changeHiddenFacts(s, seat, new BotRandom(seed));
        expect(other.seats.some((p, i) => i !== seat && p.talers !== s.seats[i]!.talers)).toBe(true);
        expect(hint(view(other, seat), { iterations: ITERATIONS })).toEqual(
          hint(view(s, seat), { iterations: ITERATIONS }),
        );
      }),
      { numRuns: 8 },
    );
  });

  it('take their seed from public facts: the move and the seat', () => {
    const s = randomState(3, 5, 4);
    const seat = activeSeats(s)[0]!;
    expect(hintSeed(view(s, seat))).toBe(hintSeed(view(s, seat)));
    expect(hintSeed(view(s, seat))).not.toBe(hintSeed({ ...view(s, seat), moves: s.moves + 1 }));
    expect(HINT_ITERATIONS).toBeGreaterThan(ITERATIONS);
  });

  it('give reasons in the evaluation’s own codes', () => {
    const s = randomState(4, 7, 10);
    const seat = activeSeats(s)[0]!;
    const h = hint(view(s, seat), { iterations: ITERATIONS });
    const codes = new Set([
      'majority',
      'majority-lead',
      'majority-lost',
      'goods',
      'crests',
      'townsmen',
      'thirty-plus',
      'all-types',
      'talers',
      'agents',
      'keeps-agents',
      'keeps-for-favour',
    ]);
    for (const option of h.options) for (const r of option.reasons) expect(codes.has(r.code)).toBe(true);
    expect(h.options.flatMap((o) => o.reasons).length).toBeGreaterThan(0);
  });

  it('refuse a seat that has nothing to decide', () => {
    const s = randomState(3, 5, 0);
    const idle = [0, 1, 2].find((seat) => !activeSeats(s).includes(seat));
    const v = view(s, idle ?? null);
    expect(() => hint(v)).toThrow(/nothing to decide/);
  });
});

/** What acting on nothing can gain or keep: a pass's (or doing nothing's) only reasons. */
const KEEPING = new Set(['talers', 'goods', 'keeps-agents', 'keeps-for-favour']);
const keepsOnly = (o: HintOption) => o.action.type === 'pass' || o.action.type === 'nothing';
const gains = (o: HintOption) => o.reasons.filter((r) => r.vp === undefined || r.vp > 0);
const losses = (o: HintOption) => o.reasons.filter((r) => r.vp !== undefined && r.vp < 0);

/** An outcome by category, as explain.ts measures one: [code, guild or good, VP, amount]. */
function outcome(rows: [string, string, number, number][]): Outcome {
  return new Map(
    rows.map(([code, of, vp, amount]) => [
      `${code}:${of}`,
      { code, vp, amount, ...(code === 'goods' ? { good: of } : of ? { guild: of } : {}) },
    ]),
  );
}

/** A planning moment of seat 0 with goods of its own, in a 3-player game. */
function planningView() {
  for (let steps = 0; steps < 60; steps++) {
    const s = randomState(3, 11, steps);
    if (s.phase === 'planning' && activeSeats(s).includes(0) && s.seats[0]!.goods.some((n) => n > 0))
      return view(s, 0);
  }
  throw new Error('no planning moment found');
}

describe('the reasons of a hint', () => {
  const pass = { type: 'pass' as const, seat: 0 };
  const plan = { type: 'plan' as const, seat: 0, guilds: ['bakers' as const] };
  // Played out, the pass happened to end with a majority and a crest the plan did not: noise, or luck
  // of the playouts, that a pass cannot bring about. It kept 6 talers the plan spent.
  const afterPass = outcome([
    ['majority', 'bakers', 5, 1],
    ['crests', '', 4.2, 2],
    ['talers', '', 2, 20],
    ['townsmen', '', 0, 0],
  ]);
  const afterPlan = outcome([
    ['majority', 'bakers', 0, 0],
    ['crests', '', 0, 0],
    ['talers', '', 0.5, 14],
    ['townsmen', '', 3, 0],
  ]);

  it('of a pass are what it keeps, never what it cannot take', () => {
    const v = planningView();
    const reasons = adviceReasons(v, pass, afterPass, afterPlan);
    expect(reasons.map((r) => r.code)).toContain('talers');
    expect(reasons.find((r) => r.code === 'talers')).toMatchObject({ vp: 1.5, count: 6 });
    expect(reasons.some((r) => r.code === 'keeps-agents')).toBe(true);
    for (const r of reasons) expect(KEEPING.has(r.code), r.code).toBe(true);
    // The goods of a race the seat leads or shares are kept for the round's favour.
    for (const r of reasons.filter((x) => x.code === 'keeps-for-favour')) {
      const good = r.good as keyof (typeof v.seats)[0]['goods'];
      expect(r.count).toBe(v.seats[0]!.goods[good]);
    }
    // The same outcomes credit a plan of the Bakers with their majority and the crests...
    const planned = adviceReasons(v, plan, afterPass, afterPlan).map((r) => r.code);
    expect(planned).toEqual(expect.arrayContaining(['majority-lead', 'crests']));
    // ...but not a majority in a guild whose craftsmen it cannot reach this turn: not planned, none
    // of its craftsmen lodging at the Bakers, none of its goods in their storehouse.
    const bakers = v.guilds.find((g) => g.id === 'bakers')!;
    const far = v.guilds.find(
      (g) =>
        g.id !== 'bakers' &&
        !(bakers.storehouse[g.good as keyof typeof bakers.storehouse] ?? 0) &&
        !bakers.lodgings.some((t) => t?.startsWith(`${g.id}-`)),
    )!;
    const farGain = outcome([['majority', far.id, 5, 1]]);
    const farNone = outcome([['majority', far.id, 0, 0]]);
    expect(adviceReasons(v, plan, farGain, farNone).filter((r) => r.vp !== undefined)).toEqual([]);
    expect(adviceReasons(v, { ...plan, guilds: [far.id] }, farGain, farNone)[0]).toMatchObject({
      code: 'majority-lead',
      guild: far.id,
    });
  });

  it('of another option are its gains and its losses against the advice, each where they exist', () => {
    const v = planningView();
    // A plan weighed against an advised pass: it gains the townsman, loses the talers the pass keeps;
    // the majority and crests the pass "won" are no loss of the plan's (the pass cannot take them).
    const against = optionReasons(v, plan, pass, afterPlan, afterPass);
    expect(against.filter((r) => r.vp! > 0).map((r) => r.code)).toEqual(['townsmen']);
    expect(against.filter((r) => r.vp! < 0).map((r) => r.code)).toEqual(['talers']);
    // A pass weighed against an advised plan: its gains are what it keeps, its losses what the plan takes.
    const passing = optionReasons(v, pass, plan, afterPass, afterPlan);
    expect(passing.filter((r) => r.vp! > 0).map((r) => r.code)).toEqual(['talers']);
    expect(passing.filter((r) => r.vp! < 0).map((r) => r.code)).toEqual(['townsmen']);
    // At most two each way, biggest first.
    const many = outcome([
      ['majority', 'brewers', 5, 1],
      ['majority', 'bakers', 3, 1],
      ['majority', 'printers', 1, 0],
      ['crests', '', 0, 0],
      ['talers', '', 0, 3],
      ['goods', 'beer', 0, 0],
    ]);
    const fewer = outcome([
      ['majority', 'brewers', 0, 0],
      ['majority', 'bakers', 0, 0],
      ['majority', 'printers', 0, 0],
      ['crests', '', 5, 3],
      ['talers', '', 2, 9],
      ['goods', 'beer', 1, 2],
    ]);
    const everywhere = { ...plan, guilds: v.guilds.map((g) => g.id) };
    const both = optionReasons(v, everywhere, everywhere, many, fewer);
    expect(both.filter((r) => r.vp! > 0).map((r) => r.guild)).toEqual(['brewers', 'bakers']);
    expect(both.filter((r) => r.vp! < 0).map((r) => r.code)).toEqual(['crests', 'talers']);
  });

  it('in real hints: a pass keeps, and every other option shows both signs where its playouts differ both ways', () => {
    let passes = 0;
    let twoWay = 0;
    for (let seed = 1; seed <= 14; seed++) {
      const s = randomState(3, seed, 3 + ((seed * 7) % 40));
      if (s.phase !== 'planning') continue;
      const seat = activeSeats(s)[0]!;
      const h = hint(view(s, seat), { iterations: ITERATIONS });
      const [choice, ...others] = h.options;
      for (const option of h.options) {
        if (!keepsOnly(option)) continue;
        passes++;
        for (const r of gains(option)) expect(KEEPING.has(r.code), r.code).toBe(true);
      }
      // The advice's gains are the others' losses: after an advised pass, only what it keeps.
      if (keepsOnly(choice!))
        for (const o of others) for (const r of losses(o)) expect(KEEPING.has(r.code), r.code).toBe(true);
      for (const o of others) if (gains(o).some((r) => r.vp) && losses(o).length) twoWay++;
    }
    expect(passes).toBeGreaterThan(0);
    expect(twoWay).toBeGreaterThan(0);
  });
});
