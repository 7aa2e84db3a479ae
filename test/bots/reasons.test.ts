// The reasons a hint or a review gives for an option are true of that option. For each kind of action
// (plan, pass, sell, buy, recruit, Burglar, Guardsman, doing nothing), over many decisions of seeded
// games and on tables built for the case, every reason is checked against what the engine does when
// the action is applied (its events and the state just after it), not against the code that made it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAlone } from '../../engine/apply.ts';
import {
  actionKey,
  activeSeats,
  components,
  legalActions,
  view,
  type Action,
  type GameState,
  type GuildId,
} from '../../engine/index.ts';
import { explain } from '../../engine/bots/explain.ts';
import { hint } from '../../engine/bots/hint.ts';
import { guildsNamed, type Reason } from '../../engine/bots/reasons.ts';
import { collection, visibleWorkshopTile } from '../../engine/model/state.ts';
import { majority } from '../../engine/rules/scoring.ts';
import { take, withGuest } from '../engine/rules/townsmenTable.ts';
import { randomState } from './states.ts';
import { MAX_PLAYERS, MIN_PLAYERS, PLAYER_COUNTS } from '../../engine/players.ts';

const { GOODS, GUILDS, craftsman, townsman } = components;
type Kind = Action['type'];

/** Goods a seat counts toward guild g's favour: its own, and 4 for a loaded Peddler. */
function favourCount(s: GameState, seat: number, g: number): number {
  const p = s.seats[seat]!;
  return p.goods[g]! + 4 * p.peddlers.filter((x) => x.good === g).length;
}

/** 'ahead' alone, 'level' with the most, or 'behind' (with none, behind). */
function favourPlace(s: GameState, seat: number, g: number): 'ahead' | 'level' | 'behind' {
  const mine = favourCount(s, seat, g);
  const best = Math.max(0, ...s.seats.map((_, k) => (k === seat ? 0 : favourCount(s, k, g))));
  if (mine === 0 || mine < best) return 'behind';
  return mine > best ? 'ahead' : 'level';
}

const ORDER = { behind: 0, level: 1, ahead: 2 } as const;

/**
 * In the same place ahead or behind, the seat's gap to the most any other seat counts, where it moved
 * and the seat has goods there (before or after): with the counts after.
 */
function favourGaps(s: GameState, t: GameState, seat: number): Reason[] {
  const out: Reason[] = [];
  const rival = (x: GameState, g: number) =>
    Math.max(0, ...x.seats.map((_, k) => (k === seat ? 0 : favourCount(x, k, g))));
  for (let g = 0; g < s.guilds.length; g++) {
    const place = favourPlace(s, seat, g);
    if (place !== favourPlace(t, seat, g) || place === 'level') continue;
    if (favourCount(s, seat, g) === 0 && favourCount(t, seat, g) === 0) continue;
    const gap = (x: GameState) => favourCount(x, seat, g) - rival(x, g);
    if (gap(t) === gap(s)) continue;
    out.push({
      code: 'favour-gap',
      gain: gap(t) > gap(s),
      guild: GUILDS[g]!,
      count: favourCount(t, seat, g),
      rival: rival(t, g),
    });
  }
  return out;
}

/** The favour reasons the change from `s` to `t` calls for, by guild. */
function favourReasons(s: GameState, t: GameState, seat: number): string[] {
  const out: string[] = [];
  for (let g = 0; g < s.guilds.length; g++) {
    const was = favourPlace(s, seat, g);
    const now = favourPlace(t, seat, g);
    if (was === now) continue;
    const code =
      ORDER[now] > ORDER[was]
        ? now === 'ahead'
          ? 'favour-lead'
          : 'favour-level'
        : now === 'level'
          ? 'favour-shared'
          : 'favour-lost';
    out.push(`${code} ${GUILDS[g]}`);
  }
  return out.sort();
}

const ofCode = (reasons: readonly Reason[], code: string) => reasons.filter((r) => r.code === code);
/** Goods counts by good id, from the reasons of that code. */
function goodsOfReasons(reasons: readonly Reason[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of ofCode(reasons, 'goods')) out[r.good!] = (out[r.good!] ?? 0) + r.count!;
  return out;
}
const nonZero = (goods: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(goods).filter(([, n]) => n));
const negated = (goods: Record<string, number | undefined>) =>
  Object.fromEntries(Object.entries(goods).map(([k, n]) => [k, -(n ?? 0)]));

