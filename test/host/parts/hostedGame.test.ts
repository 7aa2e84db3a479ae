// The game a table plays, with the real engine and a store that keeps what it hears: the one place
// where an action is played, saved first, and refused when stale.
import { describe, expect, it } from 'vitest';
import {
  activeSeats,
  legalActions,
  replay,
  toRecord,
  type Action,
  type GameEvent,
  type GameState,
  type StandIn,
} from '../../../engine/index.ts';
import { HostedGame } from '../../../main/host/game.ts';
import { UnsavedGames, type StoredGame } from '../../../main/host/store.ts';
import { startedGame } from './fakes.ts';

function hostedGame(saves: () => boolean = () => true) {
  const heard: string[] = [];
  const played: GameEvent[][] = [];
  let finished: { state: GameState; events: readonly GameEvent[] } | null = null;
  const store = new (class extends UnsavedGames {
    override gameStarted(g: StoredGame): void {
      heard.push(`started ${g.id} ${g.record.actions.length}`);
    }
    override actionApplied(_id: string, _action: Action, index: number): void {
      if (!saves()) throw new Error('disk full');
      heard.push(`action ${index}`);
    }
    override gameFinished(_id: string, state: GameState, events: readonly GameEvent[]): void {
      finished = { state, events };
    }
    override seatsChanged(): void {
      heard.push('seats');
    }
    override gameRemoved(): void {
      heard.push('removed');
    }
    override actionsTakenBack(_id: string, seat: number, keep: number, standIns: StandIn[]): void {
      if (!saves()) throw new Error('disk full');
      heard.push(`seat ${seat} took back to ${keep}: ${JSON.stringify(standIns)}`);
    }
  })();
  const game = new HostedGame({
    gameId: 'g',
    writable: () => ({ ok: true }),
    store: (call) => {
      try {
        call(store);
        return true;
      } catch {
        return false;
      }
    },
    played: (_state, events) => void played.push(events),
  });
  return { game, heard, played, finished: () => finished };
}

const players = [
  { name: 'A', color: 'yellow' },
  { name: 'B', color: 'blue' },
] as const;

