// The guided first game's record: its guided round replays to the start of round 2, and every
// situation the lesson teaches really happens in it, where its step says (read from the engine's own
// events).
import { describe, expect, it } from 'vitest';
import { apply, newGame, parseRecord, replay } from '../../engine/index.ts';
import type { GameEvent, GameState } from '../../engine/index.ts';
import { SITUATIONS, lessonSituations } from '../../protocol/lesson/situations.ts';
import {
  GUIDED_UNTIL,
  LESSON_SEAT,
  LESSON_STEPS,
  lessonRecord,
  lessonRefusal,
} from '../../protocol/lesson/steps.ts';

/** Every state before each action, and the events each action brought. */
function played(): { before: GameState[]; events: GameEvent[][] } {
  const created = newGame({
    players: lessonRecord.players,
    seed: lessonRecord.seed,
    deal: lessonRecord.deal,
  });
  if (!created.ok) throw new Error(created.error);
  let s = created.value;
  const before: GameState[] = [];
  const events: GameEvent[][] = [];
  for (const action of lessonRecord.actions) {
    const result = apply(s, action);
    if (!result.ok) throw new Error(result.error);
    before.push(s);
    events.push(result.events);
    s = result.state;
  }
  return { before, events };
}

describe('the guided first game', () => {
  it('is a valid 3-player record of the guided round, that replays to the start of round 2', () => {
    expect(parseRecord(JSON.parse(JSON.stringify(lessonRecord))).ok).toBe(true);
    expect(lessonRecord.players).toHaveLength(3);
    const result = replay(lessonRecord);
    expect(result.ok && { round: result.state.round, phase: result.state.phase }).toEqual({
      round: 2,
      phase: 'planning',
    });
    expect(lessonRecord.actions).toHaveLength(GUIDED_UNTIL + 1);
  });

  it('shows every situation the lesson teaches', () => {
    const found = lessonSituations(lessonRecord);
    expect(found.map((f) => f.id)).toEqual([...SITUATIONS]);
    for (const f of found) expect(f.at, f.id).toBeGreaterThanOrEqual(0);
    const { before, events } = played();
    const of = (id: string) => found.find((f) => f.id === id)!;
    const mine = (id: string) => {
      const { at } = of(id);
      expect(lessonRecord.actions[at]!.seat).toBe(LESSON_SEAT);
      expect(before[at]!.round).toBe(1);
      return { at, action: lessonRecord.actions[at]!, events: events[at]! };
    };
    // Secret planning, then guilds called in turn order: another seat acts first at the player's guild.
    expect(mine('plan').action.type).toBe('plan');
    const called = mine('called');
    const guild = before[called.at]!.resolving!.guild;
    const earlier = before.findIndex(
      (s, i) =>
        i < called.at &&
        s.resolving?.guild === guild &&
        s.turn === 1 &&
        lessonRecord.actions[i]!.seat !== LESSON_SEAT,
    );
    expect(earlier).toBeGreaterThan(0);
    // Buying and selling at the guildmaster's price (no first-turn limit with three players).
    const buy = mine('buy');
    expect(buy.events.find((e) => e.type === 'bought')).toMatchObject({ seat: LESSON_SEAT });
    expect(before[buy.at]!.turn).toBe(1);
    expect(mine('sell').events.find((e) => e.type === 'sold')).toMatchObject({ seat: LESSON_SEAT });
    // A craftsman from a window with two ways to pay, a roof bonus and a move to the front.
    const craftsman = mine('craftsman');
    expect(craftsman.action).toMatchObject({ type: 'recruit', toFront: true });
    if (craftsman.action.type === 'recruit') expect(craftsman.action.window).toBeGreaterThanOrEqual(3);
    expect(craftsman.events.find((e) => e.type === 'recruited')).toMatchObject({ bonus: expect.any(Number) });
    const recruited = craftsman.events.find((e) => e.type === 'recruited');
    expect(recruited?.type === 'recruited' && recruited.bonus).toBeGreaterThan(0);
    expect(craftsman.events.some((e) => e.type === 'movedToFront')).toBe(true);
    // A townsman whose ability acts.
    const townsman = mine('townsman');
    expect(townsman.events.some((e) => e.type === 'agentGained' && e.reason === 'councilman')).toBe(true);
    expect(mine('pass').action.type).toBe('pass');
    // The end of round 1: a favourite by talers, the slide, income, refill, prestige.
    const end = events[of('roundEnd').at]!;
    expect(end.some((e) => e.type === 'favourite' && e.tiebreak === 'talers')).toBe(true);
    for (const type of ['guildmasterSlid', 'income', 'lodgingsRefilled', 'prestigeChosen'])
      expect(end.some((e) => e.type === type)).toBe(true);
    expect(of('roundEnd').at).toBe(GUIDED_UNTIL);
  });

  it('asks the player, step by step, for exactly the record’s actions, and refuses any other', () => {
    let previous = -1;
    for (const step of LESSON_STEPS) {
      expect(step.at).toBeGreaterThanOrEqual(previous);
      previous = step.at;
      if (step.kind !== 'act') continue;
      const expected = lessonRecord.actions[step.at]!;
      expect(expected.seat).toBe(LESSON_SEAT);
      expect(lessonRefusal(step.at, expected)).toBeNull();
      expect(lessonRefusal(step.at, { type: 'nothing', seat: LESSON_SEAT })).toBe(step.id);
    }
    // Every move of the learner's in the guided round is a step's.
    const own = lessonRecord.actions.flatMap((a, i) => (a.seat === LESSON_SEAT ? [i] : []));
    expect(own).toEqual(LESSON_STEPS.filter((s) => s.kind === 'act').map((s) => s.at));
    const others = lessonRecord.actions.findIndex((a) => a.seat !== LESSON_SEAT);
    expect(lessonRefusal(others, { type: 'pass', seat: LESSON_SEAT })).toBe('wait');
    // After it, the learner's moves are their own: the lesson refuses none.
    expect(lessonRefusal(GUIDED_UNTIL + 1, { type: 'pass', seat: LESSON_SEAT })).toBeNull();
    expect(lessonRefusal(GUIDED_UNTIL + 5, { type: 'nothing', seat: LESSON_SEAT })).toBeNull();
  });
});
