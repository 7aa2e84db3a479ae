// A panel's answer to a rematch offer (offer, accept, decline, go on, withdraw): its buttons wait while
// the host decides, and a refusal is kept in the player's words.
import type { GameSession } from '../connection/session.svelte.ts';
import type { HomeMessages } from '../i18n/i18n.svelte.ts';

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
    this.#busy = true;
    this.#error = await this.session().answerRematch(m, accept);
    this.#busy = false;
  }
}