/** Reasons that only a pass or doing nothing gives: what acting on nothing keeps. */
function expectKeeping(s: GameState, seat: number, reasons: readonly Reason[]): void {
  const p = s.seats[seat]!;
  for (const r of reasons.filter((x) => x.gain)) {
    expect(['keeps-talers', 'keeps-for-favour', 'ties-by-talers']).toContain(r.code);
    if (r.code === 'keeps-talers') expect(r.count).toBe(p.talers);
    if (r.code === 'keeps-for-favour') {
      const g = GUILDS.indexOf(r.guild!);
      expect(r.good).toBe(GOODS[g]);
      expect(r.count).toBe(p.goods[g]);
      expect(favourPlace(s, seat, g)).not.toBe('behind');
    }
  }
  expect(ofCode(reasons, 'keeps-talers').length).toBe(p.talers > 0 ? 1 : 0);
  // Ties for a favour go to the richer player: with talers kept, each race the seat shares is said.
  const shared = GUILDS.filter(
    (_, g) => g < s.guilds.length && p.goods[g]! > 0 && favourPlace(s, seat, g) === 'level',
  );
  expect(ofCode(reasons, 'ties-by-talers').map((r) => r.count)).toEqual(
    shared.length > 0 && p.talers > 0 ? [shared.length] : [],
  );
}

