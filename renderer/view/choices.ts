// The choices the viewing seat has now, shaped for the panels. They come only from the engine's
// legal actions for the seat (legalActions(stateFromView(view), viewer)), so the interface can offer
// nothing the host would refuse; the action finally sent is always one of those legal actions.
import {
  legalActions,
  stateFromView,
  type Ability,
  type Action,
  type GameView,
  type GoodId,
  type GoodsCount,
  type GuildId,
} from '../../engine/index.ts';

export interface PlanningChoices {
  guilds: GuildId[];
  /** The most cards one plan may hold (agents available, guilds in play). */
  maxCards: number;
  canPass: boolean;
}

export interface PaymentChoice {
  payment: GoodsCount;
  /** Ability choices open with this payment; `undefined` = none or "take nothing". */
  abilities: (Ability | undefined)[];
}

export interface WindowChoice {
  window: number;
  payments: PaymentChoice[];
}

export interface TurnChoices {
  guild: GuildId;
  nothing: boolean;
  /** Largest number of goods the seat may sell here; 0 when it cannot sell. */
  sellMax: number;
  /** Every legal purchase. */
  buys: GoodsCount[];
  recruits: WindowChoice[];
}

export function legalFor(view: GameView): Action[] {
  if (view.viewer === null || view.phase === 'finished') return [];
  return legalActions(stateFromView(view), view.viewer);
}

export function planningChoices(actions: readonly Action[]): PlanningChoices | null {
  let canPass = false;
  let maxCards = 0;
  const guilds = new Set<GuildId>();
  for (const a of actions) {
    if (a.type === 'pass') canPass = true;
    if (a.type === 'plan') {
      maxCards = Math.max(maxCards, a.guilds.length);
      for (const g of a.guilds) guilds.add(g);
    }
  }
  if (!canPass && maxCards === 0) return null;
  return { guilds: [...guilds], maxCards, canPass };
}

export function turnChoices(view: GameView, actions: readonly Action[]): TurnChoices | null {
  const guild = view.resolving?.guild;
  if (!guild || !actions.some((a) => a.type === 'nothing')) return null;
  const choices: TurnChoices = { guild, nothing: true, sellMax: 0, buys: [], recruits: [] };
  const windows = new Map<number, Map<string, PaymentChoice>>();
  for (const a of actions) {
    if (a.type === 'sell') choices.sellMax = Math.max(choices.sellMax, a.count);
    else if (a.type === 'buy') choices.buys.push(a.goods);
    else if (a.type === 'recruit' && !a.toFront) {
      // toFront is free either way: each recruit appears with both values.
      let payments = windows.get(a.window);
      if (!payments) windows.set(a.window, (payments = new Map()));
      const key = goodsKey(a.payment);
      let choice = payments.get(key);
      if (!choice) payments.set(key, (choice = { payment: a.payment, abilities: [] }));
      choice.abilities.push(a.ability);
    }
  }
  choices.recruits = [...windows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([window, payments]) => ({ window, payments: [...payments.values()] }));
  return choices;
}

/** A canonical text for a goods count, to compare and to key lists. */
export function goodsKey(goods: GoodsCount): string {
  return Object.entries(goods)
    .filter(([, n]) => (n ?? 0) > 0)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([g, n]) => `${g}:${n}`)
    .join(',');
}

export function goodsTotal(goods: GoodsCount): number {
  let n = 0;
  for (const v of Object.values(goods)) n += v ?? 0;
  return n;
}

/**
 * The legal action equal to `wanted`, or null. Panels build actions from the player's picks and send
 * only what this returns.
 */
export function matchLegal(actions: readonly Action[], wanted: Action): Action | null {
  const key = actionKey(wanted);
  return actions.find((a) => actionKey(a) === key) ?? null;
}

function actionKey(a: Action): string {
  switch (a.type) {
    case 'plan':
      return `plan|${a.seat}|${[...a.guilds].sort().join(',')}`;
    case 'pass':
    case 'nothing':
      return `${a.type}|${a.seat}`;
    case 'sell':
      return `sell|${a.seat}|${a.count}`;
    case 'buy':
      return `buy|${a.seat}|${goodsKey(a.goods)}`;
    case 'recruit':
      return `recruit|${a.seat}|${a.window}|${goodsKey(a.payment)}|${a.toFront}|${abilityKey(a.ability)}`;
  }
}

export function abilityKey(ability: Ability | undefined): string {
  if (!ability) return '-';
  if ('victim' in ability) return `victim:${ability.victim}:${goodsKey(ability.goods)}`;
  if ('swap' in ability) return `swap:${[...ability.swap].sort().join('/')}`;
  if ('good' in ability) return `good:${ability.good}`;
  return `guild:${ability.guild}`;
}

/**
 * Whether adding one more `good` to a purchase in progress can still lead to a legal purchase;
 * the buy panel's + buttons use it.
 */
export function canAddToBuy(buys: readonly GoodsCount[], current: GoodsCount, good: GoodId): boolean {
  const next = { ...current, [good]: (current[good] ?? 0) + 1 };
  return buys.some((b) => Object.entries(next).every(([g, n]) => (b[g as GoodId] ?? 0) >= (n ?? 0)));
}
