// What happened, for the UI, the game log and replays. Every event is public: none carries a seat's
// talers balance, its unrevealed plan or the guest stack order. Amounts of public transactions
// (a sale, a purchase, income) are public, as at the table.
import type { GoodsCount, GuildId, SeatScore, TileId } from './types.ts';

export type AgentReason = 'craftsman' | 'councilman' | 'favourite';

/** Where a tile lay on the board: its house, workshop or lodgings, and window from 1 (the guildmaster's, the leftmost). */
export interface TilePlace {
  guild: GuildId;
  area: 'workshop' | 'lodgings';
  window: number;
}

export type GameEvent =
  | { type: 'roundStarted'; round: number; prestige: GuildId | null }
  | { type: 'turnStarted'; round: number; turn: number; planners: number[] }
  | { type: 'planned'; seat: number; cards: number }
  | { type: 'passed'; seat: number }
  | { type: 'guildCalled'; guild: GuildId; seats: number[] }
  | { type: 'sold'; seat: number; guild: GuildId; count: number; price: number; earned: number }
  | { type: 'bought'; seat: number; guild: GuildId; goods: GoodsCount; price: number; paid: number }
  | {
      type: 'recruited';
      seat: number;
      guild: GuildId;
      window: number;
      tile: TileId;
      payment: GoodsCount;
      bonus: number;
    }
  | { type: 'movedToFront'; seat: number; turnOrder: number[] }
  | { type: 'didNothing'; seat: number; guild: GuildId }
  | { type: 'agentToRoof'; seat: number; guild: GuildId }
  | { type: 'agentGained'; seat: number; reason: AgentReason; total: number }
  | { type: 'agentAtMaximum'; seat: number; reason: AgentReason }
  | { type: 'burgled'; seat: number; victim: number; goods: GoodsCount; compensation: number }
  | { type: 'burglarTookNothing'; seat: number }
  | {
      type: 'guardsmanSwapped';
      seat: number;
      tiles: [TileId, TileId];
      /** Where each of the two tiles lay before the swap, for the log. */
      from: [TilePlace, TilePlace];
    }
  | { type: 'guardsmanSwappedNothing'; seat: number }
  | { type: 'peddlerLoaded'; seat: number; tile: TileId; good: string }
  | { type: 'mayorPlaced'; seat: number; tile: TileId; guild: GuildId }
  | { type: 'townsmanReshuffled'; tile: TileId }
  | { type: 'turnEnded'; round: number; turn: number; nowFinished: number[] }
  | { type: 'roundEnded'; round: number }
  | {
      type: 'favourite';
      guild: GuildId;
      seat: number | null;
      /** Goods counted for the favourite, per seat (Peddlers included). */
      counts: number[];
      /** Talers of the tied seats, revealed only when goods counts tie. */
      revealedTalers: { seat: number; talers: number }[];
      tiebreak: 'none' | 'talers' | 'turnOrder';
      tiles: TileId[];
      prestige: boolean;
    }
  | { type: 'peddlerReturned'; seat: number; tile: TileId; good: string | null }
  | { type: 'agentsReclaimed' }
  | { type: 'income'; seat: number; base: number; musicians: number; mayors: number; total: number }
  | { type: 'guildmasterSlid'; guild: GuildId; tile: TileId | null }
  | {
      type: 'lodgingsRefilled';
      guild: GuildId;
      discarded: TileId | null;
      drawn: TileId[];
      lodgings: (TileId | null)[];
    }
  | { type: 'prestigeChosen'; guild: GuildId }
  | { type: 'gameEnded'; scores: SeatScore[] };
