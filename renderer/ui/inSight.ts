// What a choice has just opened comes into sight in the boxes that scroll it (a phone's dock above all),
// the least scroll that shows it whole and clear of what stays stuck at their foot (the docked button
// that sends the choice): a section or a next question opened below the fold would wait there unseen.
// It glides there unless the board's animations are off or the system asks for less motion.
import { tick } from 'svelte';
import type { Attachment } from 'svelte/attachments';
import { scrollMotion } from '../settings/settings.svelte.ts';

/** Room kept between what is brought into sight and what stays stuck under it (its shadow's ring). */
const CLEARANCE = 8;

/** How much of the foot of `element`'s decision panel stays stuck over what scrolls (0 where nothing does). */
function stuckBelow(element: HTMLElement): number {
  const panel = element.closest('[data-region=panel]') ?? element.parentElement;
  let covered = 0;
  for (const foot of panel?.querySelectorAll<HTMLElement>('[data-foot], [data-confirm]') ?? []) {
    const style = getComputedStyle(foot);
    if (style.position !== 'sticky' || element.contains(foot)) continue;
    covered = Math.max(covered, foot.getBoundingClientRect().height + (parseFloat(style.bottom) || 0));
  }
  return covered && covered + CLEARANCE;
}

function bringIntoSight(element: HTMLElement): void {
  // Once the choice's whole panel is drawn: the stuck foot may come after it.
  void tick().then(() => {
    if (!element.isConnected) return;
    element.style.scrollMarginBottom = `${stuckBelow(element)}px`;
    element.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: scrollMotion() });
  });
}

/** A section a choice opened (the way to act chosen, with its button): in sight as it opens. */
export const inSight: Attachment<HTMLElement> = (element) => bringIntoSight(element);

/**
 * The next question a choice opened (how to pay, once the window is picked): in sight as it opens, and
 * again each time `_answer`, the answer to the question before it, changes.
 */
// Unread here: the template's call reads it, and Svelte makes the attachment anew when it changes.
export function nextQuestion(_answer: unknown): Attachment<HTMLElement> {
  return (element) => bringIntoSight(element);
}
