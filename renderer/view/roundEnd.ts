// The end of a round, step by step as the rulebook orders it, from the events of the action that
// ended it.
import type { GameEvent, GuildId, TileId } from '../../engine/index.ts';

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
