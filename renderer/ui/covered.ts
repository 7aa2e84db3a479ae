// A card drawn over part of the screen (not a dialog: the rest stays at hand) must never hide the
// focus (WCAG 2.4.11): what it covers is out of reach while it is there.

const FOCUSABLE = 'button, a[href], input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/**
 * Makes inert every focusable thing outside `card` that `card` is drawn over, and returns what gives
 * them back. Only what the card made inert is given back (a carousel's hidden slide stays hidden).
 */
export function coverUnder(card: HTMLElement): () => void {
  const box = card.getBoundingClientRect();
  const taken: Element[] = [];
  for (const el of card.ownerDocument.querySelectorAll(FOCUSABLE)) {
    if (card.contains(el) || el.contains(card) || el.closest('[inert]')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.right <= box.left || r.left >= box.right || r.bottom <= box.top || r.top >= box.bottom) continue;
    el.setAttribute('inert', '');
    taken.push(el);
  }
  return () => {
    for (const el of taken) el.removeAttribute('inert');
  };
}