/** Every reason of an action at a guild, checked against the engine's own doing. */
function expectGuildAction(s: GameState, action: Exclude<Action, { type: 'plan' | 'pass' | 'nothing' }>) {
  const seat = action.seat;
  const reasons = explain(view(s, seat), action);
  const done = applyAlone(s, action);
  if (!done.ok) throw new Error(done.error);
  const t = done.state;
  const before = s.seats[seat]!;
  const after = t.seats[seat]!;
  const events = done.events;
  const talers = ofCode(reasons, 'talers');
  for (const r of [...talers, ...ofCode(reasons, 'goods')]) expect(r.gain).toBe(r.count! > 0);
  for (const r of reasons)
    if (!['talers', 'goods', 'favour-gap'].includes(r.code))
      expect(r.gain, r.code).toBe(!/favour-(shared|lost)|victim-paid/.test(r.code));
  expect(talers.reduce((n, r) => n + r.count!, 0)).toBe(after.talers - before.talers);
  expect(favourReasons(s, t, seat)).toEqual(
    reasons
      .filter((r) => r.code.startsWith('favour-') && r.code !== 'favour-gap')
      .map((r) => `${r.code} ${r.guild}`)
      .sort(),
  );
  expect(ofCode(reasons, 'favour-gap')).toEqual(favourGaps(s, t, seat));
  // The Burglar's victim is paid by the bank: what that seat's talers gained, and nobody else's moved.
  for (let k = 0; k < s.seats.length; k++) {
    const paid = ofCode(reasons, 'victim-paid').filter((r) => r.seat === k);
    const change = t.seats[k]!.talers - s.seats[k]!.talers;
    if (k !== seat) expect(paid.map((r) => r.count)).toEqual(change > 0 ? [change] : []);
  }
  const gained = after.tiles.filter((x) => !before.tiles.includes(x));
  expect(ofCode(reasons, 'guest').map((r) => r.tile)).toEqual(gained);
  const agents = events.filter((e) => e.type === 'agentGained' && e.seat === seat).length;
  expect(ofCode(reasons, 'agent').map((r) => r.count)).toEqual(agents ? [agents] : []);
  expect(ofCode(reasons, 'front').length).toBe(s.turnOrder[0] !== seat && t.turnOrder[0] === seat ? 1 : 0);

  if (action.type === 'sell') {
    // A sale earns: the guildmaster's price for each good, and the goods go.
    const sold = events.find((e) => e.type === 'sold')!;
    expect(sold.type === 'sold' && sold.earned).toBeGreaterThan(0);
    expect(talers).toEqual([{ code: 'talers', gain: true, count: sold.type === 'sold' ? sold.earned : 0 }]);
    const good = GOODS[s.resolving!.guild]!;
    expect(goodsOfReasons(reasons)).toEqual({ [good]: -action.count });
  } else if (action.type === 'buy') {
    // A purchase spends, and brings the goods bought: no agent, no guest.
    const bought = events.find((e) => e.type === 'bought')!;
    expect(talers).toEqual([
      { code: 'talers', gain: false, count: bought.type === 'bought' ? -bought.paid : 0 },
    ]);
    expect(goodsOfReasons(reasons)).toEqual(nonZero(action.goods));
    expect(ofCode(reasons, 'agent')).toEqual([]);
    expect(ofCode(reasons, 'guest')).toEqual([]);
  } else {
    const recruited = events.find((e) => e.type === 'recruited')!;
    if (recruited.type !== 'recruited') throw new Error('no recruit');
    // The payment goes; goods robbed or put on the Peddler are told by their own reasons.
    expect(goodsOfReasons(reasons)).toEqual(nonZero(negated(action.payment)));
    expect(talers.map((r) => r.count)).toEqual(recruited.bonus > 0 ? [recruited.bonus] : []);
    const burgled = events.find((e) => e.type === 'burgled');
    expect(ofCode(reasons, 'robs')).toEqual(
      burgled?.type === 'burgled'
        ? [{ code: 'robs', gain: true, seat: burgled.victim, goods: burgled.goods }]
        : [],
    );
    if (burgled?.type === 'burgled')
      expect(action.ability).toEqual({ victim: burgled.victim, goods: burgled.goods });
    for (const r of ofCode(reasons, 'swaps')) {
      expect(action.ability && 'swap' in action.ability && [...action.ability.swap].sort()).toEqual(
        r.swap!.map((p) => p.tile).sort(),
      );
      for (const p of r.swap!) {
        const g = t.guilds[GUILDS.indexOf(p.guild)]!;
        const there = p.area === 'lodgings' ? g.lodgings[p.window - 1] : visibleWorkshopTile(g, p.window - 1);
        expect(there).toBe(p.tile);
      }
    }
    expect(ofCode(reasons, 'swaps').length).toBe(events.some((e) => e.type === 'guardsmanSwapped') ? 1 : 0);
    const loaded = events.find((e) => e.type === 'peddlerLoaded');
    expect(ofCode(reasons, 'peddler').map((r) => r.good)).toEqual(
      loaded?.type === 'peddlerLoaded' ? [loaded.good] : [],
    );
    // A majority reason in the guild of the craftsman recruited, exactly where the seat's standing there
    // rose (a place, then level for a place, worse than alone at it), and nowhere else.
    const c = craftsman(recruited.tile);
    const guilds = s.guilds.length;
    const expected: Reason[] = [];
    if (c) {
      const standing = (state: GameState) => {
        const place = majority(
          state.seats.map((p) => collection(p, guilds)),
          c.guild,
        ).place;
        const tied = place.filter((x) => x === place[seat]).length > 1;
        return { place: place[seat]!, tied, rank: place[seat] ? 2 * place[seat]! + (tied ? 1 : 0) : 99 };
      };
      const was = standing(s);
      const now = standing(t);
      const guild = GUILDS[c.guild]!;
      if (now.rank < was.rank)
        expected.push(
          now.place > 1
            ? { code: 'majority-place', gain: true, guild, count: now.place }
            : { code: now.tied ? 'majority-level' : 'majority-lead', gain: true, guild },
        );
    }
    expect(reasons.filter((x) => x.code.startsWith('majority-'))).toEqual(expected);
    // Income: a Musician kept, a Mayor placed, or a craftsman of a guild with Mayors on its roof.
    const t2 = townsman(recruited.tile);
    const mayorAt = events.find((e) => e.type === 'mayorPlaced');
    let income = t2?.type === 'musician' ? (t2.value ?? 0) : 0;
    if (mayorAt?.type === 'mayorPlaced') {
      const g = GUILDS.indexOf(mayorAt.guild);
      income += after.tiles.filter((x) => craftsman(x)?.guild === g).length;
    }
    if (c) income += t.guilds[c.guild]!.mayors.length;
    expect(ofCode(reasons, 'income').map((r) => r.count)).toEqual(income > 0 ? [income] : []);
  }
  return reasons;
}

