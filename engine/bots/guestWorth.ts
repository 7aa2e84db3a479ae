// The bots' evaluation of guests in the fast policy: a craftsman by what it adds to the majorities, each
// townsman by its row of a table the compiler checks against every townsman type.
import { GOODS, GUILDS, MAX_AGENTS, craftsman, townsman, type TownsmanInfo } from '../model/components.ts';
import { toGoodsCount, total } from '../model/goods.ts';
import { burglarTake } from '../rules/thieves.ts';
import type { Ability, GameState, TownsmanType } from '../model/types.ts';
import { AGENT_PER_ROUND, TALER_PER_ROUND, crestValue, distinctCrests } from './evaluate.ts';
import { chance, craftsmanWorth, goodsWorth, prizeOf, type Outlook } from './outlook.ts';
import { zeros } from '../model/lists.ts';

export interface Worth {
  value: number;
  ability?: Ability;
}

/** A townsman's worth to the seat `o` describes; `left`: the seat's goods after paying for it. */
export type GuestValue = (s: GameState, o: Outlook, t: TownsmanInfo, left: number[]) => Worth;

/** What each townsman adds for the seat when recruited, and the ability choice it comes with. */
export const GUEST_WORTH = {
  councilman: (s, o) => {
    const p = s.seats[o.seat]!;
    return { value: p.agentsTotal < MAX_AGENTS ? AGENT_PER_ROUND * o.roundsAfter + 0.8 : 0 };
  },
  burglar: (s, o) => burglary(s, o),
  guardsman: () => ({ value: 0.3 }),
  musician: (_s, o, t) => ({ value: TALER_PER_ROUND * o.roundsAfter * (t.value ?? 0) }),
  mayor: (_s, o) => {
    const count = o.collections[o.seat]!.count;
    let best = 0;
    for (let g = 1; g < count.length; g++) if (count[g]! > count[best]!) best = g;
    return { value: TALER_PER_ROUND * o.roundsAfter * (count[best]! + 1), ability: { guild: GUILDS[best]! } };
  },
  peddler: (s, o, _t, left) => peddling(s, o, left),
  nobleman: (_s, _o, t) => ({ value: t.value ?? 0 }),
  taxCollector: (s, o) => ({ value: Math.floor(s.seats[o.seat]!.talers / 10) + 0.5 }),
  engraver: (s, o) => {
    const d = distinctCrests(s.seats[o.seat]!);
    return { value: crestValue(d + 1, false) - crestValue(d, false) + 0.5 };
  },
  foreman: (s, o, t) => ({
    value:
      s.seats[o.seat]!.tiles.filter((id) => craftsman(id)?.value === t.value).length + 0.5 * o.roundsAfter,
  }),
  apprentice: () => ({ value: 1.5 }),
} satisfies Record<TownsmanType, GuestValue>;

/** What a guest adds for the seat, and the ability choice it comes with. `left`: goods after paying. */
export function guestWorth(s: GameState, o: Outlook, guest: string, left: number[]): Worth {
  const p = s.seats[o.seat]!;
  const c = craftsman(guest);
  if (c) {
    let value = craftsmanWorth(o, c.guild, c.value);
    if (o.collections[o.seat]!.count[c.guild] === 0) value += 1.5;
    if (c.agentPlus && p.agentsTotal < MAX_AGENTS) value += AGENT_PER_ROUND * o.roundsAfter;
    return { value };
  }
  const t = townsman(guest)!;
  return GUEST_WORTH[t.type](s, o, t, left);
}

/** The Burglar robs the seat with most goods of the two goods worth most to the robber. */
function burglary(s: GameState, o: Outlook): Worth {
  let victim = -1;
  for (let v = 0; v < s.seats.length; v++) {
    if (v === o.seat || burglarTake(s, v) === 0) continue;
    if (victim < 0 || total(s.seats[v]!.goods) > total(s.seats[victim]!.goods)) victim = v;
  }
  if (victim < 0) return { value: 0 };
  const goods = s.seats[victim]!.goods;
  const taken = zeros(goods.length);
  let value = 0;
  for (let k = 0; k < burglarTake(s, victim); k++) {
    let best = -1;
    let gain = -Infinity;
    for (let t = 0; t < goods.length; t++) {
      if (goods[t]! - taken[t]! <= 0) continue;
      const x = goodsWorth(s, o, t, taken[t]! + 1) - goodsWorth(s, o, t, taken[t]!);
      if (x > gain) {
        gain = x;
        best = t;
      }
    }
    taken[best]!++;
    value += gain;
  }
  return { value, ability: { victim, goods: toGoodsCount(taken) } };
}

/** The Peddler carries one good worth four in the race where that helps most. */
function peddling(s: GameState, o: Outlook, left: number[]): Worth {
  let best = -1;
  let gain = -Infinity;
  for (let t = 0; t < left.length; t++) {
    if (left[t]! <= 0) continue;
    // The good leaves the seat's goods for the tile, where it counts four: three more in all.
    const x = prizeOf(s, o, t) * (chance(s, o, t, 3) - chance(s, o, t, 0));
    if (x > gain) {
      gain = x;
      best = t;
    }
  }
  return best < 0 ? { value: 0 } : { value: gain, ability: { good: GOODS[best]! } };
}
