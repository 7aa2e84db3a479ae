// Explanations of what is on the screen. Any element with use:tip shows its text in the one tooltip of
// the app while a mouse points at it or it has the keyboard's focus, and carries it as its accessible
// description; Escape or a press elsewhere puts it away. A finger has no hover: a tap on something
// that is not itself a control (a tile, a spot of the board) pins its explanation, until it is closed,
// another tap lands elsewhere or Escape; a tap on a control explains nothing.
import type { Box, Controls } from './tipPlace.ts';

class TooltipState {
  text = $state<string | null>(null);
  rect = $state.raw<DOMRect | null>(null);
  /** The controls on screen when it was shown, beside its owner: the tooltip leaves them clear. */
  controls = $state.raw<Controls>({ near: [], far: [] });
  /** Shown by a tap: it stays, with a button to close it. */
  pinned = $state(false);
  owner: Element | null = null;
  /** Put away by Escape: it stays away while the pointer and the focus stay on its owner. */
  dismissed: Element | null = null;
  /** The last press or move was a finger's: after a tap Chromium points a mouse there that is none. */
  touched = false;

  show(node: Element, text: string, pinned = false): void {
    this.owner = node;
    this.text = text;
    this.rect = node.getBoundingClientRect();
    this.controls = controlsBeside(node);
    this.pinned = pinned;
  }

  hide(): void {
    this.owner = null;
    this.text = null;
    this.pinned = false;
  }

  dismiss(): void {
    this.dismissed = this.owner;
    this.hide();
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
    if (current && tooltip.owner !== node && tooltip.dismissed !== node && !tooltip.touched)
      tooltip.show(node, current);
  };
  const hide = (): void => {
    if (tooltip.dismissed === node) tooltip.dismissed = null;
    if (tooltip.owner === node) tooltip.hide();
  };
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
    if (tooltip.pinned && tooltip.owner === node) tooltip.hide();
    else tooltip.show(node, current, true);
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
      if (tooltip.owner === node) {
        if (next) tooltip.text = next;
        else tooltip.hide();
      }
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
