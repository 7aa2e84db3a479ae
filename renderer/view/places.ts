// Where a visible tile lies on the board, in words: for the Guardsman's swaps.
import type { GameView, GuildView, TileId } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { tileName } from './tiles.ts';

export interface Place {
  guild: GameView['guilds'][number]['id'];
  area: 'workshop' | 'lodgings';
  window: number;
}

/** The highest occupied workshop window: the 2-tile stack lies there. */
export function stackWindow(g: GuildView): number {
  for (let w = g.workshop.length - 1; w >= 0; w--) if (g.workshop[w] !== null) return w;
  return -1;
}

/** The tile seen in a workshop window (0 = the guildmaster's): the stacked tile where the stack lies. */
export function visibleTile(g: GuildView, w: number): TileId | null {
  const tile = g.workshop[w] ?? null;
  return tile !== null && w === stackWindow(g) && g.stacked ? g.stacked : tile;
}

export function placeOf(view: GameView, tile: TileId): Place | null {
  for (const g of view.guilds) {
    for (let w = 0; w < g.workshop.length; w++) {
      if (visibleTile(g, w) === tile) return { guild: g.id, area: 'workshop', window: w + 1 };
    }
    const l = g.lodgings.indexOf(tile);
    if (l >= 0) return { guild: g.id, area: 'lodgings', window: l + 1 };
  }
  return null;
}

/** A tile named in the words of where a place shows it, the window given only where `window` says. */
export function tileAt(m: Messages, tile: TileId, p: Place, window: string | null): string {
  const name = tileName(m, tile);
  return (p.area === 'workshop' ? m.turn.inWorkshop : m.turn.inLodgings)(name, m.guilds[p.guild], window);
}

/**
 * A visible tile in the words of what the board draws: its name (the guild's goods and the value on
 * the tile), in which house's workshop or lodgings, and its window only where that part of the house
 * shows another tile of the same name.
 */
function where(m: Messages, view: GameView, tile: TileId): string {
  const p = placeOf(view, tile);
  const name = tileName(m, tile);
  if (!p) return name;
  const g = view.guilds.find((x) => x.id === p.guild)!;
  const workshop = p.area === 'workshop';
  const there = workshop ? g.workshop.map((_, w) => visibleTile(g, w)) : g.lodgings;
  const twin = there.some((t) => t !== null && t !== tile && tileName(m, t) === name);
  const window = !twin
    ? null
    : ((workshop ? m.turn.workshopWindows[p.window - 2] : m.turn.lodgingsWindows[p.window - 1]) ?? null);
  return tileAt(m, tile, p, window);
}

export function swapLabel(m: Messages, view: GameView, swap: readonly [TileId, TileId]): string {
  return m.turn.guardsmanPair(where(m, view, swap[0]), where(m, view, swap[1]));
}
