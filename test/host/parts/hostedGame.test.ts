// The game a table plays, with the real engine and a store that keeps what it hears: the one place
// where an action is played, saved first, and refused when stale.
import { describe, expect, it } from 'vitest';
import {
  legalActions,
  replay,
  toRecord,
  type Action,
  type GameEvent,
  type GameState,
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
    events: () => played.flat(),
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
    expect(game.act({ type: 'pass', seat: 0 }, 0)).toMatchObject({ code: 'conflict' });
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
    expect(game.act(action, 1)).toMatchObject({ code: 'conflict', message: expect.stringMatching(/move 0/) });
    expect(game.act(action, 0)).toBeNull();
    expect(game.act(action, 0)).toMatchObject({ code: 'conflict' });
    expect(game.act({ type: 'sell', seat: 1, count: 99 }, 1)).toMatchObject({ code: 'illegal' });
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
    expect(game.act(action, 0)).toMatchObject({ code: 'internal' });
    expect(game.state).toBe(before);
    expect(played).toEqual([]);
    saving = true;
    expect(game.act(action, 0)).toBeNull();
  });

  it('hands the store the final state and every event of the game it played to the end', () => {
    const { game, finished, played } = hostedGame();
    game.start({ players: [...players], seed: 'end' }, { name: 'G', adminTokenHash: null, seats: [] });
    const actions: Action[] = [];
    while (game.state!.phase !== 'finished') {
      const state = game.state!;
      const seat = [0, 1].find((s) => legalActions(state, s).length > 0)!;
      const action = legalActions(state, seat)[0]!;
      expect(game.act(action, state.moves)).toBeNull();
      actions.push(action);
    }
    expect(finished()!.state).toBe(game.state);
    expect(finished()!.events).toEqual(played.flat());
    const replayed = replay(toRecord(startedGame(2, 'end'), actions));
    expect(replayed.ok && replayed.state.phase).toBe('finished');
  });

  it('restores a record by replaying it, and refuses one that does not replay', () => {
    const { game } = hostedGame();
    const state = startedGame(2, 'r');
    const action = legalActions(state, 0)[0]!;
    const replayed: GameEvent[][] = [];
    const restored = game.restore(toRecord(state, [action]), (events) => replayed.push(events));
    expect(restored.ok && restored.value.moves).toBe(1);
    expect(replayed).toHaveLength(1);
    const bad = hostedGame().game.restore(toRecord(state, [action, action]), () => {});
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/^action 1: /) });
  });
});
