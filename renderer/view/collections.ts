// Each seat's craftsmen per guild (tile counts and value sums), as the final scoring counts them,
// and the majority places they give.
import {
  components,
  type GameView,
  type GuildId,
  type TileId,
  majority,
  type Collection,
} from '../../engine/index.ts';

export function collectionOf(tiles: readonly TileId[], guilds: number): Collection {
  const c: Collection = {
    count: new Array<number>(guilds).fill(0),
    value: new Array<number>(guilds).fill(0),
    tiles: 0,
    totalValue: 0,
  };
  for (const id of tiles) {
    const info = components.craftsman(id);
    if (!info || info.guild >= guilds) continue;
    c.count[info.guild]!++;
    c.value[info.guild]! += info.value;
    c.tiles++;
    c.totalValue += info.value;
  }
  return c;
}

export interface GuildMajority {
  guild: GuildId;
  seats: { seat: number; count: number; value: number; place: number; vp: number }[];
}

/** Majority places and VP of every guild in play, as they stand now (final once the game is over). */
export function majorities(view: GameView): GuildMajority[] {
  const n = view.guilds.length;
  const collections = view.seats.map((s) => collectionOf(s.tiles, n));
  return view.guilds.map((g, gi) => {
    const m = majority(collections, gi);
    return {
      guild: g.id,
      seats: collections.map((c, seat) => ({
        seat,
        count: c.count[gi]!,
        value: c.value[gi]!,
        place: m.place[seat]!,
        vp: m.vp[seat]!,
      })),
    };
  });
}