/** Checks the reasons of one action of the seat whose decision it is; they are returned. */
function expectTrue(s: GameState, action: Action): Reason[] {
  const seat = action.seat;
  const v = view(s, seat);
  const reasons = explain(v, action);
  const firstCost = reasons.findIndex((r) => !r.gain);
  if (firstCost >= 0) expect(reasons.slice(firstCost).every((r) => !r.gain)).toBe(true);
  // Whatever the option, the talers its reasons say the seat earns or pays are what the engine moves
  // (a plan's examples are its guilds', not this action's; the bank pays the Burglar's victim).
  const done = applyAlone(s, action);
  if (!done.ok) throw new Error(done.error);
  expect(ofCode(reasons, 'talers').reduce((n, r) => n + r.count!, 0)).toBe(
    done.state.seats[seat]!.talers - s.seats[seat]!.talers,
  );
  switch (action.type) {
    case 'plan': {
      // A plan is explained by its own guilds only, and by the agents it keeps or uses up.
      for (const r of reasons) for (const g of guildsNamed(r)) expect(action.guilds).toContain(g);
      for (const r of ofCode(reasons, 'there')) {
        expect(action.guilds).toContain(r.guild);
        expect(r.then!.length).toBeGreaterThan(0);
        for (const x of r.then!) {
          expect(['there', 'keeps-agents', 'keeps-talers'].includes(x.code)).toBe(false);
          // What it could gain there among the gains, what that would cost among the costs.
          expect(x.gain).toBe(r.gain);
        }
      }
      const kept = v.seats[seat]!.agents.available - action.guilds.length;
      expect(ofCode(reasons, 'keeps-agents').map((r) => r.count)).toEqual(kept > 0 ? [kept] : []);
      expect(ofCode(reasons, 'no-agents-left').length).toBe(kept > 0 ? 0 : 1);
      const NOTHING = ['nothing-there', 'nothing-left'];
      expect(
        reasons.every((r) => ['there', 'keeps-agents', 'no-agents-left', ...NOTHING].includes(r.code)),
      ).toBe(true);
      // Every planned guild is accounted for: by its example, an action the seat could take there, or
      // by a cost saying it can do nothing there. Never "nothing" where the engine allows more: the
      // first guild called has no example exactly where only doing nothing is allowed there (a later
      // one may have none for want of what the examples before it spent).
      const called = [...action.guilds].sort((a, b) => GUILDS.indexOf(a) - GUILDS.indexOf(b));
      for (const guild of called) {
        const told = reasons.filter((r) => r.guild === guild);
        const nothing = told.filter((r) => NOTHING.includes(r.code));
        expect(told.length, guild).toBeGreaterThan(0);
        expect(nothing.length === 0 || nothing.length === told.length, guild).toBe(true);
        for (const r of nothing) expect(r.gain).toBe(false);
        const only = onlyNothingAt(s, seat, GUILDS.indexOf(guild));
        if (guild === called[0]) expect(ofCode(nothing, 'nothing-there').length, guild).toBe(only ? 1 : 0);
        if (ofCode(nothing, 'nothing-there').length) expect(only, guild).toBe(true);
        // The example is something the seat could do there: at the first guild called, as it is now.
        for (const r of told.filter((x) => x.code === 'there')) {
          expect(r.action!.type, guild).not.toBe('nothing');
          if (guild === called[0])
            expect(legalAt(s, seat, GUILDS.indexOf(guild)).has(actionKey(r.action!)), guild).toBe(true);
        }
      }
      // Nothing left is said only after a guild called before it had an example that spent.
      const first = ofCode(reasons, 'nothing-left')
        .map((r) => GUILDS.indexOf(r.guild!))
        .sort((a, b) => a - b)[0];
      if (first !== undefined)
        expect(ofCode(reasons, 'there').some((r) => GUILDS.indexOf(r.guild!) < first)).toBe(true);
      break;
    }
    case 'pass':
      // A pass keeps, and ends the seat's round with its agents unused.
      expectKeeping(s, seat, reasons);
      expect(reasons.filter((r) => !r.gain)).toEqual(
        v.seats[seat]!.agents.available > 0
          ? [{ code: 'idle-agents', gain: false, count: v.seats[seat]!.agents.available }]
          : [],
      );
      break;
    case 'nothing':
      expectKeeping(s, seat, reasons);
      expect(reasons.every((r) => r.gain)).toBe(true);
      break;
    default:
      expectGuildAction(s, action);
  }
  return reasons;
}

