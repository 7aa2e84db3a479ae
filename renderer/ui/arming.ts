// On a touch screen, a decision panel's controls take no tap for a moment after they come live for a
// decision (a new decision shown, or the board done catching up), and so do the round end's buttons at
// each step of its story: a second tap meant for the decision just sent or the step just read (a quick
// re-tap, a double tap) lands on nothing rather than on the next one's button in the same place. Only
// a finger waits (app.css: [data-arming] under a coarse pointer): a mouse, the keyboard's focus and
// keys work at once, and a screen reader hears nothing of it.
import type { Attachment } from 'svelte/attachments';

/** Long enough for a tap that followed the last one by reflex, shorter than reading a new choice takes. */
export const ARMING_MS = 400;

/** Arms `live` controls anew whenever `decision` changes or they come live. */
export function arming(live: boolean, _decision: unknown): Attachment<HTMLElement> {
  return (element) => {
    if (!live) return;
    element.dataset.arming = '';
    const timer = setTimeout(() => delete element.dataset.arming, ARMING_MS);
    return () => {
      clearTimeout(timer);
      delete element.dataset.arming;
    };
  };
}
