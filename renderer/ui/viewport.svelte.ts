// The kind of screen the app is on, for layouts that differ in their structure rather than their sizes
// (CSS alone cannot move a panel into a sheet): a phone, held either way, gets the compact game screen.
import { MediaQuery } from 'svelte/reactivity';

/** Phones: portrait up to 600 px wide, landscape up to 500 px high. Tablets and desktops are neither. */
export const COMPACT_QUERY = '(max-width: 600px), (max-height: 500px)';

class Viewport {
  readonly #compact = new MediaQuery(COMPACT_QUERY, false);

  /** A phone-sized window: the compact game screen, its log newest first. */
  get compact(): boolean {
    return this.#compact.current;
  }
}

export const viewport = new Viewport();
