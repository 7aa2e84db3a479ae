// What moves on the board for each event: goods to and from storehouses, agents to roofs and home,
// tiles out of lodgings and workshops, crests to favourites, coins, revealed cards. Events are grouped
// into steps; the flights of one step move together, steps follow each other.
import type { GameEvent, GameView, GoodId, GoodsCount, GuildId, TileId } from '../../engine/index.ts';
import { GOODS_ORDER, goodOfGuild } from './order.ts';

export type Token =
  | { kind: 'good'; good: GoodId }
  | { kind: 'agent'; color: string }
  | { kind: 'tile'; id: TileId }
  | { kind: 'crest'; crest: GuildId | 'prestige' }
  | { kind: 'coin' }
  | { kind: 'card'; color: string }
  | { kind: 'mayor' };

/** `from` and `to` name board anchors ("guild:brewers:store", "seat:1:goods") or a tile ("tile:id"). */
export interface Flight {
  token: Token;
  from: string;
  to: string;
  /** Fade out at the end instead of landing (a guest leaving the game). */
  vanish?: boolean;
  /** Staggered start within the step, in fractions of the step's duration. */
  delay?: number;
}

export interface Step {
  flights: Flight[];
  /** The sound of the step, if any. */
  sound: 'coin' | 'card' | 'tile' | 'agent' | 'fanfare' | null;
}

function goodsFlights(goods: GoodsCount, from: string, to: string): Flight[] {
  const list = GOODS_ORDER.flatMap((g) => Array.from({ length: goods[g] ?? 0 }, () => g));
  return list.map((good, i) => ({ token: { kind: 'good', good }, from, to, delay: i * 0.12 }));
}

function coins(n: number, from: string, to: string): Flight[] {
  return Array.from({ length: Math.min(n, 5) }, (_, i) => ({
    token: { kind: 'coin' } as Token,
    from,
    to,
    delay: i * 0.1,
  }));
}

const color = (view: GameView, seat: number): string => view.seats[seat]?.color ?? '';

