// The game log: every public event told in words, and the take-backs between them. Events the log
// leaves out (an agent reaching a roof, which every action implies) return null.
import { components, type GoodId, type GoodsCount, type PlayerInfo } from '../../engine/index.ts';
import type { LogEvent } from '../../protocol/takeBack.ts';
import type { Messages } from '../../languages/en/messages.ts';
import { GOODS_ORDER, goodOfGuild } from './order.ts';
import { tileAt } from './places.ts';
import { placeRank } from './swaps.ts';
import { tileName } from './tiles.ts';

export function goodsText(m: Messages, goods: GoodsCount): string {
  const parts = GOODS_ORDER.flatMap((g) => {
    const n = goods[g] ?? 0;
    return n > 0 ? [m.goodCount(n, g)] : [];
  });
  return parts.length ? parts.join(', ') : m.player.noGoods;
}

export function logLine(m: Messages, players: readonly PlayerInfo[], e: LogEvent): string | null {
  const name = (seat: number): string => players[seat]?.name ?? m.common.seatLabel(seat);
  const names = (seats: readonly number[]): string => seats.map(name).join(', ');
  switch (e.type) {
    case 'roundStarted':
      return m.log.roundStarted(e.round, e.prestige ? m.guilds[e.prestige] : null);
    case 'turnStarted':
      return m.log.turnStarted(e.turn);
    case 'planned':
      return m.log.planned(name(e.seat), e.cards);
    case 'passed':
      return m.log.passed(name(e.seat));
    case 'guildCalled':
      return m.log.guildCalled(m.guilds[e.guild], names(e.seats));
    case 'sold':
      return m.log.sold(name(e.seat), m.goodCount(e.count, goodOfGuild(e.guild)), e.earned);
    case 'bought':
      return m.log.bought(name(e.seat), goodsText(m, e.goods), e.paid);
    case 'recruited':
      return m.log.recruited(name(e.seat), tileName(m, e.tile), goodsText(m, e.payment), e.bonus);
    case 'movedToFront':
      return m.log.movedToFront(name(e.seat));
    case 'didNothing':
      return m.log.didNothing(name(e.seat), m.guilds[e.guild]);
    case 'agentToRoof':
      return null;
    case 'agentGained':
      return m.log.agentGained(name(e.seat), e.total);
    case 'agentAtMaximum':
      return m.log.agentAtMaximum(name(e.seat));
    case 'burgled':
      return m.log.burgled(name(e.seat), name(e.victim), goodsText(m, e.goods), e.compensation);
    case 'burglarTookNothing':
      return m.log.burglarTookNothing(name(e.seat));
    case 'guardsmanSwapped': {
      // Each craftsman where he lay, in the words of the choices, the first on the board first.
      const [a, b] = [0, 1].map((i) => ({ tile: e.tiles[i]!, from: e.from[i]! }));
      const [x, y] = placeRank(a!.from) <= placeRank(b!.from) ? [a!, b!] : [b!, a!];
      return m.log.guardsmanSwapped(
        name(e.seat),
        tileAt(m, x.tile, x.from, null),
        tileAt(m, y.tile, y.from, null),
      );
    }
    case 'guardsmanSwappedNothing':
      return m.log.guardsmanSwappedNothing(name(e.seat));
    case 'peddlerLoaded':
      return m.log.peddlerLoaded(name(e.seat), goodName(m, e.good));
    case 'mayorPlaced':
      return m.log.mayorPlaced(name(e.seat), m.guilds[e.guild]);
    case 'townsmanReshuffled':
      // A Peddler goes back only at a round's end, told already by its owner's line (peddlerReturned).
      return components.townsman(e.tile)?.type === 'peddler'
        ? null
        : m.log.townsmanReshuffled(tileName(m, e.tile));
    case 'turnEnded':
      return m.log.turnEnded(names(e.nowFinished));
    case 'roundEnded':
      return m.log.roundEnded(e.round);
    case 'favourite': {
      const guild = m.guilds[e.guild];
      return e.seat === null
        ? m.log.noFavourite(guild)
        : m.log.favourite(guild, name(e.seat), e.counts[e.seat] ?? 0);
    }
    case 'peddlerReturned':
      return m.log.peddlerReturned(name(e.seat));
    case 'agentsReclaimed':
      return m.log.agentsReclaimed;
    case 'income':
      return m.log.income(name(e.seat), e.total);
    case 'guildmasterSlid':
      return e.tile ? m.log.guildmasterSlid(m.guilds[e.guild], tileName(m, e.tile)) : null;
    case 'lodgingsRefilled':
      return m.log.lodgingsRefilled(m.guilds[e.guild], e.drawn.length);
    case 'prestigeChosen':
      return m.log.prestigeChosen(m.guilds[e.guild]);
    case 'gameEnded':
      return m.log.gameEnded;
    case 'tookBack':
      return m.undo.tookBack(name(e.seat), m.undo.decisions[e.decision], e.bots);
  }
}

/**
 * Log lines newest first, round by round: the rounds in reverse, and in each the line that opens it
 * (`opens`) still on top of the round's lines, which run newest first beneath it.
 */
export function newestFirst<T extends { opens: boolean }>(lines: readonly T[]): T[] {
  const rounds: T[][] = [];
  for (const line of lines) {
    if (line.opens || !rounds.length) rounds.push([]);
    rounds[rounds.length - 1]!.push(line);
  }
  return rounds
    .reverse()
    .flatMap(([first, ...rest]) =>
      first!.opens ? [first!, ...rest.reverse()] : [...rest.reverse(), first!],
    );
}

/** A good id from an event (typed as a plain string there) in words. */
export function goodName(m: Messages, good: string): string {
  return (GOODS_ORDER as readonly string[]).includes(good) ? m.goods[good as GoodId] : good;
}
