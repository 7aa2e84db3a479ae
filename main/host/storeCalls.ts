// The host's one way to its store: every hook runs through here, and a hook that throws is reported in
// the log (the game goes on unsaved rather than stopping) instead of reaching the table that called it.
import { faultOf, type GameStore, type StoreHealth } from './store.ts';

export class StoreCalls {
  constructor(
    private readonly games: GameStore,
    private readonly log: (line: string) => void,
  ) {}

  /** Runs a store hook; false when the store failed (reported). */
  run(call: (store: GameStore) => void): boolean {
    try {
      call(this.games);
      return true;
    } catch (err) {
      const fault = faultOf(err);
      this.log(`game store failed (${fault.kind}): ${fault.message}`);
      return false;
    }
  }

  /** Whether the store can write now (a game is not started, bots back off, when it cannot). */
  health(): StoreHealth {
    try {
      return this.games.writable();
    } catch (err) {
      return faultOf(err);
    }
  }
}
