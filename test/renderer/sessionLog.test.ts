// The game log a screen keeps from the host's snapshots and updates: a snapshot after `since` adds to
// what came up to it; a whole one (after a reconnection, perhaps to a host started again, which
// numbers its changes anew) replaces it.
import { describe, expect, it } from 'vitest';
import type { Snapshot, Update } from '../../protocol/mirrors.ts';
import type { LogEntry, TableInfo } from '../../protocol/messages.ts';
import { GameSession } from '../../renderer/connection/session.svelte.ts';

const table: TableInfo = { id: 'g', name: 'G', phase: 'playing', seats: [], spectators: 0 };
const you = { seats: [0], admin: false, focus: 0 };

/** A log entry of one pass by `seat`. */
const entry = (seq: number, moves: number, seat: number): LogEntry => ({
  seq,
  moves,
  events: [{ type: 'passed', seat }],
});

function snapshot(seq: number, log: LogEntry[], since?: number): Snapshot {
  return {
    v: 1,
    type: 'snapshot',
    gameId: 'g',
    seq,
    table,
    you,
    view: null,
    log,
    ...(since ? { since } : {}),
  };
}

const lines = (s: GameSession): string[] => s.log.map((i) => `${i.seq}:${i.moves}`);

describe('the log of a game session', () => {
  it('adds the events after `since`, and takes a whole log for what it is', () => {
    const session = new GameSession('g', () => {
      throw new Error('no requests here');
    });
    session.snapshot(snapshot(9, [entry(3, 1, 0), entry(7, 2, 1)]));
    session.update({ v: 1, type: 'update', gameId: 'g', seq: 10, table, you, view: null, events: [] });
    session.snapshot(snapshot(12, [entry(11, 3, 0), entry(12, 4, 1)], 10));
    expect(lines(session)).toEqual(['3:1', '7:2', '11:3', '12:4']);
    // Nothing new since 12: the log stands.
    session.snapshot(snapshot(12, [], 12));
    expect(lines(session)).toEqual(['3:1', '7:2', '11:3', '12:4']);

    // The host started again: one entry per action, numbered from 1, the last move included.
    session.snapshot(
      snapshot(5, [entry(1, 1, 0), entry(2, 2, 1), entry(3, 3, 0), entry(4, 4, 1), entry(5, 5, 0)]),
    );
    expect(lines(session)).toEqual(['1:1', '2:2', '3:3', '4:4', '5:5']);
  });

  it('drops the lines of the actions a take-back took back, from an update or a later snapshot', () => {
    const session = new GameSession('g', () => {
      throw new Error('no requests here');
    });
    session.snapshot(snapshot(4, [entry(1, 1, 0), entry(2, 2, 1), entry(3, 3, 2), entry(4, 4, 0)]));
    const tookBack = { type: 'tookBack' as const, seat: 1, decision: 'pass' as const, bots: 2 };
    const view = { moves: 1 } as Update['view'];
    session.update({ v: 1, type: 'update', gameId: 'g', seq: 5, table, you, view, events: [tookBack] });
    expect(lines(session)).toEqual(['1:1', '5:1']);
    expect(session.log.at(-1)!.event).toEqual(tookBack);

    // A screen that missed the update hears of it after `since`: the same log.
    const away = new GameSession('g', () => {
      throw new Error('no requests here');
    });
    away.snapshot(snapshot(4, [entry(1, 1, 0), entry(2, 2, 1), entry(3, 3, 2), entry(4, 4, 0)]));
    away.snapshot(snapshot(6, [{ seq: 5, moves: 1, events: [tookBack] }, entry(6, 2, 1)], 4));
    expect(lines(away)).toEqual(['1:1', '5:1', '6:2']);
  });
});
