// A panel's answer to a rematch offer (offer, accept, decline, go on, withdraw, and once it is made,
// taking the seat that waits there or watching it): its buttons wait while the host decides, and a
// refusal is kept in the player's words.
import type { GameSession } from '../connection/session.svelte.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';
import type { PlayerColor } from '../../protocol/wire.ts';

export class RematchAnswer {
  #busy = $state(false);
  #error = $state<string | null>(null);

  /** `session`: read at each answer, as the panel's props may change. */
  constructor(private readonly session: () => GameSession) {}

  get busy(): boolean {
    return this.#busy;
  }

  get error(): string | null {
    return this.#error;
  }

  async answer(m: HomeMessages, accept: boolean): Promise<void> {
    await this.#run(() => this.session().answerRematch(m, accept));
  }

  /** Takes `seat` in the rematch made (`next`), or watches it (`seat` null): true once there. */
  follow(m: HomeMessages, next: string, seat: { name: string; color: PlayerColor } | null): Promise<boolean> {
    return this.#run(() => this.session().followRematch(m, next, seat));
  }

  async #run(request: () => Promise<string | null>): Promise<boolean> {
    this.#busy = true;
    this.#error = await request();
    this.#busy = false;
    return this.#error === null;
  }
}
