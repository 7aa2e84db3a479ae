// What a Burglar's robbery takes and pays, from the seat's view: the goods, and what the victim is paid
// for them (each good at its guild's guildmaster price), as the engine's `burgled` event will say.
import type { BurglarAbility, GameView, GoodId } from '../../engine/index.ts';
import { goodOfGuild } from './order.ts';

export interface Loot extends BurglarAbility {
  /** The talers the victim is paid. */
  paid: number;
}

export function lootOf(view: GameView, ability: BurglarAbility): Loot {
  const priceOf = (good: GoodId): number => view.guilds.find((g) => goodOfGuild(g.id) === good)?.price ?? 0;
  const paid = Object.entries(ability.goods).reduce(
    (sum, [g, n]) => sum + (n ?? 0) * priceOf(g as GoodId),
    0,
  );
  return { ...ability, paid };
}
