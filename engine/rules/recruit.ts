// Recruiting a guest from a guild's lodgings: pay the window's price into the storehouse, take the
// guest (agent+, star/moon effects), earn a taler per agent on the roof, and optionally move to the
// front of the turn order.
import { GOODS, GUILDS, WINDOWS, tile } from '../model/components.ts';
import type { GameEvent } from '../model/events.ts';
import {
  covers,
  describeGoods,
  moveGoods,
  multisets,
  readGoods,
  toGoodsCount,
  total,
} from '../model/goods.ts';
import { guildName } from '../model/state.ts';
import type { Ability, Action, GameState, TileId, TownsmanType } from '../model/types.ts';
import { gainAgent } from './agents.ts';
import { TOWNSMEN, abilityChoices, checkAbility } from './townsmen.ts';

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
  return WINDOW_PRICES[window - 1]!.some(([o, a]) => n === o + a && ownPaid >= o);
}

/** Every distinct payment the seat can make for a window of the guild. */
export function payments(goods: readonly number[], window: number, own: number): number[][] {
  const out: number[][] = [];
  for (const [o, a] of WINDOW_PRICES[window - 1]!) {
    if ((goods[own] ?? 0) < o) continue;
    if (a === 0) {
      const only = new Array<number>(goods.length).fill(0);
      only[own] = o;
      out.push(only);
      continue;
    }
    const rest = goods.slice();
    rest[own]! -= o;
    for (const m of multisets(rest, a)) {
      m[own]! += o;
      out.push(m);
    }
  }
  return out;
}

export interface RecruitChoice {
  window: number;
  payment: number[];
  toFront: boolean;
  ability: Ability | undefined;
}

export function checkRecruit(
  s: GameState,
  seat: number,
  guild: number,
  action: Record<string, unknown>,
): string | null {
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
  const left = goodsLeft(s, seat, read.value);
  const problem = checkAbility(s, seat, info.kind === 'townsman' ? info.type : null, left, action.ability);
  return problem ? `${guest}: ${problem}` : null;
}

/**
 * The seat's goods once the price is paid, where abilities are judged. The guest taken from the
 * lodgings changes no choice: it is a townsman, and the Guardsman reaches craftsmen only.
 */
function goodsLeft(s: GameState, seat: number, payment: readonly number[]): number[] {
  const goods = s.seats[seat]!.goods;
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
  s.seats[seat]!.tiles.push(guest);
  if (info.agentPlus) gainAgent(s, seat, 'craftsman', events);
}

/** A set of legal actions that can be counted without building them all. */
export interface ActionGroup {
  size: number;
  at: (i: number) => Action;
}

// Built from an argument rather than an object-literal method: hot path, no per-call function naming.
export function group(size: number, at: (i: number) => Action): ActionGroup {
  return { size, at };
}

/**
 * Adds every legal recruit at the guild for the seat to `out`: each window's payments × ability choices ×
 * moving to the front or not. Actions share their ability objects: treat them as read-only.
 */
const NO_CHOICE: (Ability | undefined)[] = [undefined];

export function recruitGroups(s: GameState, seat: number, guild: number, out: ActionGroup[]): void {
  const goods = s.seats[seat]!.goods;
  for (let w = 1; w <= WINDOWS; w++) {
    const guest = s.guilds[guild]!.lodgings[w - 1];
    if (!guest) continue;
    const info = tile(guest);
    const type: TownsmanType | null = info.kind === 'townsman' ? info.type : null;
    const paying = payments(goods, w, guild);
    if (type === 'peddler') {
      // The Peddler's good must come from what is left after paying: its choices depend on the payment.
      for (const payment of paying) {
        out.push(windowGroup(seat, w, [payment], abilityChoices(s, seat, type, goodsLeft(s, seat, payment))));
      }
    } else if (paying.length > 0) {
      const abilities = type === null ? NO_CHOICE : abilityChoices(s, seat, type, goods);
      out.push(windowGroup(seat, w, paying, abilities));
    }
  }
}

/** Every payment × ability × (stay, move to the front) of one window. */
function windowGroup(
  seat: number,
  window: number,
  paying: number[][],
  abilities: (Ability | undefined)[],
): ActionGroup {
  const perPayment = abilities.length * 2;
  return group(paying.length * perPayment, (i) => {
    const payment = toGoodsCount(paying[Math.floor(i / perPayment)]!);
    const ability = abilities[(i % perPayment) >> 1];
    const toFront = (i & 1) === 1;
    return ability === undefined
      ? { type: 'recruit', seat, window, payment, toFront }
      : { type: 'recruit', seat, window, payment, toFront, ability };
  });
}

function priceText(window: number, own: number): string {
  const good = GOODS[own]!;
  return WINDOW_PRICES[window - 1]!.map(([o, a]) =>
    a ? `${o} ${good} + ${a} of any good` : `${o} ${good}`,
  ).join(', or ');
}
