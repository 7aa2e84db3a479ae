// legalActions(state, seat): every action the seat may take now, each distinct recruit payment and
// ability choice included. Everything listed is accepted by apply; nothing else is.
// The actions come in counted groups, each described by a few numbers (its kind, size and what its
// actions share) from which its i-th action is built alone: a uniformly random legal action (bench, bot
// rollouts) describes the groups and builds the one action it draws.
import { GUILDS, WINDOWS, tile } from './model/components.ts';
import { multisetCounts, nthMultiset, toGoodsCount } from './model/goods.ts';
import { goodsLeft, nthPayment, paymentCount, payments } from './rules/recruit.ts';
import { abilityChoice, abilityChoices, abilityCount } from './rules/townsmen.ts';
import { buyLimit } from './rules/trade.ts';
import { agentsAvailable, currentActor, price } from './model/state.ts';
import type { Ability, Action, GameState, GuildId, TownsmanType } from './model/types.ts';

/** A set of legal actions that can be counted without building them all. */
export interface ActionGroup {
  size: number;
  at: (i: number) => Action;
}

/** A group of legal actions in plain fields: enough to count it and to build its i-th action. */
interface Group {
  kind: 'nothing' | 'sell' | 'buy' | 'recruit' | 'peddler' | 'pass' | 'plan';
  size: number;
  seat: number;
  /** How many goods a purchase buys; a recruit's window. */
  n: number;
  /** The guild being resolved. */
  guild: number;
  /** A recruit's guest, if a townsman. */
  type: TownsmanType | null;
  /** A recruit's actions per payment: its ability choices, each staying or moving to the front. */
  perPayment: number;
  /** A Peddler's group: its one payment (the Peddler's choices depend on it). */
  paid: number[] | null;
}

/** Groups described for a random action, reused from one call to the next. */
const POOL: Group[] = [];

export function legalActions(s: GameState, seat: number): Action[] {
  const out: Action[] = [];
  for (const group of legalActionGroups(s, seat)) for (let i = 0; i < group.size; i++) out.push(group.at(i));
  return out;
}

/** A uniformly chosen legal action; `pick(n)` returns an integer in [0, n). Null when the seat has none. */
export function randomLegalAction(s: GameState, seat: number, pick: (n: number) => number): Action | null {
  const count = describe(s, seat, POOL);
  let n = 0;
  for (let k = 0; k < count; k++) n += POOL[k]!.size;
  if (n === 0) return null;
  // Taken as a small integer: the caller's arithmetic may hand over a double, which would otherwise reach
  // the action's numbers and the state's (a sale's count, then talers), slowing every later use.
  let i = pick(n) | 0;
  for (let k = 0; k < count; k++) {
    const group = POOL[k]!;
    if (i < group.size) return actionAt(s, group, i);
    i -= group.size;
  }
  return null;
}

export function legalActionGroups(s: GameState, seat: number): ActionGroup[] {
  const count = describe(s, seat, POOL);
  const out: ActionGroup[] = [];
  for (let k = 0; k < count; k++) out.push(actionGroup(s, { ...POOL[k]! }));
  return out;
}

/**
 * A group as callers keep it. A recruit group asked for more than one action (a list, a ranking) lists
 * its payments and ability choices once rather than find each anew.
 */
function actionGroup(s: GameState, group: Group): ActionGroup {
  if (group.kind !== 'recruit') return { size: group.size, at: (i) => actionAt(s, group, i) };
  const { seat, n: window, guild, type, perPayment } = group;
  const goods = s.seats[seat]!.goods;
  let asked = false;
  let paying: number[][] | null = null;
  let abilities: (Ability | undefined)[] | null = null;
  return {
    size: group.size,
    at: (i) => {
      if (!asked) {
        asked = true;
        return actionAt(s, group, i);
      }
      paying ??= payments(goods, window, guild);
      abilities ??= type === null ? NO_CHOICE : abilityChoices(s, seat, type, goods);
      const payment = paying[(i / perPayment) | 0]!;
      return recruitAction(seat, window, payment, i, abilities[(i % perPayment) >> 1]);
    },
  };
}

const NO_CHOICE: (Ability | undefined)[] = [undefined];

