// legalActions(state, seat): every action the seat may take now, each distinct recruit payment and
// ability choice included. Everything listed is accepted by apply; nothing else is.
// The actions are built in counted groups, so that a uniformly random legal action (bench, bot
// rollouts) costs no more than the group it falls in.
import { GUILDS } from './model/components.ts';
import { multisetTable, nthMultiset, toGoodsCount } from './model/goods.ts';
import { group, recruitGroups, type ActionGroup } from './rules/recruit.ts';
import { buyLimit } from './rules/trade.ts';
import { agentsAvailable, currentActor, price } from './model/state.ts';
import type { Action, GameState, GuildId } from './model/types.ts';

export type { ActionGroup };

export function legalActions(s: GameState, seat: number): Action[] {
  const out: Action[] = [];
  for (const group of legalActionGroups(s, seat)) for (let i = 0; i < group.size; i++) out.push(group.at(i));
  return out;
}

/** A uniformly chosen legal action; `pick(n)` returns an integer in [0, n). Null when the seat has none. */
export function randomLegalAction(s: GameState, seat: number, pick: (n: number) => number): Action | null {
  const groups = legalActionGroups(s, seat);
  let n = 0;
  for (const group of groups) n += group.size;
  if (n === 0) return null;
  let i = pick(n);
  for (const group of groups) {
    if (i < group.size) return group.at(i);
    i -= group.size;
  }
  return null;
}

export function legalActionGroups(s: GameState, seat: number): ActionGroup[] {
  if (s.phase === 'planning') return planningGroups(s, seat);
  if (s.phase !== 'action' || !s.resolving || currentActor(s) !== seat) return [];
  const g = s.resolving.guild;
  const p = s.seats[seat]!;
  const groups: ActionGroup[] = [group(1, () => ({ type: 'nothing', seat }))];
  const have = p.goods[g]!;
  if (have > 0) groups.push(group(have, (i) => ({ type: 'sell', seat, count: i + 1 })));
  const unit = price(s, g);
  const most = Math.min(buyLimit(s), unit > 0 ? Math.floor(p.talers / unit) : Infinity);
  if (most > 0) {
    const storehouse = s.guilds[g]!.storehouse;
    const table = multisetTable(storehouse, most);
    for (let n = 1; n <= most; n++) {
      const size = table[0]![n]!;
      if (size > 0)
        groups.push(
          group(size, (i) => ({
            type: 'buy',
            seat,
            goods: toGoodsCount(nthMultiset(storehouse, table, n, i)),
          })),
        );
    }
  }
  recruitGroups(s, seat, g, groups);
  return groups;
}

/** Non-empty guild subsets per number of guilds in play, smallest first. */
const SUBSETS: GuildId[][][] = [];

function subsetsBySize(guilds: number): GuildId[][] {
  let list = SUBSETS[guilds];
  if (!list) {
    list = [];
    for (let mask = 1; mask < 1 << guilds; mask++) {
      list.push(GUILDS.slice(0, guilds).filter((_, g) => mask & (1 << g)));
    }
    list.sort((a, b) => a.length - b.length);
    SUBSETS[guilds] = list;
  }
  return list;
}

function planningGroups(s: GameState, seat: number): ActionGroup[] {
  const p = s.seats[seat];
  if (!p || p.finished || p.plan !== null) return [];
  const subsets = subsetsBySize(s.guilds.length);
  const max = agentsAvailable(p);
  let size = 0;
  while (size < subsets.length && subsets[size]!.length <= max) size++;
  return [
    group(1, () => ({ type: 'pass', seat })),
    group(size, (i) => ({ type: 'plan', seat, guilds: subsets[i]!.slice() })),
  ];
}
