// view(state, seat): what one seat (or a spectator, seat null) may see. Other seats' talers and
// unrevealed plans are stripped (only the number of cards shows), and so are the guest stack's order
// and contents, the townsmen kept at setup and the random generator.
import { GOODS, GUILDS } from './model/components.ts';
import { toGoodsCount } from './model/goods.ts';
import { score } from './rules/scoring.ts';
import { activeSeats, agentsAvailable, currentActor, guildmaster, price } from './model/state.ts';
import type { GameState, GoodsCount, GuildId, PlayerInfo, Phase, SeatScore, TileId } from './model/types.ts';

export interface SeatView {
  seat: number;
  name: string;
  color: string;
  /** Null for other seats while the game is running. */
  talers: number | null;
  goods: GoodsCount;
  agents: { available: number; onRoofs: number; total: number };
  tiles: TileId[];
  crests: (GuildId | 'prestige')[];
  peddlers: { tile: TileId; good: string | null }[];
  finished: boolean;
  /** Whether the seat has planned (or passed) this turn. */
  planned: boolean;
  /** Cards still to be played, of guilds not called yet: counted alike for the viewer and the others. */
  cards: number;
  /** Guilds of this seat's cards that everyone can see: its own plan for the viewer, revealed cards for others. */
  plan: GuildId[];
}

export interface GuildView {
  id: GuildId;
  good: string;
  guildmaster: TileId | null;
  price: number;
  workshop: (TileId | null)[];
  stacked: TileId | null;
  lodgings: (TileId | null)[];
  storehouse: GoodsCount;
  roof: number[];
  mayors: TileId[];
  crestsLeft: number;
  prestige: boolean;
}

export interface GameView {
  viewer: number | null;
  players: PlayerInfo[];
  round: number;
  turn: number;
  phase: Phase;
  moves: number;
  seats: SeatView[];
  guilds: GuildView[];
  turnOrder: number[];
  guestStack: number;
  prestigeSupply: number;
  previousPrestige: GuildId | null;
  resolving: { guild: GuildId; revealed: number; actor: number | null } | null;
  /** Seats expected to act now. */
  waitingFor: number[];
  outOfGame: TileId[];
  /** Final scores once the game is over, else null. */
  scores: SeatScore[] | null;
}

export function view(s: GameState, viewer: number | null): GameView {
  const over = s.phase === 'finished';
  const resolvingGuild = s.resolving?.guild ?? -1;
  return {
    viewer,
    players: s.setup.players.map((p) => ({ ...p })),
    round: s.round,
    turn: s.turn,
    phase: s.phase,
    moves: s.moves,
    seats: s.seats.map((p, seat) => {
      const own = seat === viewer;
      const plan = p.plan ?? [];
      // In the action phase, cards of guilds called so far are face up (the current one included).
      const revealed = s.phase === 'action' ? plan.filter((g) => g <= resolvingGuild) : [];
      const visible = own ? plan : revealed;
      return {
        seat,
        name: s.setup.players[seat]!.name,
        color: s.setup.players[seat]!.color,
        talers: own || over ? p.talers : null,
        goods: toGoodsCount(p.goods),
        agents: { available: agentsAvailable(p), onRoofs: p.agentsOnRoofs, total: p.agentsTotal },
        tiles: p.tiles.slice(),
        crests: p.crests.slice(),
        peddlers: p.peddlers.map((x) => ({ tile: x.tile, good: x.good === null ? null : GOODS[x.good]! })),
        finished: p.finished,
        planned: p.plan !== null,
        cards: plan.length - revealed.length,
        plan: visible.map((g) => GUILDS[g]!),
      };
    }),
    guilds: s.guilds.map((g, gi) => ({
      id: GUILDS[gi]!,
      good: GOODS[gi]!,
      guildmaster: guildmaster(g),
      price: price(s, gi),
      workshop: g.workshop.slice(),
      stacked: g.stacked,
      lodgings: g.lodgings.slice(),
      storehouse: toGoodsCount(g.storehouse),
      roof: g.roof.slice(),
      mayors: g.mayors.slice(),
      crestsLeft: g.crestsLeft,
      prestige: s.prestige === gi,
    })),
    turnOrder: s.turnOrder.slice(),
    guestStack: s.guestStack.length,
    prestigeSupply: s.prestigeSupply,
    previousPrestige: s.previousPrestige === null ? null : GUILDS[s.previousPrestige]!,
    resolving: s.resolving
      ? { guild: GUILDS[s.resolving.guild]!, revealed: s.resolving.revealed, actor: currentActor(s) }
      : null,
    waitingFor: activeSeats(s),
    outOfGame: s.outOfGame.slice(),
    scores: over ? score(s) : null,
  };
}
