// The end of a round, step by step as the rulebook orders it, from the events of the action that
// ended it.
import type { GameEvent, GuildId, TileId } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';

type Favourite = Extract<GameEvent, { type: 'favourite' }>;
type Income = Extract<GameEvent, { type: 'income' }>;

/**
 * A guild's favourite, and what came with its craftsmen: agents (how many, and the seat's count after
 * them), or none for a seat that has the most already.
 */
export type FavouriteTold = Favourite & { agents: { gained: number; total: number } | 'most' | null };

export interface RoundEndSummary {
  round: number;
  favourites: FavouriteTold[];
  /** Peddlers back in the guest stack after the favourites, each with the good it carried (back to its owner). */
  peddlers: { seat: number; good: string | null }[];
  income: Income[];
  guildmasters: { guild: GuildId; tile: TileId | null }[];
  lodgings: { guild: GuildId; discarded: TileId | null; drawn: TileId[] }[];
  prestige: GuildId | null;
  /** Round 4: the game ends after the income. */
  final: boolean;
}

export type RoundEndStep = 'favourites' | 'agents' | 'income' | 'guildmasters' | 'lodgings' | 'prestige';

/** A round end being told: its summary, its steps, and the step the reader is at. */
export interface Story {
  summary: RoundEndSummary;
  steps: RoundEndStep[];
  index: number;
}

export function roundEndSummary(events: readonly GameEvent[]): RoundEndSummary | null {
  const ended = events.find((e) => e.type === 'roundEnded');
  if (!ended) return null;
  const summary: RoundEndSummary = {
    round: ended.round,
    favourites: [],
    peddlers: [],
    income: [],
    guildmasters: [],
    lodgings: [],
    prestige: null,
    final: events.some((e) => e.type === 'gameEnded'),
  };
  for (const e of events) {
    const favourite = summary.favourites.at(-1);
    if (e.type === 'favourite') summary.favourites.push({ ...e, agents: null });
    else if (e.type === 'agentGained' && e.reason === 'favourite' && favourite) {
      const gained = typeof favourite.agents === 'object' ? (favourite.agents?.gained ?? 0) : 0;
      favourite.agents = { gained: gained + 1, total: e.total };
    } else if (e.type === 'agentAtMaximum' && e.reason === 'favourite' && favourite)
      favourite.agents ??= 'most';
    else if (e.type === 'peddlerReturned') summary.peddlers.push({ seat: e.seat, good: e.good });
    else if (e.type === 'income') summary.income.push(e);
    else if (e.type === 'guildmasterSlid') summary.guildmasters.push({ guild: e.guild, tile: e.tile });
    else if (e.type === 'lodgingsRefilled')
      summary.lodgings.push({ guild: e.guild, discarded: e.discarded, drawn: e.drawn });
    else if (e.type === 'prestigeChosen') summary.prestige = e.guild;
  }
  return summary;
}

/**
 * Every event a round end brings, and where its story tells it: its title (the round that ended), a
 * step, or the final scores (the game's end). test/renderer/roundEndTold.test.ts fails on a kind a
 * round end brings that is not here.
 */
export const TOLD_BY = {
  roundEnded: 'title',
  favourite: 'favourites',
  agentGained: 'favourites',
  agentAtMaximum: 'favourites',
  peddlerReturned: 'favourites',
  // A Peddler back in the guest stack: its return says so.
  townsmanReshuffled: 'favourites',
  agentsReclaimed: 'agents',
  income: 'income',
  guildmasterSlid: 'guildmasters',
  lodgingsRefilled: 'lodgings',
  prestigeChosen: 'prestige',
  gameEnded: 'final scores',
} as const satisfies Partial<Record<GameEvent['type'], RoundEndStep | 'title' | 'final scores'>>;

/** The steps to show, in the rulebook's order; the last four are skipped after round 4. */
export function roundEndSteps(summary: RoundEndSummary): RoundEndStep[] {
  const steps: RoundEndStep[] = ['favourites', 'agents', 'income'];
  if (!summary.final) {
    steps.push('guildmasters', 'lodgings');
    if (summary.prestige) steps.push('prestige');
  }
  return steps;
}

/** A step's title, as the story and the top bar name it. */
export function stepTitle(m: Messages, step: RoundEndStep): string {
  return m.roundEnd[step];
}

/** The event that starts each step of the story; the events after it, up to the next one, are its own. */
const STARTS: Partial<Record<GameEvent['type'], RoundEndStep>> = {
  favourite: 'favourites',
  agentsReclaimed: 'agents',
  income: 'income',
  guildmasterSlid: 'guildmasters',
  lodgingsRefilled: 'lodgings',
  prestigeChosen: 'prestige',
};

/** The events before the round end, and those of each step of its story. */
export function storyEvents(events: readonly GameEvent[]): {
  before: GameEvent[];
  steps: Map<RoundEndStep, GameEvent[]>;
} {
  const before: GameEvent[] = [];
  const steps = new Map<RoundEndStep, GameEvent[]>();
  let current: GameEvent[] = before;
  for (const e of events) {
    const start = STARTS[e.type];
    if (start && !steps.has(start)) steps.set(start, (current = []));
    current.push(e);
  }
  return { before, steps };
}
