// What the board lets the player do right now; the play panels fill it in, the board only asks.
import type { GuildId } from '../../engine/index.ts';

export interface BoardControls {
  /** Planning: each guild's card toggle; `frozen` while the host is away (no toggle then). */
  planning?: (
    guild: GuildId,
  ) => { chosen: boolean; enabled: boolean; frozen?: boolean; toggle: () => void } | null;
  /** Recruiting: lodgings windows open to the seat at a guild, the one picked, and picking one. */
  recruitable?: (guild: GuildId) => readonly number[];
  picked?: (guild: GuildId) => number | null;
  pick?: (guild: GuildId, window: number) => void;
  /** Tiles to draw attention to. */
  highlight?: readonly string[];
}