/** The flights of one event, against the view shown before it. */
export function flightsOf(e: GameEvent, view: GameView): Step | null {
  switch (e.type) {
    case 'guildCalled':
      return {
        sound: 'card',
        flights: e.seats.map((seat, i) => ({
          token: { kind: 'card', color: color(view, seat) },
          from: `seat:${seat}`,
          to: `guild:${e.guild}`,
          delay: i * 0.15,
        })),
      };
    case 'sold':
      return {
        sound: 'coin',
        flights: [
          ...goodsFlights(
            { [goodOfGuild(e.guild)]: e.count },
            `seat:${e.seat}:goods`,
            `guild:${e.guild}:store`,
          ),
          ...coins(e.count, `guild:${e.guild}:store`, `seat:${e.seat}:talers`),
        ],
      };
    case 'bought':
      return {
        sound: 'coin',
        flights: [
          ...goodsFlights(e.goods, `guild:${e.guild}:store`, `seat:${e.seat}:goods`),
          ...coins(goodsTotalOf(e.goods), `seat:${e.seat}:talers`, `guild:${e.guild}`),
        ],
      };
    case 'recruited':
      return {
        sound: 'tile',
        flights: [
          ...goodsFlights(e.payment, `seat:${e.seat}:goods`, `guild:${e.guild}:store`),
          { token: { kind: 'tile', id: e.tile }, from: `tile:${e.tile}`, to: `seat:${e.seat}:tiles` },
          ...coins(e.bonus, `guild:${e.guild}:roof`, `seat:${e.seat}:talers`),
        ],
      };
    case 'agentToRoof':
      return {
        sound: 'agent',
        flights: [
          {
            token: { kind: 'agent', color: color(view, e.seat) },
            from: `seat:${e.seat}:agents`,
            to: `guild:${e.guild}:roof`,
          },
        ],
      };
    case 'burgled':
      return {
        sound: 'coin',
        flights: goodsFlights(e.goods, `seat:${e.victim}:goods`, `seat:${e.seat}:goods`),
      };
    case 'guardsmanSwapped':
      return {
        sound: 'tile',
        flights: [
          { token: { kind: 'tile', id: e.tiles[0] }, from: `tile:${e.tiles[0]}`, to: `tile:${e.tiles[1]}` },
          { token: { kind: 'tile', id: e.tiles[1] }, from: `tile:${e.tiles[1]}`, to: `tile:${e.tiles[0]}` },
        ],
      };
    case 'mayorPlaced':
      return {
        sound: 'fanfare',
        flights: [{ token: { kind: 'mayor' }, from: `seat:${e.seat}`, to: `guild:${e.guild}:roof` }],
      };
    case 'favourite': {
      if (e.seat === null) {
        return {
          sound: null,
          flights: e.tiles.map((id) => ({
            token: { kind: 'tile', id },
            from: `tile:${id}`,
            to: `guild:${e.guild}:workshop:0`,
            vanish: true,
          })),
        };
      }
      const to = `seat:${e.seat}`;
      return {
        sound: 'fanfare',
        flights: [
          {
            token: { kind: 'good', good: goodOfGuild(e.guild) },
            from: `seat:${e.seat}:goods`,
            to: `guild:${e.guild}:store`,
          },
          ...e.tiles.map((id, i): Flight => ({
            token: { kind: 'tile', id },
            from: i === 0 ? `guild:${e.guild}:workshop:0` : `tile:${id}`,
            to: `${to}:tiles`,
            delay: 0.1 + i * 0.1,
          })),
          {
            token: { kind: 'crest', crest: e.guild },
            from: `guild:${e.guild}:crests`,
            to: `${to}:crests`,
            delay: 0.25,
          },
          ...(e.prestige
            ? [
                {
                  token: { kind: 'crest', crest: 'prestige' },
                  from: `guild:${e.guild}:prestige`,
                  to: `${to}:crests`,
                  delay: 0.4,
                } as Flight,
              ]
            : []),
        ],
      };
    }
    case 'agentsReclaimed':
      return {
        sound: 'agent',
        flights: view.guilds.flatMap((g) =>
          g.roof.flatMap((n, seat) =>
            Array.from({ length: n }, (_, i): Flight => ({
              token: { kind: 'agent', color: color(view, seat) },
              from: `guild:${g.id}:roof`,
              to: `seat:${seat}:agents`,
              delay: i * 0.05,
            })),
          ),
        ),
      };
    case 'income':
      return { sound: 'coin', flights: coins(e.total, 'track', `seat:${e.seat}:talers`) };
    case 'guildmasterSlid':
      return e.tile
        ? {
            sound: 'tile',
            flights: [
              {
                token: { kind: 'tile', id: e.tile },
                from: `tile:${e.tile}`,
                to: `guild:${e.guild}:workshop:0`,
              },
            ],
          }
        : null;
    case 'lodgingsRefilled': {
      const flights: Flight[] = [];
      if (e.discarded)
        flights.push({
          token: { kind: 'tile', id: e.discarded },
          from: `tile:${e.discarded}`,
          to: `guild:${e.guild}:lodging:0`,
          vanish: true,
        });
      e.lodgings.forEach((id, w) => {
        if (!id) return;
        const drawn = e.drawn.includes(id);
        flights.push({
          token: { kind: 'tile', id },
          from: drawn ? 'stack' : `tile:${id}`,
          to: `guild:${e.guild}:lodging:${w}`,
          delay: drawn ? 0.3 + w * 0.1 : 0,
        });
      });
      return { sound: 'tile', flights };
    }
    default:
      return null;
  }
}

function goodsTotalOf(goods: GoodsCount): number {
  return Object.values(goods).reduce((a: number, b) => a + (b ?? 0), 0);
}

// Events of these kinds happen to every seat or guild at once: one step for the run of them.
const TOGETHER = new Set<GameEvent['type']>(['income', 'guildmasterSlid', 'lodgingsRefilled']);

/** The steps of a change, events of a kind that happens everywhere at once merged into one step. */
export function stepsOf(events: readonly GameEvent[], view: GameView): Step[] {
  const steps: Step[] = [];
  let lastType: GameEvent['type'] | null = null;
  for (const e of events) {
    const step = flightsOf(e, view);
    if (!step || step.flights.length === 0) continue;
    const prev = steps[steps.length - 1];
    if (prev && lastType === e.type && TOGETHER.has(e.type)) prev.flights.push(...step.flights);
    else steps.push(step);
    lastType = e.type;
  }
  return steps;
}
