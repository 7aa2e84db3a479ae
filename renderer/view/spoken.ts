// What a player hears on asking (the keys Y, G and V): their own state, a guild's, and the standings,
// each in one sentence of the player's language, from the seat's view alone. The words are those the
// board gives its parts, so that the ear and the eye are told the same.
import type { GameView, GuildId } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { collectionOf } from './collections.ts';
import { GOODS_ORDER } from './order.ts';
import { standings } from './standings.ts';
import { tileFacts, tileName } from './tiles.ts';

const sentence = (parts: readonly string[]): string => parts.filter((p) => p).join('. ') + '.';

/** The viewing seat's talers, agents, goods, craftsmen, townsmen and crests; null for a watcher. */
export function ownState(m: Messages, view: GameView): string | null {
  const seat = view.viewer === null ? undefined : view.seats[view.viewer];
  if (!seat) return null;
  const guilds = view.guilds.map((g) => g.id);
  const collection = collectionOf(seat.tiles, guilds.length);
  const goods = GOODS_ORDER.slice(0, guilds.length)
    .filter((g) => seat.goods[g])
    .map((g) => m.goodCount(seat.goods[g]!, g));
  const townsmen = seat.tiles.filter((id) => tileFacts(id)?.kind === 'townsman').map((id) => tileName(m, id));
  return sentence([
    seat.name,
    m.common.labelled(m.player.talers, seat.talers === null ? m.player.talersHidden : String(seat.talers)),
    m.player.agents(seat.agents.available, seat.agents.total),
    m.common.labelled(m.player.goods, goods.join(', ') || m.player.noGoods),
    ...guilds.flatMap((g, i) =>
      collection.count[i]
        ? [m.player.craftsmenGroup(m.guilds[g], collection.count[i]!, collection.value[i]!)]
        : [],
    ),
    ...townsmen,
    seat.crests.length
      ? m.common.labelled(
          m.player.crests,
          seat.crests.map((c) => (c === 'prestige' ? m.aids.prestigeCrest : m.guilds[c])).join(', '),
        )
      : '',
  ]);
}

/** A guild's price, storehouse, guildmaster and lodgings, window by window. */
export function guildState(m: Messages, view: GameView, id: GuildId): string | null {
  const guild = view.guilds.find((g) => g.id === id);
  if (!guild) return null;
  const store = GOODS_ORDER.filter((g) => guild.storehouse[g]).map((g) =>
    m.goodCount(guild.storehouse[g]!, g),
  );
  return sentence([
    m.board.guildHouse(m.guilds[id]),
    `${m.board.price} ${guild.price}`,
    m.common.labelled(m.board.storehouse, store.join(', ') || m.board.storehouseEmpty),
    guild.guildmaster
      ? m.common.labelled(m.board.guildmaster, tileName(m, guild.guildmaster))
      : m.board.noGuildmaster,
    ...guild.lodgings.map((tile, w) =>
      m.common.labelled(m.board.lodgings(w + 1), tile ? tileName(m, tile) : m.board.emptyWindow),
    ),
    guild.prestige ? m.board.prestige : '',
  ]);
}

/** The guild a player asks about: the one their focus is in, else the one being resolved. */
export function askedGuild(view: GameView, focused: GuildId | null): GuildId | null {
  if (focused && view.guilds.some((g) => g.id === focused)) return focused;
  return view.resolving?.guild ?? null;
}

/** Every guild in the board's order, told one after the other (no guild is at hand). */
export function guildsState(m: Messages, view: GameView): string {
  return view.guilds.map((g) => guildState(m, view, g.id)).join(' ');
}

/** The standings if the game ended now, the leader first: each player's VP, talers left out. */
export function standingsState(m: Messages, view: GameView): string {
  const rows = [...standings(view)].sort((a, b) => b.total - a.total);
  return sentence([
    m.aids.standingsTitle,
    ...rows.map((r) =>
      m.common.labelled(view.seats[r.seat]?.name ?? m.common.seatLabel(r.seat), `${r.total} ${m.scoring.vp}`),
    ),
  ]);
}
