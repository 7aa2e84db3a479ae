// The review of a finished game: the match the host stored it as, looked up once the game is over, for
// the final scores' dialog and for the panel that brings them back alike.
import { router } from '../ui/router.svelte.ts';

export class EndReview {
  readonly #matchOf: () => Promise<number | null>;
  #match = $state<number | null>(null);
  #asked = false;

  /** `matchOf`: the match this game is stored as; null where the host keeps none. */
  constructor(matchOf: () => Promise<number | null>) {
    this.#matchOf = matchOf;
  }

  /** Looks the match up, once: the host has stored it by the time the game's end is shown. */
  ask(): void {
    if (this.#asked) return;
    this.#asked = true;
    void this.#matchOf().then((found) => (this.#match = found));
  }

  /** Opens the review of `seat`'s decisions; undefined until the match is found, or where there is none. */
  of(seat: number): (() => void) | undefined {
    const match = this.#match;
    return match === null ? undefined : () => router.go({ name: 'review', match, seat });
  }
}
