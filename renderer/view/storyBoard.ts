// The board while a round end is told: after each step of the story, the position as that step left
// it, so that what the reader has been told is on the board (a favourite's craftsman in its area, the
// agents home, the income counted) and what is still to come is not. Each step takes its part of the
// position after the round end (the engine's view) whole; only the favourites' step, which the later
// steps change further (the guildmasters slide into the emptied window), is drawn from its events.
import type { GameEvent, GameView, GuildView, SeatView } from '../../engine/index.ts';
import type { RoundEndStep } from './roundEnd.ts';

type Favourite = Extract<GameEvent, { type: 'favourite' }>;
type Income = Extract<GameEvent, { type: 'income' }>;
type AgentToRoof = Extract<GameEvent, { type: 'agentToRoof' }>;

/** The guilds' parts each step brings from the position after the round end. */
const GUILD_PARTS: Partial<Record<RoundEndStep, readonly (keyof GuildView)[]>> = {
  favourites: ['storehouse', 'crestsLeft'],
  agents: ['roof'],
  guildmasters: ['guildmaster', 'workshop', 'stacked', 'price'],
  lodgings: ['lodgings'],
  prestige: ['prestige'],
};

/** The seats' parts each step brings. */
const SEAT_PARTS: Partial<Record<RoundEndStep, readonly (keyof SeatView)[]>> = {
  favourites: ['goods', 'tiles', 'crests', 'peddlers'],
  agents: ['agents'],
  income: ['talers'],
};

/** The table's parts each step brings. */
const TABLE_PARTS: Partial<Record<RoundEndStep, readonly (keyof GameView)[]>> = {
  favourites: ['previousPrestige'],
  lodgings: ['guestStack', 'outOfGame'],
  prestige: ['prestigeSupply'],
};

function take<T extends object>(into: T, from: T, parts: readonly (keyof T)[] | undefined): T {
  if (!parts) return into;
  const out = { ...into };
  for (const part of parts) out[part] = from[part];
  return out;
}

/**
 * The board as the round's last action left it, as its end begins to be told: `shown` is the position
 * before that action, whose tokens have flown since, and `last` that action's events. Its talers (a
 * purchase, a sale, a payment) are the ones `after` holds less the income, the only change the round end
 * makes to them, so that the step that reveals talers to break a tie, and the income, count from what the
 * players really had; the agent it sent to a roof is there until the agents come home.
 */
export function boardBeforeRoundEnd(
  shown: GameView,
  after: GameView,
  income: readonly Income[],
  last: readonly GameEvent[],
): GameView {
  const roofs = last.filter((e): e is AgentToRoof => e.type === 'agentToRoof');
  const seats = shown.seats.map((seat, i) => {
    const talers = after.seats[i]!.talers;
    const sent = roofs.filter((e) => e.seat === i).length;
    const agents = {
      ...seat.agents,
      available: seat.agents.available - sent,
      onRoofs: seat.agents.onRoofs + sent,
    };
    return {
      ...seat,
      agents,
      talers: talers === null ? seat.talers : talers - (income.find((x) => x.seat === i)?.total ?? 0),
    };
  });
  const guilds = shown.guilds.map((guild) => {
    const sent = roofs.filter((e) => e.guild === guild.id).map((e) => e.seat);
    return sent.length ? { ...guild, roof: [...guild.roof, ...sent] } : guild;
  });
  return { ...shown, seats, guilds };
}

/**
 * The board after `step` of the round end told from `shown` (the position as the story reached it),
 * `after` being the position once the round end is over and `events` the step's own.
 */
export function boardAfterStep(
  shown: GameView,
  after: GameView,
  step: RoundEndStep,
  events: readonly GameEvent[],
): GameView {
  const favourites = new Map<string, Favourite>();
  for (const e of events) if (e.type === 'favourite') favourites.set(e.guild, e);
  const guilds = shown.guilds.map((guild, i) => {
    let g = take(guild, after.guilds[i]!, GUILD_PARTS[step]);
    const favourite = favourites.get(g.id);
    // The favourite takes the guildmaster (and a craftsman stacked on its window): the window is empty
    // until the next guildmaster slides into it.
    if (step === 'favourites') g = { ...g, prestige: false };
    if (favourite)
      g = {
        ...g,
        guildmaster: null,
        workshop: g.workshop.map((t, w) => (w === 0 ? null : t)),
        stacked: favourite.tiles.length > 1 ? null : g.stacked,
      };
    return g;
  });
  // An agent that came with a favourite's craftsman is at hand from this step, before the others come home.
  const gained = new Map<number, number>();
  for (const e of events) if (e.type === 'agentGained') gained.set(e.seat, e.total);
  const seats = shown.seats.map((seat, i) => {
    const s = take(seat, after.seats[i]!, SEAT_PARTS[step]);
    const total = gained.get(i);
    if (total === undefined || total <= s.agents.total) return s;
    return { ...s, agents: { ...s.agents, available: s.agents.available + total - s.agents.total, total } };
  });
  return { ...take(shown, after, TABLE_PARTS[step]), guilds, seats };
}
