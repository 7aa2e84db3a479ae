// What a match's results say of each seat besides its score: the guild its craftsmen favoured, and
// whether a stand-in bot played any of its actions (then the result is not its player's alone).
import { GUILDS, craftsman, byStandIn, type GameRecord } from '../../engine/index.ts';
import type { BotLevel } from '../../engine/bots/index.ts';

/** The guild whose craftsmen a player gathered the most value of (ties to the lower guild). */
export function favouriteGuild(tiles: readonly string[]): string | null {
  const value = new Array<number>(GUILDS.length).fill(0);
  for (const id of tiles) {
    const c = craftsman(id);
    if (c) value[c.guild]! += c.value;
  }
  const best = Math.max(...value);
  return best > 0 ? GUILDS[value.indexOf(best)]! : null;
}

/** The seats a stand-in bot played any action of, with its level. */
export function stoodInSeats(record: GameRecord | null): Map<number, BotLevel> {
  const seats = new Map<number, BotLevel>();
  record?.actions.forEach((_, i) => {
    const standIn = byStandIn(record, i);
    if (standIn) seats.set(standIn.seat, standIn.level);
  });
  return seats;
}
