// legalActions(state, seat): every action the seat may take now, each distinct recruit payment and
// ability choice included. Everything listed is accepted by apply; nothing else is.
// The actions are built in counted groups, so that a uniformly random legal action (bench, bot
// rollouts) costs no more than the group it falls in.
import { GUILDS, MAX_PLAYERS } from './model/components.ts';
import { multisetCount, nthMultiset, toGoodsCount } from './model/goods.ts';
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
  const groups: ActionGroup[] = [NOTHING[seat]!];
  const have = p.goods[g]!;
  if (have > 0) groups.push(group(have, (i) => ({ type: 'sell', seat, count: i + 1 })));
  const unit = price(s, g);
  const most = Math.min(buyLimit(s), unit > 0 ? Math.floor(p.talers / unit) : Infinity);
  if (most > 0) buyGroups(seat, s.guilds[g]!.storehouse, most, groups);
  recruitGroups(s, seat, g, groups);
  return groups;
}

/** Purchases of 1 to `most` goods from the storehouse, by size; the goods of one found when it is asked for. */
function buyGroups(seat: number, storehouse: readonly number[], most: number, out: ActionGroup[]): void {
  for (let n = 1; n <= most; n++) {
    const size = multisetCount(storehouse, n);
    if (size > 0)
      out.push(
        group(size, (i) => ({ type: 'buy', seat, goods: toGoodsCount(nthMultiset(storehouse, n, i)) })),
      );
  }
}

/** The groups that are the same whenever a seat may take them. */
const NOTHING: ActionGroup[] = [];
const PASS: ActionGroup[] = [];
for (let seat = 0; seat < MAX_PLAYERS; seat++) {
  NOTHING.push(group(1, () => ({ type: 'nothing', seat })));
  PASS.push(group(1, () => ({ type: 'pass', seat })));
}

/** Non-empty guild subsets per number of guilds in play, smallest first. */
const SUBSETS: GuildId[][][] = [];
/** How many of them a seat with so many agents may plan, per number of guilds and agents. */
const PLANNABLE: number[][] = [];

function subsetsBySize(guilds: number): GuildId[][] {
  let list = SUBSETS[guilds];
  if (!list) {
    list = [];
    for (let mask = 1; mask < 1 << guilds; mask++) {
      list.push(GUILDS.slice(0, guilds).filter((_, g) => mask & (1 << g)));
    }
    list.sort((a, b) => a.length - b.length);
    SUBSETS[guilds] = list;
    const plannable: number[] = [];
    for (let agents = 0; agents <= guilds; agents++) {
      let size = 0;
      while (size < list.length && list[size]!.length <= agents) size++;
      plannable.push(size);
    }
    PLANNABLE[guilds] = plannable;
  }
  return list;
}

function planningGroups(s: GameState, seat: number): ActionGroup[] {
  const p = s.seats[seat];
  if (!p || p.finished || p.plan !== null) return [];
  const guilds = s.guilds.length;
  const subsets = subsetsBySize(guilds);
  const size = PLANNABLE[guilds]![Math.min(agentsAvailable(p), guilds)]!;
  return [PASS[seat]!, group(size, (i) => ({ type: 'plan', seat, guilds: subsets[i]!.slice() }))];
}
