// What a tile is and how it is named and explained, from the engine's tile manifest.
import {
  components,
  type GuildId,
  type TileId,
  type TownsmanType,
  type Trigger,
} from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';

export type TileFacts =
  | { kind: 'craftsman'; id: TileId; guild: GuildId; value: number; agentPlus: boolean }
  | { kind: 'townsman'; id: TileId; type: TownsmanType; trigger: Trigger; value: number | null };

export function tileFacts(id: TileId): TileFacts | null {
  const info = components.tileInfo(id);
  if (!info) return null;
  if (info.kind === 'craftsman') {
    return {
      kind: 'craftsman',
      id,
      guild: components.GUILDS[info.guild]!,
      value: info.value,
      agentPlus: info.agentPlus,
    };
  }
  return { kind: 'townsman', id, type: info.type, trigger: info.trigger, value: info.value };
}

/** A short name: "Brewer 5", "Musician (5)". */
export function tileName(m: Messages, id: TileId): string {
  const f = tileFacts(id);
  if (!f) return id;
  if (f.kind === 'craftsman') return `${m.craftsmen[f.guild]} ${f.value}`;
  const name = m.townsmen[f.type];
  return f.value === null ? name : `${name} (${f.value})`;
}

/**
 * A tile's name as it is heard: its value in words ("Tailor, value 7", "Foreman, value 2"), never in
 * brackets, which a name heard with the tile's printed figure would leave out.
 */
export function tileSpoken(m: Messages, id: TileId): string {
  const f = tileFacts(id);
  if (!f) return id;
  if (f.kind === 'craftsman') return m.tile.valued(m.craftsmen[f.guild], f.value);
  return f.value === null ? m.townsmen[f.type] : m.tile.valued(m.townsmen[f.type], f.value);
}

/** Everything a player may want to know about a tile, for its tooltip and screen-reader label. */
export function tileExplanation(m: Messages, id: TileId): string {
  const f = tileFacts(id);
  if (!f) return id;
  if (f.kind === 'craftsman') {
    const lines = [`${m.tile.valued(m.craftsmen[f.guild], f.value)}.`, m.tile.craftsmanHelp];
    if (f.agentPlus) lines.push(m.tile.agentPlus);
    return lines.join(' ');
  }
  return [
    `${m.tile.townsman(m.townsmen[f.type])}.`,
    m.triggers[f.trigger] + '.',
    m.abilities[f.type](f.value),
  ].join(' ');
}
