// The easy bot: a sensible beginner. It buys where goods are cheap, sells where they are dear, recruits
// what it can afford (craftsmen first) and plans a few useful guilds, all with plenty of randomness.
// It never sells below the price it would buy at, and never passes on a round's first turn while it
// has agents and money.
import { GUILDS, craftsman } from '../model/components.ts';
import { legalActionGroups, type ActionGroup } from '../legal.ts';
import { agentsAvailable, price } from '../model/state.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import type { BotRandom } from './random.ts';

/** Easy buys at this price or below and sells above it, so it never sells at a loss. */
const CHEAP = 4;

export function decideEasy(s: GameState, seat: number, random: BotRandom): Action {
  return s.phase === 'planning' ? planEasy(s, seat, random) : actEasy(s, seat, random);
}

function planEasy(s: GameState, seat: number, random: BotRandom): Action {
  const p = s.seats[seat]!;
  const useful: GuildId[] = [];
  for (let g = 0; g < s.guilds.length; g++) if (usefulAt(s, seat, g)) useful.push(GUILDS[g]!);
  const firstTurn = s.turn === 1;
  if (useful.length === 0 && firstTurn && p.talers > 0) useful.push(GUILDS[cheapestGuild(s)]!);
  if (useful.length === 0 || (!firstTurn && random.float() < 0.15)) return { type: 'pass', seat };
  random.shuffle(useful);
  const most = Math.min(agentsAvailable(p), useful.length, 3);
  return { type: 'plan', seat, guilds: useful.slice(0, 1 + random.int(most)) };
}

function usefulAt(s: GameState, seat: number, g: number): boolean {
  const p = s.seats[seat]!;
  const unit = price(s, g);
  const guild = s.guilds[g]!;
  const canBuy = unit <= CHEAP && p.talers >= unit && guild.storehouse.some((n) => n > 0);
  const canSell = unit > CHEAP && p.goods[g]! > 0;
  const canRecruit = p.goods[g]! > 0 && guild.lodgings.some((t) => t !== null);
  return canBuy || canSell || canRecruit;
}

function cheapestGuild(s: GameState): number {
  let best = 0;
  for (let g = 1; g < s.guilds.length; g++) if (price(s, g) < price(s, best)) best = g;
  return best;
}

function actEasy(s: GameState, seat: number, random: BotRandom): Action {
  const g = s.resolving!.guild;
  const unit = price(s, g);
  const byType: Record<'sell' | 'buy' | 'recruit', ActionGroup[]> = { sell: [], buy: [], recruit: [] };
  for (const group of legalActionGroups(s, seat)) {
    const type = group.at(0).type;
    if (type === 'sell' || type === 'buy' || type === 'recruit') byType[type].push(group);
  }
  const weights = {
    sell: unit > CHEAP && byType.sell.length > 0 ? 2 : 0,
    buy: unit <= CHEAP && byType.buy.length > 0 ? 3 : 0,
    recruit: byType.recruit.length > 0 ? 3 : 0,
  };
  const kinds = ['sell', 'buy', 'recruit'] as const;
  const kind = kinds[random.weighted([weights.sell, weights.buy, weights.recruit, 0.5])];
  if (!kind) return { type: 'nothing', seat };
  if (kind === 'recruit') return pickRecruit(s, byType.recruit, random);
  const group = random.pick(byType[kind]);
  return group.at(random.int(group.size));
}

/** A recruit, guests weighted by worth: a craftsman by its value, a townsman as a middling craftsman. */
function pickRecruit(s: GameState, groups: ActionGroup[], random: BotRandom): Action {
  const g = s.resolving!.guild;
  const weights = groups.map((group) => {
    const action = group.at(0);
    const guest = action.type === 'recruit' ? s.guilds[g]!.lodgings[action.window - 1] : null;
    return guest ? (craftsman(guest)?.value ?? 3) : 0;
  });
  const group = groups[random.weighted(weights)] ?? groups[0]!;
  return group.at(random.int(group.size));
}