/** Writes the seat's groups into `out` (its objects reused); how many there are. */
function describe(s: GameState, seat: number, out: Group[]): number {
  if (s.phase === 'planning') return planning(s, seat, out);
  if (s.phase !== 'action' || !s.resolving || currentActor(s) !== seat) return 0;
  const g = s.resolving.guild;
  const p = s.seats[seat]!;
  let k = 0;
  set(out, k++, 'nothing', 1, seat, 0, g);
  const have = p.goods[g]!;
  if (have > 0) set(out, k++, 'sell', have, seat, 0, g);
  const unit = price(s, g);
  // Integer arithmetic (talers are never negative): a double here would reach the groups' numbers.
  const limit = buyLimit(s);
  const affordable = unit > 0 ? (p.talers / unit) | 0 : limit;
  const most = affordable < limit ? affordable : limit;
  const storehouse = s.guilds[g]!.storehouse;
  // Purchases by number of goods, fewest first.
  if (most > 0) {
    const sizes = multisetCounts(storehouse, most);
    for (let n = 1; n <= most; n++) if (sizes[n]! > 0) set(out, k++, 'buy', sizes[n]!, seat, n, g);
  }
  const lodgings = s.guilds[g]!.lodgings;
  for (let w = 1; w <= WINDOWS; w++) {
    const guest = lodgings[w - 1];
    if (!guest) continue;
    const info = tile(guest);
    const type: TownsmanType | null = info.kind === 'townsman' ? info.type : null;
    if (type === 'peddler') {
      // The Peddler's good must come from what is left after paying: its choices depend on the payment.
      for (const paid of payments(p.goods, w, g)) {
        const choices = abilityCount(s, seat, type, goodsLeft(p.goods, paid));
        set(out, k, 'peddler', choices * 2, seat, w, g, type, choices * 2);
        out[k++]!.paid = paid;
      }
      continue;
    }
    const paying = paymentCount(p.goods, w, g);
    if (paying === 0) continue;
    const perPayment = (type === null ? 1 : abilityCount(s, seat, type, p.goods)) * 2;
    set(out, k++, 'recruit', paying * perPayment, seat, w, g, type, perPayment);
  }
  return k;
}

function set(
  out: Group[],
  k: number,
  kind: Group['kind'],
  size: number,
  seat: number,
  n: number,
  guild: number,
  type: TownsmanType | null = null,
  perPayment = 0,
): void {
  const group = (out[k] ??= {
    kind,
    size,
    seat,
    n,
    guild,
    type,
    perPayment,
    paid: null,
  });
  group.kind = kind;
  group.size = size;
  group.seat = seat;
  group.n = n;
  group.guild = guild;
  group.type = type;
  group.perPayment = perPayment;
  group.paid = null;
}

/** The group's i-th action, built alone. */
function actionAt(s: GameState, group: Group, i: number): Action {
  const seat = group.seat;
  switch (group.kind) {
    case 'nothing':
      return { type: 'nothing', seat };
    case 'sell':
      return { type: 'sell', seat, count: i + 1 };
    case 'buy':
      return {
        type: 'buy',
        seat,
        goods: toGoodsCount(nthMultiset(s.guilds[group.guild]!.storehouse, group.n, i)),
      };
    case 'recruit': {
      const goods = s.seats[seat]!.goods;
      const a = (i % group.perPayment) >> 1;
      const ability = group.type === null ? undefined : abilityChoice(s, seat, group.type, goods, a);
      const payment = nthPayment(goods, group.n, group.guild, (i / group.perPayment) | 0);
      return recruitAction(seat, group.n, payment, i, ability);
    }
    case 'peddler': {
      const left = goodsLeft(s.seats[seat]!.goods, group.paid!);
      return recruitAction(seat, group.n, group.paid!, i, abilityChoice(s, seat, 'peddler', left, i >> 1));
    }
    case 'pass':
      return { type: 'pass', seat };
    case 'plan':
      return { type: 'plan', seat, guilds: SUBSETS[s.guilds.length]![i]!.slice() };
  }
}

/** A window's recruit with this payment and ability: odd indexes of a group move to the front. */
function recruitAction(
  seat: number,
  window: number,
  paid: readonly number[],
  i: number,
  ability: Ability | undefined,
): Action {
  const payment = toGoodsCount(paid);
  const toFront = (i & 1) === 1;
  return ability === undefined
    ? { type: 'recruit', seat, window, payment, toFront }
    : { type: 'recruit', seat, window, payment, toFront, ability };
}

/** Non-empty guild subsets per number of guilds in play, smallest first. */
const SUBSETS: GuildId[][][] = [];
/** How many of them a seat with so many agents may plan, per number of guilds and agents. */
const PLANNABLE: number[][] = [];

function plannable(guilds: number, agents: number): number {
  if (!SUBSETS[guilds]) {
    const list: GuildId[][] = [];
    for (let mask = 1; mask < 1 << guilds; mask++) {
      list.push(GUILDS.slice(0, guilds).filter((_, g) => mask & (1 << g)));
    }
    list.sort((a, b) => a.length - b.length);
    SUBSETS[guilds] = list;
    const counts: number[] = [];
    for (let most = 0; most <= guilds; most++) {
      let size = 0;
      while (size < list.length && list[size]!.length <= most) size++;
      counts.push(size);
    }
    PLANNABLE[guilds] = counts;
  }
  return PLANNABLE[guilds]![Math.min(agents, guilds)]!;
}

function planning(s: GameState, seat: number, out: Group[]): number {
  const p = s.seats[seat];
  if (!p || p.finished || p.plan !== null) return 0;
  set(out, 0, 'pass', 1, seat, 0, 0);
  set(out, 1, 'plan', plannable(s.guilds.length, agentsAvailable(p)), seat, 0, 0);
  return 2;
}
