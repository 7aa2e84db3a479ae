// Games stored as the host stores them (started, each action, finished), for the store's tests.
import { apply, score, toRecord, type GameEvent, type GameState } from '../../engine/index.ts';
import type { GameStore, StoredSeat } from '../../main/host/store.ts';
import { playRandom, start } from '../engine/play.ts';

/**
 * Plays a random game from `initial` and stores it as the host reports it; returns what the host
 * computed. `played` hears each action's index once it is stored (a hint given then, say).
 */
export function storeAsTheHostDoes(
  store: GameStore,
  gameId: string,
  initial: GameState,
  seats: StoredSeat[],
  seed: number,
  played: (index: number) => void = () => {},
) {
  const { actions } = playRandom(initial, seed);
  store.gameStarted({
    id: gameId,
    name: 'Table',
    adminTokenHash: null,
    seats,
    record: toRecord(initial, []),
  });
  let state = initial;
  const events: GameEvent[] = [];
  actions.forEach((action, index) => {
    const result = apply(state, action);
    if (!result.ok) throw new Error(result.error);
    store.actionApplied(gameId, action, index);
    played(index);
    state = result.state;
    events.push(...result.events);
  });
  store.gameFinished(gameId, state, events);
  return { state, events, actions };
}

/** Stores one random 2-player game (a human and a bot); returns the names of its winners. */
export function storeGame(store: GameStore, gameId: string, seed: number): string[] {
  const seats: StoredSeat[] = [
    { kind: 'human', tokenHash: 'a'.repeat(64) },
    { kind: 'bot', level: 'easy' },
  ];
  const { state } = storeAsTheHostDoes(store, gameId, start(2, `series-${seed}`), seats, seed);
  return score(state).flatMap((s) => (s.rank === 1 ? [state.setup.players[s.seat]!.name] : []));
}
