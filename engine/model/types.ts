// Shapes shared by the whole engine. Everything here is plain JSON data.

export type GuildId = 'brewers' | 'bakers' | 'shoemakers' | 'printers' | 'tailors' | 'hatmakers';
export type GoodId = 'beer' | 'pastries' | 'shoes' | 'pages' | 'cloth' | 'hats';
export type TileId = string;
export type TownsmanType =
  | 'councilman'
  | 'burglar'
  | 'guardsman'
  | 'musician'
  | 'peddler'
  | 'mayor'
  | 'nobleman'
  | 'taxCollector'
  | 'engraver'
  | 'foreman'
  | 'apprentice';
export type Trigger = 'star' | 'moon' | 'sun';

/** Goods as they appear in actions and records: `{ "beer": 2, "pages": 1 }`. */
export type GoodsCount = Partial<Record<GoodId, number>>;

export interface PlayerInfo {
  name: string;
  color: string;
}

export interface GuildDeal {
  workshop: TileId[];
  stacked: TileId;
  lodgings: (TileId | null)[];
}

export interface Deal {
  turnOrder: number[];
  townsmen: TileId[];
  guilds: Partial<Record<GuildId, GuildDeal>>;
  guestStack: TileId[];
}

export interface GameSetup {
  players: PlayerInfo[];
  seed: string;
  deal: Deal;
}

export type BurglarAbility = { victim: number; goods: GoodsCount };
export type GuardsmanAbility = { swap: [TileId, TileId] };
export type PeddlerAbility = { good: GoodId };
export type MayorAbility = { guild: GuildId };
export type Ability = BurglarAbility | GuardsmanAbility | PeddlerAbility | MayorAbility;

export type Action =
  | { type: 'plan'; seat: number; guilds: GuildId[] }
  | { type: 'pass'; seat: number }
  | { type: 'sell'; seat: number; count: number }
  | { type: 'buy'; seat: number; goods: GoodsCount }
  | {
      type: 'recruit';
      seat: number;
      window: number;
      payment: GoodsCount;
      toFront: boolean;
      ability?: Ability;
    }
  | { type: 'nothing'; seat: number };

export interface Peddling {
  tile: TileId;
  /** Guild index of the good lying on the tile; null once a favourite paid with it. */
  good: number | null;
}

/** Internal seat state. Goods are counts indexed by guild index (0 = brewers). */
export interface SeatState {
  talers: number;
  goods: number[];
  agentsTotal: number;
  agentsOnRoofs: number;
  /** Guild indexes planned this turn and not yet resolved; null while the seat has not planned. */
  plan: number[] | null;
  /** Moon side of the pass token up: out of the round. */
  finished: boolean;
  /** Craftsmen and kept townsmen (a loaded Peddler included), in the order gained. */
  tiles: TileId[];
  crests: (GuildId | 'prestige')[];
  peddlers: Peddling[];
}

export interface GuildState {
  /** Windows from the bottom (guildmaster) up; the stacked tile lies on the highest occupied window. */
  workshop: (TileId | null)[];
  stacked: TileId | null;
  lodgings: (TileId | null)[];
  storehouse: number[];
  /** Agents on the roof, per seat. */
  roof: number[];
  mayors: TileId[];
  crestsLeft: number;
}

export type Phase = 'planning' | 'action' | 'finished';

export interface Resolving {
  /** Guild index being resolved. */
  guild: number;
  /** Cards revealed at this guild (for the first-turn buying limit). */
  revealed: number;
}

export interface GameState {
  /** Immutable, shared between all states of one game. */
  readonly setup: GameSetup;
  rng: number[];
  round: number;
  turn: number;
  phase: Phase;
  seats: SeatState[];
  guilds: GuildState[];
  /** Seats from first to last. */
  turnOrder: number[];
  /** Face-down guests, top first. */
  guestStack: TileId[];
  /** Guild index holding this round's prestige crest, or null. */
  prestige: number | null;
  /** The prestige guild of the previous round, excluded when choosing the next one. */
  previousPrestige: number | null;
  prestigeSupply: number;
  /** Tiles returned to the box during the game. */
  outOfGame: TileId[];
  resolving: Resolving | null;
  /** Number of actions applied so far. */
  moves: number;
}

export interface ScoreBreakdown {
  townsmen: number;
  majorities: number;
  thirtyPlus: number;
  allTypes: number;
  richest: number;
  crests: number;
}

export interface SeatScore {
  seat: number;
  total: number;
  breakdown: ScoreBreakdown;
  talers: number;
  craftsmen: number;
  craftsmenValue: number;
  rank: number;
}

/** Success with what it brings, or an error that says why: every fallible engine call answers so. */
export type Outcome<T extends object> = ({ ok: true } & T) | { ok: false; error: string };
export type Result<T> = Outcome<{ value: T }>;
