// The end of a round, step by step as the rulebook orders it, from the events of the action that
// ended it.
import type { GameEvent, GuildId, TileId } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';

type Favourite = Extract<GameEvent, { type: 'favourite' }>;
type Income = Extract<GameEvent, { type: 'income' }>;

export interface RoundEndSummary {
  round: number;
  favourites: Favourite[];
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
    income: [],
    guildmasters: [],
    lodgings: [],
    prestige: null,
    final: events.some((e) => e.type === 'gameEnded'),
  };
  for (const e of events) {
    if (e.type === 'favourite') summary.favourites.push(e);
    else if (e.type === 'income') summary.income.push(e);
    else if (e.type === 'guildmasterSlid') summary.guildmasters.push({ guild: e.guild, tile: e.tile });
    else if (e.type === 'lodgingsRefilled')
      summary.lodgings.push({ guild: e.guild, discarded: e.discarded, drawn: e.drawn });
    else if (e.type === 'prestigeChosen') summary.prestige = e.guild;
  }
  return summary;
}

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
