// Hover and focus explanations. Any element with use:tip shows its text in the one tooltip of the
// app while pointed at or focused, and carries it as its accessible description.
class TooltipState {
  text = $state<string | null>(null);
  rect = $state.raw<DOMRect | null>(null);
  owner: Element | null = null;
}

export const tooltip = new TooltipState();

export function tip(node: HTMLElement | SVGElement, text: string | null) {
  let current = text;
  const show = (): void => {
    if (!current) return;
    tooltip.owner = node;
    tooltip.text = current;
    tooltip.rect = node.getBoundingClientRect();
  };
  const hide = (): void => {
    if (tooltip.owner !== node) return;
    tooltip.owner = null;
    tooltip.text = null;
  };
  const describe = (): void => {
    if (current) node.setAttribute('aria-description', current);
    else node.removeAttribute('aria-description');
  };
  describe();
  node.addEventListener('pointerenter', show);
  node.addEventListener('pointerleave', hide);
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
      node.removeEventListener('pointerenter', show);
      node.removeEventListener('pointerleave', hide);
      node.removeEventListener('focus', show);
      node.removeEventListener('blur', hide);
    },
  };
}
