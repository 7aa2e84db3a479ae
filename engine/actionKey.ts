// One string per distinct action, whatever order its lists and goods come in: legalActions lists every
// action in this canonical form, and two actions with one effect have one key (tests, search trees).
import { GOODS, GUILDS } from './model/components.ts';
import { canonicalSwap } from './rules/thieves.ts';
import type { Ability, Action, GoodsCount } from './model/types.ts';

export function actionKey(action: Action): string {
  switch (action.type) {
    case 'plan':
      return `plan|${action.seat}|${planKey(action.guilds)}`;
    case 'sell':
      return `sell|${action.seat}|${action.count}`;
    case 'buy':
      return `buy|${action.seat}|${goodsKey(action.goods)}`;
    case 'recruit': {
      const base = `recruit|${action.seat}|${action.window}|${goodsKey(action.payment)}|${action.toFront}`;
      return action.ability ? `${base}|${abilityKey(action.ability)}` : base;
    }
    default:
      return `${action.type}|${action.seat}`;
  }
}

function planKey(guilds: readonly string[]): string {
  let key = '';
  for (const g of GUILDS) if (guilds.includes(g)) key += key ? `,${g}` : g;
  return key;
}

function goodsKey(goods: GoodsCount): string {
  let key = '';
  for (const g of GOODS) {
    const n = goods[g];
    if (n) key += `${g}${n}`;
  }
  return key;
}

function abilityKey(a: Ability): string {
  if ('victim' in a) return `victim${a.victim}:${goodsKey(a.goods)}`;
  if ('swap' in a) return `swap:${canonicalSwap(a.swap[0], a.swap[1]).join(',')}`;
  if ('good' in a) return `good:${a.good}`;
  return `guild:${a.guild}`;
}
