// What a player missed, from the public log of whole games: the others' moves after the seat's last
// decision grouped by player, the last round end told again, nothing before a first decision, and
// nothing the screen already showed as it happened.
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../engine/index.ts';
import { missedSince } from '../../renderer/view/missed.ts';
import { playRandom } from './games.ts';

/** A whole random game's log as a screen receives it: each change's events under its number. */
function gameLog(players: number, seed: number): { seq: number; moves: number; event: GameEvent }[] {
  const log: { seq: number; moves: number; event: GameEvent }[] = [];
  let seq = 0;
  playRandom(players, seed, (_s, events) => {
    seq++;
    // One change per action here: the change's number is the count of actions it brought.
    for (const event of events) log.push({ seq, moves: seq, event });
  });
  return log;
}

/** The index of the last item of `log` that holds, or -1. */
function lastIndex<T>(log: readonly T[], holds: (item: T) => boolean): number {
  for (let i = log.length - 1; i >= 0; i--) if (holds(log[i]!)) return i;
  return -1;
}

const decided = (e: GameEvent, seat: number): boolean =>
  ['planned', 'passed', 'sold', 'bought', 'recruited', 'didNothing'].includes(e.type) &&
  'seat' in e &&
  e.seat === seat;

describe('what a player missed', () => {
  const log = gameLog(3, 7);

  it('tells nothing before the seat’s first decision', () => {
    const first = log.findIndex((i) => decided(i.event, 0));
    expect(missedSince(log.slice(0, first), 0, new Set())).toBeNull();
  });

  it('groups the others’ moves since the seat’s last decision by player, and retells the last round end', () => {
    // Up to the end of round 2: seat 0's last decision somewhere in it, the round end after.
    const end = log.findIndex((i) => i.event.type === 'roundEnded' && i.event.round === 2);
    const upTo = log.filter((i) => i.seq <= log[end]!.seq + 1);
    const last = lastIndex(upTo, (i) => decided(i.event, 0));
    const missed = missedSince(upTo, 0, new Set())!;
    expect(missed.roundEnd?.round).toBe(2);
    const told = [...missed.groups, ...missed.later].flatMap((g) => g.events.map((i) => i.event));
    for (const g of [...missed.groups, ...missed.later])
      for (const e of g.events.map((i) => i.event))
        expect('seat' in e && typeof e.seat === 'number' ? e.seat : null).toBe(g.seat);
    // Every move after the last decision is told, once; the round end's own steps are its story.
    const after = upTo.slice(last + 1).map((i) => i.event);
    expect(told.length).toBeLessThan(after.length);
    for (const e of told) expect(after).toContain(e);
    expect(told.some((e) => e.type === 'favourite' || e.type === 'income')).toBe(false);
    expect(missed.groups.some((g) => g.seat !== null && g.seat !== 0)).toBe(true);
  });

  it('counts from the player’s own last decision, not a stand-in’s in their name, whose moves it tells as the stand-in’s', () => {
    const end = log.findIndex((i) => i.event.type === 'roundEnded' && i.event.round === 2);
    const upTo = log.filter((i) => i.seq <= log[end]!.seq + 1);
    const decisions = upTo.filter((i) => decided(i.event, 0));
    // Seat 0's player left before its last two decisions: an easy bot made them.
    const own = decisions.at(-3)!;
    const from = decisions.at(-2)!.moves - 1;
    const standIns = [{ seat: 0, level: 'easy' as const, from }];
    const missed = missedSince(upTo, 0, new Set(), standIns)!;
    const all = [...missed.groups, ...missed.later];
    const told = all.flatMap((g) => g.events.map((i) => i.event));
    // Told: what came after the player's own last decision, nothing before.
    const after = upTo.filter((i) => i.seq > own.seq).map((i) => i.event);
    for (const e of told) expect(after).toContain(e);
    const standIn = all.filter((g) => g.seat === 0);
    expect(standIn.map((g) => g.standIn)).toEqual(standIn.map(() => 'easy'));
    expect(standIn.flatMap((g) => g.events.map((i) => i.event))).toEqual(
      expect.arrayContaining([decisions.at(-2)!.event, decisions.at(-1)!.event]),
    );
    // A stand-in from before the player's first decision: everything the screen did not show is told.
    const fromStart = missedSince(upTo, 0, new Set(), [{ seat: 0, level: 'medium', from: 0 }])!;
    expect(fromStart.groups.find((g) => g.seat === 0)?.standIn).toBe('medium');
    expect(fromStart.groups.find((g) => g.seat === 0)?.events.map((i) => i.event)).toContain(
      decisions[0]!.event,
    );
    // Without the stand-in the same moves were the player's own: the last of them is where it counts from.
    const own2 = missedSince(upTo, 0, new Set());
    expect(
      [...(own2?.groups ?? []), ...(own2?.later ?? [])].some((g) => g.seat === 0 && g.standIn !== null),
    ).toBe(false);
  });

  it('tells what came before the round end before its story, and what came after it after', () => {
    // Into round 3 up to the first plan of the seat that plans last: the others' plans come after the
    // round-2 end, before the seat's decision.
    const end = log.findIndex((i) => i.event.type === 'roundEnded' && i.event.round === 2);
    const seq = log[end]!.seq;
    const firstAfter = (seat: number): number => log.findIndex((i, n) => n > end && decided(i.event, seat));
    const seat = [0, 1, 2].reduce((a, b) => (firstAfter(b) > firstAfter(a) ? b : a));
    const upTo = log.filter((i) => i.seq < log[firstAfter(seat)]!.seq);
    const missed = missedSince(upTo, seat, new Set())!;
    expect(missed.roundEnd?.round).toBe(2);
    const seqs = (groups: typeof missed.groups): number[] =>
      groups.flatMap((g) => g.events.map((i) => i.seq));
    expect(seqs(missed.groups).length).toBeGreaterThan(0);
    expect(seqs(missed.later).length).toBeGreaterThan(0);
    expect(seqs(missed.groups).every((n) => n <= seq)).toBe(true);
    expect(seqs(missed.later).every((n) => n > seq)).toBe(true);
    // Every move of the others after the round end is told after it.
    const later = upTo.filter((i) => i.seq > seq && [0, 1, 2].some((s) => s !== seat && decided(i.event, s)));
    expect(later.length).toBeGreaterThan(0);
    for (const item of later) expect(seqs(missed.later)).toContain(item.seq);
    // Without a round end everything is told alike, nothing after it.
    const before = missedSince(log.slice(0, end), seat, new Set());
    expect(before?.later ?? []).toEqual([]);
  });

  it('leaves out what the screen showed as it happened', () => {
    const last = lastIndex(log, (i) => decided(i.event, 1) && i.event.type !== 'planned');
    const upTo = log.slice(0, Math.min(log.length, last + 40));
    expect(missedSince(upTo, 1, new Set(upTo.map((i) => i.seq)))).toBeNull();
  });

  it('goes on with a round end’s story from the steps read, its ending move shown as the story began', () => {
    const end = log.findIndex((i) => i.event.type === 'roundEnded' && i.event.round === 2);
    const seq = log[end]!.seq;
    const upTo = log.filter((i) => i.seq <= seq + 1);
    const whole = missedSince(upTo, 0, new Set())!;
    const ending = upTo.filter((i) => i.seq === seq && i.event.type !== 'roundEnded').map((i) => i.event)[0]!;
    expect(whole.groups.flatMap((g) => g.events.map((i) => i.event))).toContain(ending);
    expect(whole.storyFrom).toBe(0);
    const begun = missedSince(upTo, 0, new Set(), [], { seq, read: 2 })!;
    expect(begun.roundEnd?.round).toBe(2);
    expect(begun.storyFrom).toBe(2);
    expect(begun.groups.flatMap((g) => g.events.map((i) => i.event))).not.toContain(ending);
    // A story read to its end is not told again: what came after it still is.
    const read = missedSince(upTo, 0, new Set(), [], { seq, read: 6 });
    expect(read?.roundEnd ?? null).toBeNull();
  });
});
