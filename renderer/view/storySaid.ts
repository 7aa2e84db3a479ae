// A step of a round end's story as a screen reader hears it: the story's heading, the step's place and
// title, then what the step did, in one announcement of the player's language. The words are those the
// story's panel shows (and the log's where the panel shows a picture), never its buttons'.
import type { PlayerInfo } from '../../engine/index.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { goodName } from './log.ts';
import { goodOfGuild } from './order.ts';
import { stepTitle, type RoundEndStep, type RoundEndSummary, type Story } from './roundEnd.ts';
import { tileName } from './tiles.ts';

/** A part of the announcement, closed as a sentence (the catalogue's lines close their own). */
const closed = (part: string): string => (/[.!?…]$/.test(part) ? part : `${part}.`);

/** What the step did, part by part, in the order the panel lists it. */
function stepParts(
  m: Messages,
  summary: RoundEndSummary,
  step: RoundEndStep,
  name: (seat: number) => string,
) {
  const guild = (id: keyof Messages['guilds']): string => m.guilds[id];
  switch (step) {
    case 'favourites':
      return summary.favourites
        .flatMap((f) => {
          if (f.seat === null) return [m.common.labelled(guild(f.guild), m.roundEnd.noFavourite)];
          const taken = `${m.roundEnd.favourite(name(f.seat), f.counts[f.seat] ?? 0)} ${m.roundEnd.takes(
            f.tiles.map((id) => tileName(m, id)).join(' + '),
            f.prestige,
          )}`;
          const tie =
            f.tiebreak === 'talers'
              ? m.roundEnd.tieTalers(f.revealedTalers.map((r) => ({ name: name(r.seat), talers: r.talers })))
              : f.tiebreak === 'turnOrder'
                ? m.roundEnd.tieTurnOrder
                : '';
          const agents =
            f.agents === 'most'
              ? m.roundEnd.mostAgents(name(f.seat))
              : f.agents
                ? m.roundEnd.agentsWith(name(f.seat), f.agents.gained, f.agents.total)
                : '';
          return [
            m.common.labelled(guild(f.guild), taken),
            ...(tie ? [tie] : []),
            m.roundEnd.givesBack(name(f.seat), m.goodCount(1, goodOfGuild(f.guild))),
            ...(agents ? [agents] : []),
          ];
        })
        .concat(
          summary.peddlers.map((p) => m.roundEnd.peddlerBack(name(p.seat), p.good && goodName(m, p.good))),
        );
    case 'agents':
      return [m.log.agentsReclaimed];
    case 'income':
      // Where it is more than the base, what it is made of.
      return summary.income.flatMap((inc) => [
        m.log.income(name(inc.seat), inc.total),
        ...(inc.musicians || inc.mayors ? [m.roundEnd.incomeLine(inc.base, inc.musicians, inc.mayors)] : []),
      ]);
    case 'guildmasters':
      return summary.guildmasters.flatMap((g) =>
        g.tile ? [m.log.guildmasterSlid(guild(g.guild), tileName(m, g.tile))] : [],
      );
    case 'lodgings':
      return summary.lodgings.map((l) => {
        const drawn = l.drawn.length
          ? m.roundEnd.drawn(l.drawn.map((id) => tileName(m, id)).join(', '))
          : m.roundEnd.nothingNew;
        const left = l.discarded ? `${m.roundEnd.discarded(tileName(m, l.discarded))}, ` : '';
        return m.common.labelled(guild(l.guild), `${left}${drawn}`);
      });
    case 'prestige':
      return summary.prestige ? [m.log.prestigeChosen(guild(summary.prestige))] : [];
  }
}

/** The story at its step, in one announcement: "End of round 2. Step 3 of 6: Income. Ana collects …". */
export function storySaid(m: Messages, story: Story, players: readonly PlayerInfo[]): string {
  const step = story.steps[story.index];
  if (!step) return '';
  const name = (seat: number): string => players[seat]?.name ?? m.common.seatLabel(seat);
  return [
    m.roundEnd.title(story.summary.round),
    m.common.labelled(m.roundEnd.step(story.index + 1, story.steps.length), stepTitle(m, step)),
    ...stepParts(m, story.summary, step, name),
  ]
    .map(closed)
    .join(' ');
}

/** What a step of a round end did, in sentences: "Ana collects …" (its title and place said apart). */
export function stepSaid(
  m: Messages,
  summary: RoundEndSummary,
  step: RoundEndStep,
  players: readonly PlayerInfo[],
): string {
  const name = (seat: number): string => players[seat]?.name ?? m.common.seatLabel(seat);
  return stepParts(m, summary, step, name).map(closed).join(' ');
}
