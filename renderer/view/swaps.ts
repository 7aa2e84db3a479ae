// The Guardsman's swaps as the panel offers them and the log tells them: grouped by the craftsmen's
// guild in board order, each swap naming first the craftsman the board shows first (house by house,
// workshop before lodgings, window by window), and the swaps in that order. A swap of two alike
// craftsmen (same guild, value and mark) leaves the board as it was, so it is not offered: the engine
// still lists it, and bots and records keep it.
import {
  components,
  type Ability,
  type GameView,
  type GuildId,
  type TileId,
  type TilePlace,
} from '../../engine/index.ts';
import { placeOf } from './places.ts';
import { tileFacts } from './tiles.ts';

export interface SwapOption {
  /** The engine's own ability, to send as chosen. */
  ability: Extract<Ability, { swap: unknown }>;
  /** Its two craftsmen, the one the board shows first first. */
  tiles: [TileId, TileId];
}

export interface SwapGroup {
  guild: GuildId;
  options: SwapOption[];
}

/** A place's rank in board order: house, then workshop before lodgings, then window. */
export function placeRank(p: TilePlace | null): number {
  if (!p) return Infinity;
  return components.GUILDS.indexOf(p.guild) * 100 + (p.area === 'workshop' ? 0 : 50) + p.window;
}

function alike(x: TileId, y: TileId): boolean {
  const a = tileFacts(x);
  const b = tileFacts(y);
  return (
    a?.kind === 'craftsman' &&
    b?.kind === 'craftsman' &&
    a.guild === b.guild &&
    a.value === b.value &&
    a.agentPlus === b.agentPlus
  );
}

export function swapGroups(view: GameView, abilities: readonly (Ability | undefined)[]): SwapGroup[] {
  const rank = (t: TileId): number => placeRank(placeOf(view, t));
  const options: SwapOption[] = abilities.flatMap((a) => {
    if (!a || !('swap' in a) || alike(a.swap[0], a.swap[1])) return [];
    const [x, y] = a.swap;
    return [{ ability: a, tiles: rank(x) <= rank(y) ? [x, y] : [y, x] }];
  });
  const guildOf = (o: SwapOption): GuildId => {
    const f = tileFacts(o.tiles[0]);
    return f?.kind === 'craftsman' ? f.guild : components.GUILDS[0]!;
  };
  const groups = new Map<GuildId, SwapOption[]>();
  for (const guild of components.GUILDS) groups.set(guild, []);
  for (const o of options) groups.get(guildOf(o))!.push(o);
  return [...groups]
    .filter(([, list]) => list.length)
    .map(([guild, list]) => ({
      guild,
      options: list.sort(
        (a, b) => rank(a.tiles[0]) - rank(b.tiles[0]) || rank(a.tiles[1]) - rank(b.tiles[1]),
      ),
    }));
}
