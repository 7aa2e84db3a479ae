// A pair of buttons that step a count down and up (− and +). A press that reaches a limit disables the
// button pressed, and a disabled button lets the focus fall to the page: the keyboard player would
// start again from the top. The focus goes to the pair's other button instead.
import { tick } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { on } from 'svelte/events';

/** Attached to what holds the pair: the button pressed keeps the focus, or hands it to its pair. */
export const stepper: Attachment<HTMLElement> = (pair) =>
  on(pair, 'click', (e) => {
    const pressed = e.target instanceof Element ? e.target.closest('button') : null;
    if (!pressed || pressed.ownerDocument.activeElement !== pressed) return;
    void tick().then(() => {
      if (!pressed.disabled) return;
      const other = [...pair.querySelectorAll('button')].find((b) => b !== pressed && !b.disabled);
      other?.focus();
    });
  });
