// Games stored as the host stores them (started, each action, finished), for the tests of what the
// history shows.
import { apply, score, toRecord, type GameEvent } from '../../engine/index.ts';
import type { GameStore } from '../../main/host/store.ts';
import { playRandom, start } from '../engine/play.ts';

/** Plays and stores one random 2-player game as the host reports it; returns the names of its winners. */
export function storeGame(store: GameStore, gameId: string, seed: number): string[] {
  const initial = start(2, `series-${seed}`);
  const { actions } = playRandom(initial, seed);
  store.gameStarted({
    id: gameId,
    name: 'Table',
    adminTokenHash: null,
    seats: [
      { kind: 'human', tokenHash: 'a'.repeat(64) },
      { kind: 'bot', level: 'easy' },
    ],
    record: toRecord(initial, []),
  });
  let state = initial;
  const events: GameEvent[] = [];
  actions.forEach((action, index) => {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error);
    store.actionApplied(gameId, action, index);
    state = result.state;
    events.push(...result.events);
  });
  store.gameFinished(gameId, state, events);
  return score(state).flatMap((s) => (s.rank === 1 ? [state.setup.players[s.seat]!.name] : []));
}
