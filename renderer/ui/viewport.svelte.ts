// The kind of screen the app is on, for layouts that differ in their structure rather than their sizes
// (CSS alone cannot move a panel into a sheet): a phone, held either way, gets the compact game screen;
// a touch screen (a phone or a tablet) reads the log from the top, newest first.
import { MediaQuery } from 'svelte/reactivity';

/** Phones: portrait up to 600 px wide, landscape up to 500 px high. Tablets and desktops are neither. */
export const COMPACT_QUERY = '(max-width: 600px), (max-height: 500px)';
/** A screen worked with a finger: its main pointer is coarse. */
export const TOUCH_QUERY = '(pointer: coarse)';

class Viewport {
  readonly #compact = new MediaQuery(COMPACT_QUERY, false);
  readonly #coarse = new MediaQuery(TOUCH_QUERY, false);

  /** A phone-sized window: the compact game screen. */
  get compact(): boolean {
    return this.#compact.current;
  }

  /** A touch screen, or a window as small as a phone's (its log in a sheet, read from the top). */
  get touch(): boolean {
    return this.#compact.current || this.#coarse.current;
  }
}

export const viewport = new Viewport();
