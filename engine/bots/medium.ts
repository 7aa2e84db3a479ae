// The medium bot: at a guild it takes the action whose outcome evaluates best (evaluate.ts weighs the
// game's levers: favourites, prestige, majorities, sets, crests, townsmen, agents, turn order, money).
// To plan, it values acting at each guild now the same way and plans the guilds worth a visit, keeping
// agents back while others can still answer.
import { GUILDS } from '../model/components.ts';
import { agentsAvailable } from '../model/state.ts';
import type { Action, GameState, GuildId } from '../model/types.ts';
import { rankActions } from './ranking.ts';

/** A guild must promise at least this much (projected VP margin) to be worth an agent. */
const MIN_GAIN = 0.25;

export function decideMedium(s: GameState, seat: number): Action {
  if (s.phase === 'planning') return planMedium(s, seat);
  return rankActions(s, seat)[0]!.action;
}

function planMedium(s: GameState, seat: number): Action {
  const gains = guildGains(s, seat);
  const worth = gains.filter((x) => x.gain > MIN_GAIN).sort((a, b) => b.gain - a.gain);
  if (worth.length === 0) return { type: 'pass', seat };
  const cards = Math.min(worth.length, cardsThisTurn(s, seat));
  return { type: 'plan', seat, guilds: worth.slice(0, cards).map((x) => x.guild) };
}

/** What acting at each guild now would gain over doing nothing there. */
export function guildGains(s: GameState, seat: number): { guild: GuildId; gain: number }[] {
  const out: { guild: GuildId; gain: number }[] = [];
  for (let g = 0; g < s.guilds.length; g++) {
    const ranked = rankActions(actingAt(s, seat, g), seat);
    const nothing = ranked.find((x) => x.action.type === 'nothing')!;
    out.push({ guild: GUILDS[g]!, gain: ranked[0]!.value - nothing.value });
  }
  return out;
}

/** The table as if the seat were called to act alone at guild g right now. */
function actingAt(s: GameState, seat: number, g: number): GameState {
  return {
    ...s,
    phase: 'action',
    resolving: { guild: g, revealed: 1 },
    seats: s.seats.map((p, i) => ({ ...p, plan: i === seat ? [g] : null })),
  };
}

/**
 * How many agents to commit now: all of them once nobody else can act this round; otherwise keep as
 * many back as the busiest other seat still has, so as to answer its last moves.
 */
export function cardsThisTurn(s: GameState, seat: number): number {
  const mine = agentsAvailable(s.seats[seat]!);
  let others = 0;
  for (let i = 0; i < s.seats.length; i++) {
    const p = s.seats[i]!;
    if (i !== seat && !p.finished) others = Math.max(others, agentsAvailable(p));
  }
  if (others === 0) return mine;
  return Math.max(1, Math.min(mine, Math.ceil(mine / 2), mine - others + 1));
}
