// A playable state rebuilt from what one seat sees. The facts the view hides (other seats' talers,
// their face-down cards, the guest stack, the random generator) are filled from `hidden`, or
// neutrally. The seat's own legal actions never depend on those facts, so
// `legalActions(stateFromView(v), v.viewer)` is exact; bots pass sampled facts to simulate.
// Such a state has no deal: it can be played on, not written out as a game record.
import { GUILDS, goodIndex, guildIndex } from './model/components.ts';
import type { GameView } from './view.ts';
import type { GameState, GoodsCount, GuildId, TileId } from './model/types.ts';
import { zeros } from './model/lists.ts';

export interface HiddenFacts {
  /** Talers per seat; the viewer's own and any revealed value are taken from the view. */
  talers?: readonly number[];
  /** Face-down cards per seat (guild ids); must match the counts the view shows. */
  plans?: readonly (readonly GuildId[] | null)[];
  /** The guest stack, top first; must hold as many tiles as the view counts. */
  guestStack?: readonly TileId[];
  rng?: readonly number[];
}

export function stateFromView(v: GameView, hidden: HiddenFacts = {}): GameState {
  const guilds = v.guilds.length;
  const prestige = v.guilds.findIndex((g) => g.prestige);
  return {
    setup: {
      players: v.players.map((p) => ({ ...p })),
      seed: '',
      deal: { turnOrder: [], townsmen: [], guilds: {}, guestStack: [] },
    },
    rng: hidden.rng ? [...hidden.rng] : [1, 2, 3, 4],
    round: v.round,
    turn: v.turn,
    phase: v.phase,
    seats: v.seats.map((p, seat) => {
      const faceDown = hidden.plans?.[seat] ?? [];
      const plan =
        p.planned || p.plan.length > 0
          ? [...p.plan, ...faceDown].map(guildIndex).sort((a, b) => a - b)
          : null;
      return {
        talers: p.talers ?? hidden.talers?.[seat] ?? 0,
        goods: countsOf(p.goods, guilds),
        agentsTotal: p.agents.total,
        agentsOnRoofs: p.agents.onRoofs,
        plan: v.phase === 'finished' ? null : plan,
        finished: p.finished,
        tiles: p.tiles.slice(),
        crests: p.crests.slice(),
        peddlers: p.peddlers.map((x) => ({ tile: x.tile, good: x.good === null ? null : goodIndex(x.good) })),
      };
    }),
    guilds: v.guilds.map((g) => ({
      workshop: g.workshop.slice(),
      stacked: g.stacked,
      lodgings: g.lodgings.slice(),
      storehouse: countsOf(g.storehouse, guilds),
      roof: g.roof.slice(),
      mayors: g.mayors.slice(),
      crestsLeft: g.crestsLeft,
    })),
    turnOrder: v.turnOrder.slice(),
    guestStack: hidden.guestStack ? [...hidden.guestStack] : [],
    prestige: prestige >= 0 ? prestige : null,
    previousPrestige: v.previousPrestige === null ? null : GUILDS.indexOf(v.previousPrestige),
    prestigeSupply: v.prestigeSupply,
    outOfGame: v.outOfGame.slice(),
    resolving: v.resolving ? { guild: guildIndex(v.resolving.guild), revealed: v.resolving.revealed } : null,
    moves: v.moves,
  };
}

function countsOf(goods: GoodsCount, guilds: number): number[] {
  const out = zeros(guilds);
  for (const [good, n] of Object.entries(goods)) out[goodIndex(good)] = n ?? 0;
  return out;
}
