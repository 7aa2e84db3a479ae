// The state messages of one game: every member gets each change under the next sequence number,
// with the public view and its focused seat's own entry; a snapshot adds the public log.
import { describe, expect, it } from 'vitest';
import { apply, legalActions, view, type GameState } from '../../../engine/index.ts';
import { Broadcaster } from '../../../main/host/broadcaster.ts';
import { Members } from '../../../main/host/members.ts';
import type { HostMessageOf, TableInfo } from '../../../protocol/messages.ts';
import { seatView } from '../../../protocol/messages.ts';
import { recordingPeer, startedGame } from './fakes.ts';

const table: TableInfo = { id: 'g', name: 'Game', phase: 'playing', seats: [], spectators: 1 };

function broadcaster(state: GameState | null) {
  const members = new Members();
  const [ana, ben, watcher] = [recordingPeer(), recordingPeer(), recordingPeer()];
  members.enter(ana, 0);
  members.enter(ben, 1);
  members.watch(watcher);
  members.admin = ana;
  const current = { state };
  const b = new Broadcaster('g', {
    members,
    state: () => current.state,
    version: () => (current.state ? current.state.moves : undefined),
    you: (peer, member) => members.you(peer, member, peer === ana ? [0] : peer === ben ? [1] : []),
    recentChat: () => {},
  });
  return { b, ana, ben, watcher, current };
}

describe('Broadcaster', () => {
  it("sends each member the change with its focused seat's view, the table only when it changed", () => {
    const state = startedGame();
    const { b, ana, ben, watcher } = broadcaster(state);
    b.change([], table);
    b.change([], undefined, ben);
    const [first, second] = ana.received as HostMessageOf<'update'>[];
    expect(first).toMatchObject({ type: 'update', gameId: 'g', seq: 1, table, events: [] });
    expect(first!.you).toEqual({ seats: [0], admin: true, focus: 0 });
    expect(seatView(first!)).toEqual(view(state, 0));
    expect(second).toMatchObject({ seq: 2 });
    expect(second).not.toHaveProperty('table');
    expect(ben.received).toHaveLength(1);
    expect(seatView(ben.received[0] as HostMessageOf<'update'>)).toEqual(view(state, 1));
    expect(watcher.received[1]).toMatchObject({ own: null, view: view(state, null) });
  });

  it('logs the events of each change; a snapshot carries the log after `since`, and says so', () => {
    const state = startedGame();
    const { b, ana, current } = broadcaster(state);
    b.replayed([]);
    const played = apply(state, legalActions(state, 0)[0]!);
    if (!played.ok) throw new Error(played.error);
    current.state = played.state;
    b.change(played.events, undefined);
    b.snapshot(ana, table, 7, 1);
    const snapshot = ana.received.at(-1) as HostMessageOf<'snapshot'>;
    expect(snapshot).toMatchObject({
      type: 'snapshot',
      re: 7,
      seq: 2,
      table,
      log: [{ seq: 2, moves: 1, events: played.events }],
      since: 1,
    });
    expect(seatView(snapshot)).toEqual(view(played.state, 0));
    // Without `since`, the whole log, and no `since` to keep an older one by.
    b.snapshot(ana, table, 8);
    const whole = ana.received.at(-1) as HostMessageOf<'snapshot'>;
    expect(whole.log).toEqual([
      { seq: 1, moves: 1, events: [] },
      { seq: 2, moves: 1, events: played.events },
    ]);
    expect(whole).not.toHaveProperty('since');
  });

  it('sends no view in the lobby', () => {
    const { b, ana } = broadcaster(null);
    b.change([], table);
    expect(ana.received[0]).toMatchObject({ view: null, own: null });
    expect(b.view(0)).toBeNull();
  });
});
