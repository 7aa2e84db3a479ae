// A stand-in bot in the game's words: the log, the replay and the match list say when a bot takes an
// absent player's seat ("Medium bot plays for Mira") and when the player has it back ("Mira is back"),
// and name the seat's moves meanwhile as the bot's ("Medium bot (for Mira) recruits …").
import type { PlayerInfo, StandIn } from '../../engine/index.ts';
import type { BotLevel } from '../../protocol/messages.ts';
import type { Messages } from '../../languages/en/messages.ts';

/** The players as the log names them in action `index`: a seat a stand-in plays goes by the bot's name for its player. */
export function playersAt(
  m: Messages,
  players: readonly PlayerInfo[],
  standIns: readonly StandIn[],
  index: number,
): readonly PlayerInfo[] {
  const playing = standIns.filter((s) => s.from <= index && (s.to ?? Infinity) > index);
  if (!playing.length) return players;
  return players.map((p, seat) => {
    const s = playing.find((c) => c.seat === seat);
    return s ? { ...p, name: m.guests.standInFor(m.common.bot(s.level), p.name) } : p;
  });
}

/** The levels of the stand-ins that played part of a seat (one taken back before it played aside). */
export function standInLevels(standIns: readonly StandIn[], seat: number): BotLevel[] {
  const played = standIns.filter((s) => s.seat === seat && (s.to ?? Infinity) > s.from);
  return [...new Set(played.map((s) => s.level))];
}

/** A line of the log about a stand-in, told before the action `at` (after the `at` actions before it). */
export interface StandInNote {
  at: number;
  text: string;
}

/** The stand-ins' comings and goings, in order. */
export function standInNotes(
  m: Messages,
  players: readonly PlayerInfo[],
  standIns: readonly StandIn[],
): StandInNote[] {
  return standIns
    .flatMap((s) => {
      const name = players[s.seat]?.name ?? m.common.seatLabel(s.seat);
      const came = { at: s.from, text: m.guests.playsFor(m.common.bot(s.level), name) };
      return s.to === undefined ? [came] : [came, { at: s.to, text: m.guests.isBack(name) }];
    })
    .sort((a, b) => a.at - b.at);
}
