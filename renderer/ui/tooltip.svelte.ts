// Explanations of what is on the screen. Any element with use:tip shows its text in the one tooltip of
// the app while a mouse points at it or it has the focus, and carries it as its accessible
// description. A finger has no hover: a tap on something that is not itself a control (a tile, a
// spot of the board) pins its explanation, until it is closed, another tap lands elsewhere or Escape.
class TooltipState {
  text = $state<string | null>(null);
  rect = $state.raw<DOMRect | null>(null);
  /** Shown by a tap: it stays, with a button to close it. */
  pinned = $state(false);
  owner: Element | null = null;

  show(node: Element, text: string, pinned = false): void {
    this.owner = node;
    this.text = text;
    this.rect = node.getBoundingClientRect();
    this.pinned = pinned;
  }

  hide(): void {
    this.owner = null;
    this.text = null;
    this.pinned = false;
  }
}

export const tooltip = new TooltipState();

/** What a tap works on its own: a tap there acts, and explains nothing. */
const CONTROL = 'button, a[href], input, select, textarea, label, summary, [role=button], [role=tab]';

export function tip(node: HTMLElement | SVGElement, text: string | null) {
  let current = text;
  const show = (): void => {
    if (current) tooltip.show(node, current);
  };
  const hide = (): void => {
    if (tooltip.owner === node) tooltip.hide();
  };
  // A finger's touch raises pointerenter and pointerleave around the tap itself: only a mouse's count.
  const enter = (e: PointerEvent): void => {
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
  node.addEventListener('pointerenter', enter as EventListener);
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
        else hide();
      }
    },
    destroy() {
      hide();
      node.removeEventListener('pointerenter', enter as EventListener);
      node.removeEventListener('pointerleave', leave as EventListener);
      node.removeEventListener('click', tap as EventListener);
      node.removeEventListener('focus', show);
      node.removeEventListener('blur', hide);
    },
  };
}
