// Recruiting a guest from a guild's lodgings: pay the window's price into the storehouse, take the
// guest (agent+, star/moon effects), earn a taler per agent on the roof, and optionally move to the
// front of the turn order.
import { GOODS, GUILDS, WINDOWS, tile } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import {
  covers,
  describeGoods,
  moveGoods,
  forEachMultiset,
  multisetCount,
  nthMultiset,
  readGoods,
  toGoodsCount,
  total,
} from '../model/goods.ts';
import { guildName, keepTile } from '../model/state.ts';
import type { Ability, GameState, TileId } from '../model/types.ts';
import { gainAgent } from './agents.ts';
import { TOWNSMEN, checkAbility } from './townsmen.ts';
import { zeros } from '../model/lists.ts';

/** Window prices as [own goods, goods of any type] alternatives, windows 1 to 4. */
export const WINDOW_PRICES: readonly (readonly [number, number])[][] = [
  [[1, 0]],
  [[1, 1]],
  [
    [2, 0],
    [1, 2],
  ],
  [
    [3, 0],
    [2, 2],
  ],
];

export function paymentFits(window: number, own: number, payment: readonly number[]): boolean {
  const n = total(payment);
  const ownPaid = payment[own] ?? 0;
  for (const [o, a] of WINDOW_PRICES[window - 1]!) if (n === o + a && ownPaid >= o) return true;
  return false;
}

/** Every distinct payment the seat can make for a window of the guild. */
export function payments(goods: readonly number[], window: number, own: number): number[][] {
  const out: number[][] = [];
  forEachPayment(goods, window, own, (payment) => out.push(payment.slice()));
  return out;
}

/**
 * Calls `visit` with each of `payments(goods, window, own)` in turn, in one list that changes between
 * calls (copy what is kept).
 */
export function forEachPayment(
  goods: readonly number[],
  window: number,
  own: number,
  visit: (payment: number[]) => void,
): void {
  for (const [o, a] of WINDOW_PRICES[window - 1]!) {
    if ((goods[own] ?? 0) < o) continue;
    if (a === 0) {
      const only = zeros(goods.length);
      only[own] = o;
      visit(only);
      continue;
    }
    const rest = goods.slice();
    rest[own]! -= o;
    forEachMultiset(rest, a, (m) => {
      m[own]! += o;
      visit(m);
      m[own]! -= o;
    });
  }
}

/** The `i`-th of `payments`, built alone. */
export function nthPayment(goods: readonly number[], window: number, own: number, i: number): number[] {
  const alternatives = WINDOW_PRICES[window - 1]!;
  for (let k = 0; k < alternatives.length; k++) {
    const o = alternatives[k]![0];
    const a = alternatives[k]![1];
    if (goods[own]! < o) continue;
    if (a === 0) {
      if (i === 0) {
        const only = zeros(goods.length);
        only[own] = o;
        return only;
      }
      i--;
      continue;
    }
    const rest = less(goods, own, o);
    const n = multisetCount(rest, a);
    if (i < n) {
      const m = nthMultiset(rest, a, i);
      m[own]! += o;
      return m;
    }
    i -= n;
  }
  throw new Error(`no payment ${i} for window ${window}`);
}

/** The seat's goods less a window's own goods, where the rest of a price is drawn; per length, reused. */
const REST: number[][] = [];

/** The goods less `n` of type `own`, in a list reused by the next call. */
function less(goods: readonly number[], own: number, n: number): number[] {
  const rest = (REST[goods.length] ??= new Array<number>(goods.length));
  for (let g = 0; g < goods.length; g++) rest[g] = goods[g]!;
  rest[own]! -= n;
  return rest;
}

/** How many payments `payments` lists, counted without building them. */
export function paymentCount(goods: readonly number[], window: number, own: number): number {
  const alternatives = WINDOW_PRICES[window - 1]!;
  let n = 0;
  for (let k = 0; k < alternatives.length; k++) {
    const o = alternatives[k]![0];
    const a = alternatives[k]![1];
    if (goods[own]! < o) continue;
    if (a === 0) {
      n++;
      continue;
    }
    n += multisetCount(goods, a, own, o);
  }
  return n;
}

export interface RecruitChoice {
  window: number;
  payment: number[];
  toFront: boolean;
  ability: Ability | undefined;
}

/** Why the recruit is not legal now, or its payment (counts per type). */
export function checkRecruit(
  s: GameState,
  seat: number,
  guild: number,
  action: Record<string, unknown>,
): string | number[] {
  const w = action.window;
  if (typeof w !== 'number' || !Number.isInteger(w) || w < 1 || w > WINDOWS) return 'window is 1 to 4';
  const guest = s.guilds[guild]!.lodgings[w - 1];
  if (!guest) return `window ${w} of the ${GUILDS[guild]} lodgings is empty`;
  if (typeof action.toFront !== 'boolean') return 'toFront must be true or false';
  const read = readGoods(action.payment, s.guilds.length);
  if (!read.ok) return `payment: ${read.error}`;
  if (!paymentFits(w, guild, read.value)) {
    return `${describeGoods(read.value)} is not the price of window ${w}: ${priceText(w, guild)}`;
  }
  if (!covers(s.seats[seat]!.goods, read.value)) return `you do not have ${describeGoods(read.value)}`;
  const info = tile(guest);
  const left = goodsLeft(s.seats[seat]!.goods, read.value);
  const problem = checkAbility(s, seat, info.kind === 'townsman' ? info.type : null, left, action.ability);
  return problem ? `${guest}: ${problem}` : read.value;
}

/**
 * The seat's goods once the price is paid, where abilities are judged. The guest taken from the
 * lodgings changes no choice: it is a townsman, and the Guardsman reaches craftsmen only.
 */
export function goodsLeft(goods: readonly number[], payment: readonly number[]): number[] {
  const left = new Array<number>(goods.length);
  for (let g = 0; g < goods.length; g++) left[g] = goods[g]! - (payment[g] ?? 0);
  return left;
}

export function doRecruit(
  s: GameState,
  seat: number,
  guild: number,
  choice: RecruitChoice,
  events: GameEvent[],
): void {
  const p = s.seats[seat]!;
  const g = s.guilds[guild]!;
  const guest = g.lodgings[choice.window - 1]!;
  moveGoods(p.goods, g.storehouse, choice.payment);
  g.lodgings[choice.window - 1] = null;
  const bonus = g.roof.reduce((a, b) => a + b, 0);
  events.push({
    type: 'recruited',
    seat,
    guild: guildName(guild),
    window: choice.window,
    tile: guest,
    payment: toGoodsCount(choice.payment),
    bonus,
  });
  takeGuest(s, seat, guest, choice.ability, events);
  p.talers += bonus;
  if (choice.toFront) {
    s.turnOrder = [seat, ...s.turnOrder.filter((x) => x !== seat)];
    events.push({ type: 'movedToFront', seat, turnOrder: s.turnOrder.slice() });
  }
}

function takeGuest(
  s: GameState,
  seat: number,
  guest: TileId,
  ability: Ability | undefined,
  events: GameEvent[],
): void {
  const info = tile(guest);
  if (info.kind === 'townsman') {
    TOWNSMEN[info.type].recruited(s, seat, guest, ability, events);
    return;
  }
  keepTile(s.seats[seat]!, guest);
  if (info.agentPlus) gainAgent(s, seat, 'craftsman', events);
}

function priceText(window: number, own: number): string {
  const good = GOODS[own]!;
  return WINDOW_PRICES[window - 1]!.map(([o, a]) =>
    a ? `${o} ${good} + ${a} of any good` : `${o} ${good}`,
  ).join(', or ');
}
