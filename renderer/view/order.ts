// Guilds and goods in their numerical order, and the good that belongs to each guild.
import { components, type GoodId, type GuildId } from '../../engine/index.ts';

export const GUILDS_ORDER: readonly GuildId[] = components.GUILDS;
export const GOODS_ORDER: readonly GoodId[] = components.GOODS;

export function goodOfGuild(guild: GuildId): GoodId {
  return GOODS_ORDER[GUILDS_ORDER.indexOf(guild)]!;
}

export function guildOfGood(good: GoodId): GuildId {
  return GUILDS_ORDER[GOODS_ORDER.indexOf(good)]!;
}