describe('HostedGame', () => {
  it('stores the game when it starts, and nothing about it before', () => {
    const { game, heard } = hostedGame();
    game.seatsChanged([]);
    game.removed();
    expect(game.state).toBeNull();
    expect(game.act({ type: 'pass', seat: 0 }, { moves: 0 })).toMatchObject({ code: 'conflict' });
    expect(
      game.start({ players: [...players], seed: 's' }, { name: 'G', adminTokenHash: null, seats: [] }).ok,
    ).toBe(true);
    game.seatsChanged([]);
    game.removed();
    expect(heard).toEqual(['started g 0', 'seats', 'removed']);
  });

  it('plays an action decided on the current move count only, saved before it is played', () => {
    const { game, heard, played } = hostedGame();
    game.start({ players: [...players], seed: 's' }, { name: 'G', adminTokenHash: null, seats: [] });
    const state = game.state!;
    const action = legalActions(state, 0)[0]!;
    expect(game.act(action, { moves: 1 })).toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/move 0/),
    });
    expect(game.act(action, { moves: 0 })).toBeNull();
    expect(game.act(action, { moves: 0 })).toMatchObject({ code: 'conflict' });
    expect(game.act({ type: 'sell', seat: 1, count: 99 }, { moves: 1 })).toMatchObject({ code: 'illegal' });
    expect(game.state!.moves).toBe(1);
    expect(heard).toEqual(['started g 0', 'action 0']);
    expect(played).toHaveLength(1);
  });

  it('does not play an action the store cannot save', () => {
    let saving = false;
    const { game, played } = hostedGame(() => saving);
    game.start({ players: [...players], seed: 's' }, { name: 'G', adminTokenHash: null, seats: [] });
    const before = game.state;
    const action = legalActions(before!, 0)[0]!;
    expect(game.act(action, { moves: 0 })).toMatchObject({ code: 'internal' });
    expect(game.state).toBe(before);
    expect(played).toEqual([]);
    saving = true;
    expect(game.act(action, { moves: 0 })).toBeNull();
  });

  it('hands the store the final state and every event of the game it played to the end', () => {
    const { game, finished, played } = hostedGame();
    game.start({ players: [...players], seed: 'end' }, { name: 'G', adminTokenHash: null, seats: [] });
    const actions: Action[] = [];
    while (game.state!.phase !== 'finished') {
      const state = game.state!;
      const seat = [0, 1].find((s) => legalActions(state, s).length > 0)!;
      const action = legalActions(state, seat)[0]!;
      expect(game.act(action, { moves: state.moves })).toBeNull();
      actions.push(action);
    }
    expect(finished()!.state).toBe(game.state);
    expect(finished()!.events).toEqual(played.flat());
    const replayed = replay(toRecord(startedGame(2, 'end'), actions));
    expect(replayed.ok && replayed.state.phase).toBe('finished');
  });

  it('takes back a decision with the bot moves after it: told to the store first, then the record replayed', () => {
    let saving = true;
    const { game, heard } = hostedGame(() => saving);
    const three = [...players, { name: 'C', color: 'orange' }];
    game.start({ players: three, seed: 'undo' }, { name: 'G', adminTokenHash: null, seats: [] });
    const initial = game.state!;
    const isBot = (seat: number): boolean => seat !== 0;
    game.standIn(1, 'easy', []);
    const played: Action[] = [];
    // Seats act in turn until seat 0's last decision, with bot moves after it, may be taken back.
    const mayTakeBack = (): boolean =>
      played.some((a) => a.seat === 0) &&
      played.at(-1)!.seat !== 0 &&
      game.undo([0], isBot)![0]!.refusal === null;
    while (!mayTakeBack()) {
      const state = game.state!;
      expect(state.phase).not.toBe('finished');
      const action = legalActions(state, activeSeats(state)[0]!)[0]!;
      expect(game.act(action, { version: game.version })).toBeNull();
      played.push(action);
    }
    const keep = played.map((a) => a.seat).lastIndexOf(0);
    game.standIn(2, 'easy', []);
    const version = game.version!;
    heard.length = 0;

    saving = false;
    expect(game.takeBack(0, isBot)).toMatchObject({ code: 'internal' });
    expect(game.version).toBe(version);
    saving = true;
    expect(game.takeBack(0, isBot)).toEqual({
      type: 'tookBack',
      seat: 0,
      decision: played[keep]!.type,
      bots: played.length - keep - 1,
    });
    const standIns = [
      { seat: 1, from: 0, level: 'easy' },
      { seat: 2, from: keep, level: 'easy' },
    ];
    expect(heard).toEqual([`seat 0 took back to ${keep}: ${JSON.stringify(standIns)}`]);
    const replayed = replay(toRecord(initial, played.slice(0, keep)));
    expect(replayed.ok && game.state).toEqual(replayed.ok && replayed.state);
    expect(game.version).toBe(version + 1);
    // Nothing decided before it answers the game now, whatever its move count.
    const again = played[keep]!;
    expect(game.act(again, { moves: keep, version })).toMatchObject({ code: 'conflict' });
    expect(game.act(again, { moves: keep })).toMatchObject({ code: 'conflict' });
    expect(game.act(again, { version: game.version })).toBeNull();
  });

  it('restores a record by replaying it, and refuses one that does not replay', () => {
    const { game } = hostedGame();
    const state = startedGame(2, 'r');
    const action = legalActions(state, 0)[0]!;
    const replayed: GameEvent[][] = [];
    const restored = game.restore({ record: toRecord(state, [action]) }, (events) => replayed.push(events));
    expect(restored.ok && restored.value.moves).toBe(1);
    expect(replayed).toHaveLength(1);
    const bad = hostedGame().game.restore({ record: toRecord(state, [action, action]) }, () => {});
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/^action 1: /) });
  });
});
