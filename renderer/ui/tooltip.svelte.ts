// Explanations of what is on the screen. Any element with use:tip shows its text in the one tooltip of
// the app while a mouse points at it or it has the keyboard's focus, and carries it as its accessible
// description; Escape or a press elsewhere puts it away. A finger has no hover: a tap on something
// that is not itself a control (a tile, a spot of the board) pins its explanation, until it is closed,
// another tap lands elsewhere or Escape; a tap on a control explains nothing.
import type { Box, Controls } from './tipPlace.ts';

class TooltipState {
  #text = $state<string | null>(null);
  #rect = $state.raw<DOMRect | null>(null);
  #controls = $state.raw<Controls>({ near: [], far: [] });
  #pinned = $state(false);
  #owner: Element | null = null;
  /** Put away by Escape: it stays away while the pointer and the focus stay on its owner. */
  #dismissed: Element | null = null;
  /** The last press or move was a finger's: after a tap Chromium points a mouse there that is none. */
  #touched = false;

  /** The explanation shown, if any. */
  get text(): string | null {
    return this.#text;
  }

  /** Where its owner is on the screen. */
  get rect(): DOMRect | null {
    return this.#rect;
  }

  /** The controls on screen when it was shown, beside its owner: the tooltip leaves them clear. */
  get controls(): Controls {
    return this.#controls;
  }

  /** Shown by a tap: it stays, with a button to close it. */
  get pinned(): boolean {
    return this.#pinned;
  }

  /** The element it explains. */
  get owner(): Element | null {
    return this.#owner;
  }

  show(node: Element, text: string, pinned = false): void {
    this.#owner = node;
    this.#text = text;
    this.#rect = node.getBoundingClientRect();
    this.#controls = controlsBeside(node);
    this.#pinned = pinned;
  }

  hide(): void {
    this.#owner = null;
    this.#text = null;
    this.#pinned = false;
  }

  dismiss(): void {
    this.#dismissed = this.#owner;
    this.hide();
  }

  /** A mouse or the focus came to `node`: its explanation shows, unless put away there or a finger works the page. */
  pointed(node: Element, text: string): void {
    if (this.#owner !== node && this.#dismissed !== node && !this.#touched) this.show(node, text);
  }

  /** The mouse and the focus left `node`: its explanation goes, and may come again. */
  left(node: Element): void {
    if (this.#dismissed === node) this.#dismissed = null;
    if (this.#owner === node) this.hide();
  }

  /** A finger tapped `node`: its explanation is pinned, or put away if it was. */
  tapped(node: Element, text: string): void {
    if (this.#pinned && this.#owner === node) this.hide();
    else this.show(node, text, true);
  }

  /** `node`'s explanation changed: shown, it says the new one (or goes, if there is none). */
  retold(node: Element, text: string | null): void {
    if (this.#owner !== node) return;
    if (text) this.#text = text;
    else this.hide();
  }

  /** The page was last worked by a finger (`touch`), or by a mouse or keys. */
  workedBy(touch: boolean): void {
    this.#touched = touch;
  }
}

export const tooltip = new TooltipState();

/** What a tap works on its own: a tap there acts, and explains nothing. */
const CONTROL = 'button, a[href], input, select, textarea, label, summary, [role=button], [role=tab]';

/**
 * The boxes of the controls showing in the window (a disabled one may be next), but `node`'s own; near
 * it, those in its own region of the screen (`data-region`).
 */
function controlsBeside(node: Element): Controls {
  const region = node.closest('[data-region]');
  const near: Box[] = [];
  const far: Box[] = [];
  for (const el of document.querySelectorAll(CONTROL)) {
    if (el.contains(node) || node.contains(el) || el.closest('[inert]')) continue;
    if (!el.checkVisibility({ visibilityProperty: true })) continue;
    const r = el.getBoundingClientRect();
    if (
      r.width > 0 &&
      r.height > 0 &&
      r.bottom > 0 &&
      r.right > 0 &&
      r.top < innerHeight &&
      r.left < innerWidth
    )
      (!region || region.contains(el) ? near : far).push(r);
  }
  return { near, far };
}

export function tip(node: HTMLElement | SVGElement, text: string | null) {
  let current = text;
  const show = (): void => {
    if (current) tooltip.pointed(node, current);
  };
  const hide = (): void => tooltip.left(node);
  // A mouse's move, not its entering: Chromium sends a mouse's pointerenter, with no move, to what comes
  // under the place a finger last tapped.
  const move = (e: PointerEvent): void => {
    if (e.pointerType !== 'touch') show();
  };
  const leave = (e: PointerEvent): void => {
    if (e.pointerType !== 'touch') hide();
  };
  const tap = (e: MouseEvent): void => {
    if (!(e instanceof PointerEvent) || e.pointerType !== 'touch' || !current || node.closest(CONTROL))
      return;
    tooltip.tapped(node, current);
  };
  const describe = (): void => {
    if (current) node.setAttribute('aria-description', current);
    else node.removeAttribute('aria-description');
  };
  describe();
  node.addEventListener('pointermove', move as EventListener);
  node.addEventListener('pointerleave', leave as EventListener);
  node.addEventListener('click', tap as EventListener);
  node.addEventListener('focus', show);
  node.addEventListener('blur', hide);
  return {
    update(next: string | null) {
      current = next;
      describe();
      tooltip.retold(node, next);
    },
    destroy() {
      hide();
      node.removeEventListener('pointermove', move as EventListener);
      node.removeEventListener('pointerleave', leave as EventListener);
      node.removeEventListener('click', tap as EventListener);
      node.removeEventListener('focus', show);
      node.removeEventListener('blur', hide);
    },
  };
}
