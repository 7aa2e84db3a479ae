// Where, in the guided round's record, each situation the lesson teaches happens: the index of the
// action that brings it about (-1: it never does). The lesson's steps are placed by it, and a test
// checks that every one of them happens.
import { apply, components, newGame } from '../../engine/index.ts';
import type { GameEvent, GameRecord, GuildId } from '../../engine/index.ts';

export const SITUATIONS = [
  'plan',
  'called',
  'buy',
  'sell',
  'craftsman',
  'townsman',
  'pass',
  'roundEnd',
] as const;
export type Situation = (typeof SITUATIONS)[number];

/** The lesson's player. */
export const LESSON_SEAT = 0;
const ABILITY_EVENTS = new Set(['burgled', 'guardsmanSwapped', 'peddlerLoaded', 'mayorPlaced']);

export interface Found {
  id: Situation;
  /** The index of the action; -1 when the situation never happens. */
  at: number;
  /** The guild being called then (null: none). */
  guild: GuildId | null;
}

/** Replays the record; per situation, where it first happens (the human's own action for the human's situations). */
export function lessonSituations(record: GameRecord): Found[] {
  const found = new Map<Situation, Found>();
  let guild: number | null = null;
  const mark = (id: Situation, at: number) => {
    if (!found.has(id)) found.set(id, { id, at, guild: guild === null ? null : components.GUILDS[guild]! });
  };
  const all = (): Found[] => SITUATIONS.map((id) => found.get(id) ?? { id, at: -1, guild: null });
  const created = newGame({ players: record.players, seed: record.seed, deal: record.deal });
  if (!created.ok) return all();
  let s = created.value;
  /** Per guild this turn: whether another seat acted there before the human. */
  let othersActed = new Set<number>();
  for (let i = 0; i < record.actions.length; i++) {
    const action = record.actions[i]!;
    guild = s.resolving?.guild ?? null;
    const result = apply(s, action);
    if (!result.ok) return all();
    const events: GameEvent[] = result.events;
    const mine = action.seat === LESSON_SEAT;
    const round1 = s.round === 1;
    if (mine && round1) {
      if (action.type === 'plan') mark('plan', i);
      if (action.type === 'pass') mark('pass', i);
      if (guild !== null && othersActed.has(guild)) mark('called', i);
      if (action.type === 'buy') mark('buy', i);
      if (action.type === 'sell') mark('sell', i);
      const recruited = events.find((e) => e.type === 'recruited');
      if (action.type === 'recruit' && recruited?.type === 'recruited') {
        const craftsman = components.craftsman(recruited.tile);
        const moved = events.some((e) => e.type === 'movedToFront');
        if (craftsman && action.window >= 3 && recruited.bonus > 0 && moved) mark('craftsman', i);
        const ability = events.some(
          (e) =>
            ABILITY_EVENTS.has(e.type) ||
            (e.type === 'agentGained' && e.seat === LESSON_SEAT && e.reason === 'councilman'),
        );
        if (!craftsman && ability) mark('townsman', i);
      }
    } else if (guild !== null && s.phase === 'action') othersActed.add(guild);
    if (events.some((e) => e.type === 'turnStarted')) othersActed = new Set();
    if (round1 && roundEndComplete(events)) mark('roundEnd', i);
    s = result.state;
  }
  return all();
}

/** A round end with everything the lesson explains: a favourite chosen by talers, the slide, income, refill, prestige. */
function roundEndComplete(events: GameEvent[]): boolean {
  const has = (type: GameEvent['type']) => events.some((e) => e.type === type);
  return (
    events.some((e) => e.type === 'favourite' && e.tiebreak === 'talers') &&
    has('guildmasterSlid') &&
    has('income') &&
    has('lodgingsRefilled') &&
    has('prestigeChosen')
  );
}
