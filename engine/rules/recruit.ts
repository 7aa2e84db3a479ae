// Recruiting a guest from a guild's lodgings: pay the window's price into the storehouse, take the
// guest (agent+, star/moon effects), earn a taler per agent on the roof, and optionally move to the
// front of the turn order.
import { GOODS, GUILDS, WINDOWS, tile } from '../components.ts';
import type { GameEvent } from '../events.ts';
import { covers, describeGoods, moveGoods, multisets, readGoods, toGoodsCount, total } from '../goods.ts';
import { guildName } from '../state.ts';
import type { Ability, Action, GameState, TileId, TownsmanType } from '../types.ts';
import { gainAgent } from './agents.ts';
import { reshuffleGuest } from './guests.ts';
import { abilityChoices, checkAbility, hasChoice, loadPeddler, placeMayor, resolveStar } from './townsmen.ts';

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
  const after = afterTaking(s, seat, guild, w, read.value);
  const problem = checkAbility(after, seat, info.kind === 'townsman' ? info.type : null, action.ability);
  return problem ? `${guest}: ${problem}` : null;
}

/**
 * The table as it is once the price is paid and the guest taken, where abilities are judged.
 * A shallow copy: only the paying seat's goods and the guild's lodgings differ from `s`.
 */
function afterTaking(
  s: GameState,
  seat: number,
  guild: number,
  window: number,
  payment: readonly number[],
): GameState {
  const goods = s.seats[seat]!.goods.map((n, g) => n - (payment[g] ?? 0));
  const lodgings = s.guilds[guild]!.lodgings.map((t, i) => (i === window - 1 ? null : t));
  return {
    ...s,
    seats: s.seats.map((p, i) => (i === seat ? { ...p, goods } : p)),
    guilds: s.guilds.map((g, i) => (i === guild ? { ...g, lodgings } : g)),
  };
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
  const p = s.seats[seat]!;
  const info = tile(guest);
  if (info.kind === 'craftsman') {
    p.tiles.push(guest);
    if (info.agentPlus) gainAgent(s, seat, 'craftsman', events);
    return;
  }
  if (info.trigger === 'star') {
    resolveStar(s, seat, info.type, ability, events);
    reshuffleGuest(s, guest, events);
  } else if (info.type === 'mayor') {
    placeMayor(s, seat, guest, (ability as { guild: string }).guild, events);
  } else if (info.type === 'peddler') {
    if (ability && 'good' in ability) loadPeddler(s, seat, guest, ability.good, events);
    else reshuffleGuest(s, guest, events);
  } else {
    p.tiles.push(guest);
  }
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
 * Every legal recruit at the guild for the seat: each window's payments × ability choices × moving to
 * the front or not. Actions share their ability objects: treat them as read-only.
 */
const NO_CHOICE: (Ability | undefined)[] = [undefined];

export function recruitGroups(s: GameState, seat: number, guild: number): ActionGroup[] {
  const out: ActionGroup[] = [];
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
        out.push(
          windowGroup(
            seat,
            w,
            [payment],
            abilityChoices(afterTaking(s, seat, guild, w, payment), seat, type),
          ),
        );
      }
    } else if (paying.length > 0) {
      const none = new Array<number>(goods.length).fill(0);
      const abilities = hasChoice(type)
        ? abilityChoices(afterTaking(s, seat, guild, w, none), seat, type)
        : NO_CHOICE;
      out.push(windowGroup(seat, w, paying, abilities));
    }
  }
  return out;
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
