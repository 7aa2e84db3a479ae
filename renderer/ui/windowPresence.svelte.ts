// Whether the window is in front: visible and focused, followed through the browser's own events from
// the page's first script on (App imports it), so that a screen loaded later still knows that the
// player left the window before it came.

class WindowPresence {
  #focused = $state(globalThis.document?.hasFocus() ?? true);
  #visible = $state(globalThis.document?.visibilityState !== 'hidden');

  constructor() {
    globalThis.addEventListener?.('focus', () => (this.#focused = true));
    globalThis.addEventListener?.('blur', () => (this.#focused = false));
    globalThis.document?.addEventListener('visibilitychange', () => {
      this.#visible = document.visibilityState !== 'hidden';
    });
  }

  get inFront(): boolean {
    return this.#focused && this.#visible;
  }
}

export const windowPresence = new WindowPresence();