/** Whether the engine would let the seat only do nothing at guild g, were it called there now. */
function onlyNothingAt(s: GameState, seat: number, g: number): boolean {
  return [...legalAt(s, seat, g)].every((key) => key.startsWith('nothing'));
}

/** The actions the engine would let the seat take at guild g, were it called there now. */
function legalAt(s: GameState, seat: number, g: number): Set<string> {
  const there: GameState = {
    ...s,
    phase: 'action',
    resolving: { guild: g, revealed: s.seats.length },
    seats: s.seats.map((p, i) => ({ ...p, plan: i === seat ? [g] : null })),
  };
  return new Set(legalActions(there, seat).map(actionKey));
}

/** Up to `most` of the list, spread along it. */
function spread<T>(list: readonly T[], most: number): T[] {
  if (list.length <= most) return list.slice();
  return Array.from({ length: most }, (_, i) => list[Math.floor((i * list.length) / most)]!);
}

describe('the reasons of an option', () => {
  it('are true of it, for every kind of action, over many decisions of seeded games', () => {
    const kinds = new Map<Kind, number>();
    const codes = new Set<string>();
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_PLAYERS, max: MAX_PLAYERS }),
        fc.integer(),
        fc.nat(),
        (players, seed, steps) => {
          const s = randomState(players, seed, steps % (25 * players));
          if (s.phase === 'finished') return;
          const seat = activeSeats(s)[0]!;
          const legal = legalActions(s, seat);
          const byKind = new Map<Kind, Action[]>();
          for (const a of legal) byKind.set(a.type, [...(byKind.get(a.type) ?? []), a]);
          for (const [kind, actions] of byKind)
            for (const action of spread(actions, 6)) {
              for (const r of expectTrue(s, action).flatMap((x) => [x, ...(x.then ?? [])])) codes.add(r.code);
              kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
            }
        },
      ),
      { numRuns: 80 },
    );
    for (const kind of ['plan', 'pass', 'sell', 'buy', 'recruit', 'nothing'] as const)
      expect(kinds.get(kind) ?? 0, kind).toBeGreaterThan(0);
    for (const code of ['favour-gap', 'nothing-there', 'there', 'talers'] as const)
      expect(codes.has(code), code).toBe(true);
  });

  it('of a sale earn and of a purchase spend; neither gains an agent', () => {
    const s = withGuest('guardsman-1');
    const sell = explain(view(s, 0), { type: 'sell', seat: 0, count: 1 });
    expect(sell).toContainEqual({ code: 'talers', gain: true, count: 7 });
    expect(sell).toContainEqual({ code: 'goods', gain: false, good: 'beer', count: -1 });
    const buy = explain(view(s, 0), { type: 'buy', seat: 0, goods: { beer: 1 } });
    // Three Beer against seat 1's one: the lead in the Brewers' favour widens.
    expect(buy).toEqual([
      { code: 'favour-gap', gain: true, guild: 'brewers', count: 3, rival: 1 },
      { code: 'goods', gain: true, good: 'beer', count: 1 },
      { code: 'talers', gain: false, count: -7 },
    ]);
  });

  it('of a Burglar name the victim and the goods taken, and the races they move the seat in', () => {
    const s = withGuest('burglar-1', { victimGoods: { shoes: 3 } });
    const reasons = explain(view(s, 0), take({ victim: 1, goods: { shoes: 2 } }));
    expect(reasons).toContainEqual({ code: 'robs', gain: true, seat: 1, goods: { shoes: 2 } });
    // The bank pays the victim the guildmaster's price of each good taken (Shoemakers: 4 talers): the
    // seat pays nothing, its rival gains, as the game log says.
    expect(reasons).toContainEqual({ code: 'victim-paid', gain: false, seat: 1, count: 8 });
    expect(reasons.filter((r) => r.code === 'talers')).toEqual([]);
    // Two Shoes against the victim's one left and seat 2's one: the lead in the Shoemakers' favour.
    expect(reasons).toContainEqual({ code: 'favour-lead', gain: true, guild: 'shoemakers' });
    // The payment goes; the Shoes taken are no "goods got" beside the robbery.
    expect(reasons.filter((r) => r.code === 'goods')).toEqual([
      { code: 'goods', gain: false, good: 'beer', count: -1 },
      { code: 'goods', gain: false, good: 'pastries', count: -1 },
    ]);
    expectGuildAction(s, take({ victim: 1, goods: { shoes: 2 } }));
  });

  it('of a Guardsman say where each craftsman swapped now lies', () => {
    const s = withGuest('guardsman-1');
    const swap: [string, string] = ['shoemakers-2', 'shoemakers-8'];
    const reasons = expectGuildAction(s, take({ swap }));
    expect(
      reasons
        .find((r) => r.code === 'swaps')!
        .swap!.map((p) => p.tile)
        .sort(),
    ).toEqual(swap);
  });

  it('name the Burglar’s victim and goods, and the Guardsman’s craftsmen, in a hint as anywhere', () => {
    let shown = 0;
    for (const [guest, o] of [
      ['burglar-1', { victimGoods: { shoes: 3, pages: 2 } }],
      ['guardsman-1', {}],
    ] as const) {
      const s = withGuest(guest, o);
      const v = view(s, 0);
      // Every recruit of the guest using its ability, as the hint would explain it, and those the hint shows.
      const hinted = hint(v).options.filter((x) => x.action.type === 'recruit' && x.action.window === 2);
      shown += hinted.length;
      const legal = legalActions(s, 0)
        .filter((a) => a.type === 'recruit' && a.window === 2 && a.ability)
        .map((action) => ({ action, reasons: explain(v, action) }));
      expect(legal.length, guest).toBeGreaterThan(0);
      for (const option of [...hinted, ...legal]) {
        const ability = option.action.type === 'recruit' ? option.action.ability : undefined;
        if (guest === 'burglar-1') {
          if (ability && 'victim' in ability)
            expect(option.reasons).toContainEqual({
              code: 'robs',
              gain: true,
              seat: ability.victim,
              goods: ability.goods,
            });
          else expect(option.reasons.some((r) => r.code === 'robs')).toBe(false);
        } else {
          if (ability) expect(option.reasons.some((r) => r.code === 'swaps')).toBe(true);
          else expect(option.reasons.some((r) => r.code === 'swaps')).toBe(false);
        }
      }
    }
    expect(shown).toBeGreaterThan(0);
  });

  it('of a plan speak of its own guilds only, whatever the hint weighs', () => {
    let plans = 0;
    for (let seed = 1; seed <= 40 && plans < 8; seed++) {
      const s = randomState(MIN_PLAYERS + (seed % PLAYER_COUNTS.length), seed, (seed * 7) % 30);
      if (s.phase !== 'planning') continue;
      const seat = activeSeats(s)[0]!;
      for (const option of hint(view(s, seat), { iterations: 60 }).options) {
        if (option.action.type !== 'plan') continue;
        plans++;
        const planned: readonly GuildId[] = option.action.guilds;
        for (const r of option.reasons) for (const g of guildsNamed(r)) expect(planned).toContain(g);
        expect(option.reasons.some((r) => r.code === 'talers')).toBe(false);
        // The examples at its guilds, taken together, never pay more than the seat has.
        const paid = option.reasons
          .filter((r) => r.code === 'there' && !r.gain)
          .flatMap((r) => r.then ?? [])
          .filter((r) => r.code === 'talers')
          .reduce((sum, r) => sum - (r.count ?? 0), 0);
        expect(paid).toBeLessThanOrEqual(s.seats[seat]!.talers);
      }
    }
    expect(plans).toBeGreaterThan(5);
  });
});
