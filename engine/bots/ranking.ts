// One move ahead: every sensible action at the guild being resolved, each applied and its position
// evaluated. Purchases are grown one good at a time from the best smaller one. Recruits can number in
// the thousands (payments × Burglar loot or Guardsman swaps × moving to the front), so each window is
// searched in stages: the best payments first, then the best ability for them, then whether to move
// to the front.
import { apply } from '../apply.ts';
import { legalActionGroups, type ActionGroup } from '../legal.ts';
import type { Action, GameState, GoodId, GoodsCount } from '../model/types.ts';
import { evaluate } from './evaluate.ts';

export interface Scored {
  action: Action;
  value: number;
}

/** Payments kept per lodgings window after the first stage. */
const PAYMENTS_KEPT = 2;

/** The seat's candidate actions now, best first, each with its one-move-ahead value. */
export function rankActions(s: GameState, seat: number): Scored[] {
  const out: Scored[] = [];
  const recruitsByWindow = new Map<number, ActionGroup[]>();
  // Purchase groups come by size, smallest first.
  let bestBuy: GoodsCount = {};
  for (const group of legalActionGroups(s, seat)) {
    const first = group.at(0);
    if (first.type === 'buy') {
      bestBuy = rankBuys(s, seat, group, bestBuy, out);
    } else if (first.type === 'recruit') {
      const list = recruitsByWindow.get(first.window) ?? [];
      list.push(group);
      recruitsByWindow.set(first.window, list);
    } else {
      for (let i = 0; i < group.size; i++) out.push(scored(s, seat, group.at(i)));
    }
  }
  for (const groups of recruitsByWindow.values()) out.push(...rankRecruits(s, seat, groups));
  return out.sort(byValue);
}

/** Scores the purchases of one size that add a good to `smaller`; returns the best of them. */
function rankBuys(
  s: GameState,
  seat: number,
  group: ActionGroup,
  smaller: GoodsCount,
  out: Scored[],
): GoodsCount {
  let best: Scored | null = null;
  for (let i = 0; i < group.size; i++) {
    const action = group.at(i) as Extract<Action, { type: 'buy' }>;
    if (!contains(action.goods, smaller)) continue;
    const candidate = scored(s, seat, action);
    out.push(candidate);
    if (!best || candidate.value > best.value) best = candidate;
  }
  return best ? (best.action as Extract<Action, { type: 'buy' }>).goods : smaller;
}

function contains(goods: GoodsCount, part: GoodsCount): boolean {
  for (const key of Object.keys(part) as GoodId[]) if ((goods[key] ?? 0) < (part[key] ?? 0)) return false;
  return true;
}

/** A window's recruits: each group is one payment, spanning (ability × toFront), toFront odd. */
function rankRecruits(s: GameState, seat: number, groups: ActionGroup[]): Scored[] {
  const payments = groups.map((group, i) => ({ i, value: scored(s, seat, group.at(0)).value }));
  payments.sort(byValue);
  const out: Scored[] = [];
  for (const { i } of payments.slice(0, PAYMENTS_KEPT)) {
    const group = groups[i]!;
    let best: Scored | null = null;
    for (let k = 0; k < group.size; k += 2) {
      const candidate = scored(s, seat, group.at(k));
      if (!best || candidate.value > best.value) best = { action: candidate.action, value: candidate.value };
    }
    const chosen = best!;
    const action = chosen.action as Extract<Action, { type: 'recruit' }>;
    out.push(chosen, scored(s, seat, { ...action, toFront: true }));
  }
  return out;
}

function scored(s: GameState, seat: number, action: Action): Scored {
  const result = apply(s, action);
  if (!result.ok) throw new Error(`bot built an illegal action: ${result.error}`);
  return { action, value: evaluate(result.state, seat) };
}

function byValue(a: { value: number }, b: { value: number }): number {
  return b.value - a.value;
}
